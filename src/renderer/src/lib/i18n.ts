import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@shared/constants';
import { readCookie, writeCookie } from './cookies';

// ru is the default and the fallback (section 1). Each namespace is its own JSON file per language,
// loaded when a screen first needs it, so the landing page does not carry every screen's texts.

const resources = import.meta.glob<{ default: Record<string, unknown> }>('../../../shared/locales/*/**/*.json');

/** What the shell itself shows on every page; feature screens load their own namespaces. */
const SHELL_NAMESPACES = ['common', 'errors', 'validation', 'menu'];

export const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** Section 4: the language comes from the defaultLanguage cookie, else ru. */
export const initialLocale = (): Locale => {
  const cookie = readCookie(LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
};

export async function createI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        const load = resources[`../../../shared/locales/${language}/${namespace}.json`];
        if (!load) return Promise.reject(new Error(`No translations ${language}/${namespace}`));
        return load().then((module) => module.default);
      }),
    )
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = locale;
  return instance;
}

export async function switchLocale(instance: i18n, locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS);
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
}
