// The business areas: one list, the same folder names on every side (src/server/modules/<area>,
// src/renderer/src/features/<area>, src/shared/<area>). The lint holds each side to it
// (eslint.config.js) and the areas import each other only through their faces.

export const AREA_NAMES = [
  'auth',
  'profile',
  'settings',
  'technology',
  'stocks',
  'parties',
  'accounts',
  'accreditations',
  'chat',
  'notifications',
  'shipments',
  'tariffs',
  'flights',
  'finance',
  'booking',
  'messaging',
  'publications',
  'reports',
  'dashboard',
  'one-record',
  'webhooks',
] as const;

export type AreaName = (typeof AREA_NAMES)[number];
