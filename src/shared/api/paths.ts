// Where the API lives and the files beside the web build. Each endpoint's own path is in the
// contract (src/shared/<area>/api.ts).

export const API_PREFIX = '/api';

/** Section 7: the company header, fixed to the airline code. */
export const COMPANY_HEADER = 'x-company';

/** Served at the site root, beside the web build (section 7: the service worker; the update check). */
export const SITE_FILES = {
  serviceWorker: '/sw.js',
  version: '/version.json',
  manifest: '/manifest.webmanifest',
} as const;
