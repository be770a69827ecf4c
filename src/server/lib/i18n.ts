import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/constants';
import type { Translate } from '@shared/validation';

// The server speaks the request's Accept-Language from the same resources as the renderer: every
// namespace of src/shared/locales (copied beside the bundled server by the build), read once.

const CANDIDATES = [new URL('./locales/', import.meta.url), new URL('../../shared/locales/', import.meta.url)].map((url) => fileURLToPath(url));

function localesDir(): string {
  const found = CANDIDATES.find((dir) => existsSync(join(dir, DEFAULT_LOCALE)));
  if (!found) throw new Error(`No locales found in ${CANDIDATES.join(' or ')}`);
  return found;
}

function readNamespaces(dir: string): Record<string, Record<string, unknown>> {
  const namespaces: Record<string, Record<string, unknown>> = {};
  const visit = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (name.endsWith('.json')) {
        const namespace = relative(dir, full).replace(/\.json$/, '').split(sep).join('/');
        namespaces[namespace] = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
      }
    }
  };
  visit(dir);
  return namespaces;
}

let instance: i18n | null = null;

function translations(): i18n {
  if (instance) return instance;
  const dir = localesDir();
  const resources = Object.fromEntries(LOCALES.map((locale) => [locale, readNamespaces(join(dir, locale))]));
  instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
    defaultNS: 'errors',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The first supported language of an Accept-Language header, by quality; ru otherwise. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.lang));
  return (found?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

export function translatorFor(locale: Locale): Translate {
  const t = translations().getFixedT(locale);
  return (key, params) => t(key, params ?? {});
}
