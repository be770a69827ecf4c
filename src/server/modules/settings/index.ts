import type { AreaModule } from '../../area';
import { settingsBinding } from './binding';
import { seedSettings } from './seed';

// The airline settings: the airlines themselves, one row each.

export const settings: AreaModule = {
  name: 'settings',
  resources: [settingsBinding],
  seed: { demo: seedSettings },
};

/** For other areas: an airline's settings as they read them, and the groups its new clients get. */
export { getAirlineSettings, linkClientGroups, type AirlineSettings, type ClientGroups } from './airline-settings';
