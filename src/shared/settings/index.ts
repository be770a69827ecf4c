// The settings area's face: the airline settings.

export * from './abilities';
export * from './definition';

import { settingsResource } from './definition';

/** The area's resources, by route name. */
export const SETTINGS_RESOURCES = { settings: settingsResource };
