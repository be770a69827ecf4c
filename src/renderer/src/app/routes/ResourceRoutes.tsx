import type { ComponentType } from 'react';
import { resourceByName } from '@shared/resources';
import { ResourceExtensionsContext } from '@/components/resource/editors';
import { ResourceFormPage } from '@/components/resource/ResourceFormPage';
import { ResourceInfoPage } from '@/components/resource/ResourceInfoPage';
import { ResourceListPage } from '@/components/resource/ResourceListPage';
import { RESOURCE_EXTENSIONS } from '../resource-extensions';

export type ResourcePageKind = 'list' | 'info' | 'form';

const PAGES = { list: ResourceListPage, info: ResourceInfoPage, form: ResourceFormPage } as const;
const built = new Map<string, ComponentType>();

/** The screen of one of a resource's pages: the generic page with the resource's own parts. */
export function resourceScreen(name: string, kind: ResourcePageKind): ComponentType {
  const key = `${name}:${kind}`;
  const known = built.get(key);
  if (known) return known;
  const def = resourceByName(name);
  if (!def) throw new Error(`No resource ${name}`);
  const Page = PAGES[kind];
  const extensions = RESOURCE_EXTENSIONS[name] ?? {};
  const Screen = () => (
    <ResourceExtensionsContext.Provider value={extensions}>
      <Page def={def} />
    </ResourceExtensionsContext.Provider>
  );
  built.set(key, Screen);
  return Screen;
}
