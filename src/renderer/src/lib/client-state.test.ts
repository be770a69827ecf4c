import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRuntimeConfig } from './runtime';
import { baseUrlAtom, electronAtom, environmentAtom, mobileAtom, offlineAtom, platformAtom, yandexAtom } from './state';
import { detectYandex, isYandexBrowser, watchConnectivity, watchMobile } from './watchers';

// Section 1's environment and section 3's other client state (theme, mobile, offline, electron,
// yandex, base URL), with the values they take from the page.

afterEach(() => vi.unstubAllGlobals());

/** A window whose connectivity events the test fires. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return { navigator: { onLine } as Navigator, addEventListener: target.addEventListener.bind(target) as Window['addEventListener'], fire: (type: string) => target.dispatchEvent(new Event(type)) };
}

describe('client state', () => {
  it('offline starts from navigator.onLine and follows the offline and online events', () => {
    const store = createStore();
    const win = fakeWindow(false);
    watchConnectivity(store, win);
    expect(store.get(offlineAtom)).toBe(true);
    win.fire('online');
    expect(store.get(offlineAtom)).toBe(false);
    win.fire('offline');
    expect(store.get(offlineAtom)).toBe(true);
  });

  it('mobile is the 992 px breakpoint of section 9, as a media query that follows the window', () => {
    const store = createStore();
    const list = Object.assign(new EventTarget(), { matches: true, media: '' }) as unknown as MediaQueryList;
    const asked: string[] = [];
    watchMobile(store, (query) => (asked.push(query), list));
    expect(asked).toEqual(['(max-width: 991.98px)']);
    expect(store.get(mobileAtom)).toBe(true);
    list.dispatchEvent(Object.assign(new Event('change'), { matches: false }));
    expect(store.get(mobileAtom)).toBe(false);
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36', true],
    ['Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.3.68.00 SA/3 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', false],
  ])('yandex is Yandex Browser by its user agent: %s → %s', (userAgent, expected) => {
    expect(isYandexBrowser(userAgent)).toBe(expected);
    const store = createStore();
    detectYandex(store, userAgent);
    expect(store.get(yandexAtom)).toBe(expected);
  });

  it('the environment is authentication optional, widget mode off, and the platform served', () => {
    const store = createStore();
    expect(store.get(environmentAtom)).toEqual({ authenticationOptional: true, widgetMode: false, platform: 'CABINET' });
    store.set(platformAtom, 'CARGO');
    expect(store.get(environmentAtom)).toEqual({ authenticationOptional: true, widgetMode: false, platform: 'CARGO' });
    expect(store.get(electronAtom)).toBe(false);
    expect(store.get(baseUrlAtom)).toBe('');
  });

  it('on the web the base URL is the cabinet-base-url meta tag, the platform its meta tag, electron off', async () => {
    const metas: Record<string, string> = { 'cabinet-base-url': 'https://cargo.example.test', 'cabinet-platform': 'CARGO' };
    vi.stubGlobal('document', { querySelector: (selector: string) => ({ content: metas[/name="([^"]+)"/.exec(selector)?.[1] ?? ''] }) });
    vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:3000' } });
    const runtime = await resolveRuntimeConfig(null);
    expect({ baseUrl: runtime.baseUrl, platform: runtime.platform, electron: runtime.desktop !== null }).toEqual({ baseUrl: 'https://cargo.example.test', platform: 'CARGO', electron: false });
  });

  it('without the meta tag the base URL is the page origin', async () => {
    vi.stubGlobal('document', { querySelector: () => null });
    vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:3000' } });
    expect((await resolveRuntimeConfig(null)).baseUrl).toBe('http://127.0.0.1:3000');
  });
});
