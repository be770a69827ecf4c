import { ACCOUNT_RESOURCES } from '../accounts';
import { ACCREDITATION_RESOURCES } from '../accreditations';
import { MESSAGING_RESOURCES } from '../messaging/resources';
import { PARTY_RESOURCES } from '../parties';
import { SETTINGS_RESOURCES } from '../settings';
import { STOCK_RESOURCES } from '../stocks';
import { TARIFF_RESOURCES } from '../tariffs';
import { TECHNOLOGY_RESOURCES } from '../technology';
import { WEBHOOK_RESOURCES } from '../webhooks';
import type { ResourceDef } from './define';
import type { ResourceName } from './names';

// Every resource built on the engine, by route name, gathered from the areas that define them. The
// server registers its calls from each area's bindings and the renderer its list, info, add and
// edit pages from this list.

export const RESOURCES = {
  ...TECHNOLOGY_RESOURCES,
  ...STOCK_RESOURCES,
  ...TARIFF_RESOURCES,
  ...PARTY_RESOURCES,
  ...ACCOUNT_RESOURCES,
  ...ACCREDITATION_RESOURCES,
  ...SETTINGS_RESOURCES,
  ...MESSAGING_RESOURCES,
  ...WEBHOOK_RESOURCES,
} satisfies Record<ResourceName, ResourceDef>;

// Fails to compile when a resource is added here but not to names.ts.
const namesListed: ResourceName extends keyof typeof RESOURCES ? (keyof typeof RESOURCES extends ResourceName ? true : never) : never = true;
void namesListed;

export type { ResourceName } from './names';
export { RESOURCE_NAMES } from './names';

export const resourceByName = (name: string): ResourceDef | undefined => (RESOURCES as Record<string, ResourceDef>)[name];
