import type { ResourceExtensions } from '@/components/resource/editors';
import { AbilitiesEditor } from './AbilitiesEditor';
import { AbilitiesInfo } from './AbilitiesInfo';

/** The access groups' own parts: the abilities editor and the info page's list of granted abilities. */
export const ACCESS_GROUPS_EXTENSIONS: ResourceExtensions = {
  editors: { abilities: AbilitiesEditor },
  Info: AbilitiesInfo,
  defaults: { abilities: {} },
};
