import { atom, type createStore } from 'jotai';
import * as v from 'valibot';
import { SITE_FILES } from '@shared/api/paths';
import { TIMINGS } from '@shared/constants';

// Section 1: the app checks for a new version at start and every 60 s and offers reloading now or
// later. A web build's id is stamped into the code and into /version.json; they differ once a new
// build is deployed. The desktop's renderer ships inside the app and updates with it.

const VersionSchema = v.object({ version: v.string(), build: v.string() });

/** The newer build waiting to be loaded, or null. */
export const availableBuildAtom = atom<string | null>(null);
/** The build the user chose to load later; the prompt stays quiet until an even newer one appears. */
export const dismissedBuildAtom = atom<string | null>(null);

type Store = ReturnType<typeof createStore>;

export async function checkForUpdate(store: Store, fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetcher(`${SITE_FILES.version}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const parsed = v.safeParse(VersionSchema, await response.json());
    if (parsed.success && parsed.output.build !== __BUILD_ID__) store.set(availableBuildAtom, parsed.output.build);
  } catch {
    // Offline or between deployments: the next check will tell.
  }
}

export function startUpdateChecks(store: Store): void {
  if (import.meta.env.DEV || window.desktop) return;
  void checkForUpdate(store);
  setInterval(() => void checkForUpdate(store), TIMINGS.updateCheckIntervalMs);
}

/**
 * The installable app's service worker (web only; the desktop has no use for it). Start-up runs
 * after the page's load event has usually fired, so waiting for `load` alone would never register
 * it: register now when the page has loaded, otherwise once it has.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || window.desktop || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SITE_FILES.serviceWorker, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
