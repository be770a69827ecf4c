import type { ResourceDef } from './define';
import type { ResourceName } from './names';
import { FINANCIAL_RESOURCES } from './financial';
import { SETTINGS_RESOURCES } from './settings';
import { TECHNOLOGY_RESOURCES } from './technology';

// Every resource built on the engine, by route name. The server registers its calls from this
// list and the renderer its list, info, add and edit pages. Each menu group keeps its own list.

export const RESOURCES = {
  ...TECHNOLOGY_RESOURCES,
  ...FINANCIAL_RESOURCES,
  ...SETTINGS_RESOURCES,
} satisfies Record<ResourceName, ResourceDef>;

// Fails to compile when a resource is added here but not to names.ts.
const namesListed: ResourceName extends keyof typeof RESOURCES ? (keyof typeof RESOURCES extends ResourceName ? true : never) : never = true;
void namesListed;

export type { ResourceName } from './names';
export { RESOURCE_NAMES } from './names';

export const resourceByName = (name: string): ResourceDef | undefined => (RESOURCES as Record<string, ResourceDef>)[name];
