import { settingsResource } from './settings';

/** The airline settings resource (menu group "Settings" of section 2), by route name. */
export const SETTINGS_RESOURCES = {
  settings: settingsResource,
};
