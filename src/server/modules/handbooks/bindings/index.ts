import type { ResourceName } from '@shared/resources';
import type { ResourceBinding } from '../../../resources/binding';
import { FINANCIAL_BINDINGS } from './financial';
import { SETTINGS_BINDINGS } from './settings';
import { TECHNOLOGY_BINDINGS } from './technology';

/** The server side of every resource of the shared registry: the type check keeps them paired. */
export const BINDINGS: Record<ResourceName, ResourceBinding> = {
  ...TECHNOLOGY_BINDINGS,
  ...FINANCIAL_BINDINGS,
  ...SETTINGS_BINDINGS,
};
