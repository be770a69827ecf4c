import type { createStore } from 'jotai';
import { LAYOUT_SIZES } from '@shared/constants';
import { mobileAtom, offlineAtom, yandexAtom } from './state';

type Store = ReturnType<typeof createStore>;

/** Section 1: offline and online events toggle the offline indicator; it starts from navigator.onLine. */
export function watchConnectivity(store: Store, win: Pick<Window, 'navigator' | 'addEventListener'> = window): void {
  store.set(offlineAtom, !win.navigator.onLine);
  win.addEventListener('offline', () => store.set(offlineAtom, true));
  win.addEventListener('online', () => store.set(offlineAtom, false));
}

/** Section 9: the mobile layout starts below 992 px (a media query, so a narrow desktop window counts too). */
export function watchMobile(store: Store, matchMedia: (query: string) => MediaQueryList = (query) => window.matchMedia(query)): void {
  const query = matchMedia(`(max-width: ${LAYOUT_SIZES.mobileBreakpointPx - 0.02}px)`);
  store.set(mobileAtom, query.matches);
  query.addEventListener('change', (event) => store.set(mobileAtom, event.matches));
}

/** Yandex Browser names itself `YaBrowser/<version>` in its user agent (desktop and mobile alike). */
export const isYandexBrowser = (userAgent: string): boolean => /\bYaBrowser\//.test(userAgent);

/** Section 3's yandex flag, from the user agent (it does not change while the page lives). */
export function detectYandex(store: Store, userAgent: string = navigator.userAgent): void {
  store.set(yandexAtom, isYandexBrowser(userAgent));
}
