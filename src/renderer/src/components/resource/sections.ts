import type { ResourceDef } from '@shared/resources/define';

/** The resource's fields grouped by their sections, in the definition's order ('main' when none). */
export function sectionsOf(def: ResourceDef): { section: string; keys: string[] }[] {
  const order = def.sections ?? ['main'];
  const groups = new Map<string, string[]>(order.map((section) => [section, []]));
  for (const [key, field] of Object.entries(def.fields)) {
    const section = field.section ?? 'main';
    groups.set(section, [...(groups.get(section) ?? []), key]);
  }
  return [...groups.entries()].filter(([, keys]) => keys.length).map(([section, keys]) => ({ section, keys }));
}
