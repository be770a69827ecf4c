// The accreditations area's face: the questionnaire, its workflow and the company registry.

export * from './abilities';
export * from './api';
export * from './actions';
export * from './definition';
export * from './registry';
export * from './workflow';

import { accreditationsResource } from './definition';

/** The area's resources, by route name. */
export const ACCREDITATION_RESOURCES = { accreditations: accreditationsResource };
