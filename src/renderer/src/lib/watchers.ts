import type { createStore } from 'jotai';
import { LAYOUT_SIZES } from '@shared/constants';
import { mobileAtom, offlineAtom } from './state';

type Store = ReturnType<typeof createStore>;

/** Section 1: offline and online events toggle the offline indicator. */
export function watchConnectivity(store: Store): void {
  store.set(offlineAtom, !navigator.onLine);
  window.addEventListener('offline', () => store.set(offlineAtom, true));
  window.addEventListener('online', () => store.set(offlineAtom, false));
}

/** Section 9: the mobile layout starts below 992 px. */
export function watchMobile(store: Store): void {
  const query = window.matchMedia(`(max-width: ${LAYOUT_SIZES.mobileBreakpointPx - 0.02}px)`);
  store.set(mobileAtom, query.matches);
  query.addEventListener('change', (event) => store.set(mobileAtom, event.matches));
}
