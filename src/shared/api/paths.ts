// The API of section 7 and the paths it leaves out, in one place for the renderer, the desktop
// and the server. Relative to API_PREFIX.

export const API_PREFIX = '/api';

/** Section 7: the company header, fixed to the airline code. */
export const COMPANY_HEADER = 'x-company';

export const apiPaths = {
  login: '/login',
  logout: '/logout',
  registration: '/secure/registration',
  user: '/user',
  shipments: '/shipments',
  shipment: (id: number | string) => `/shipments/id-${id}`,
  tracking: (awb: string) => `/shipments/tracking/${encodeURIComponent(awb)}`,
} as const;

/** Served at the site root, beside the web build (section 7: the service worker; the update check). */
export const SITE_FILES = {
  serviceWorker: '/sw.js',
  version: '/version.json',
  manifest: '/manifest.webmanifest',
} as const;
