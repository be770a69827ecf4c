import i18next from 'i18next';
import type { Locale } from '@shared/constants';
import type { TitleContext } from '@shared/resources/define';

// For tests: the texts of every namespace in a language, as the app loads them, so what a test
// reads is what a user reads.

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../../shared/locales/*/**/*.json', { eager: true });

export async function textContext(language: Locale): Promise<TitleContext> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const [, lang, namespace] = /locales\/([a-z]{2})\/(.+)\.json$/.exec(path) ?? [];
    if (!lang || !namespace) continue;
    (resources[lang] ??= {})[namespace] = module.default;
  }
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'ru', resources, interpolation: { escapeValue: false } });
  return { t: (key, options) => instance.t(key, options ?? {}), language };
}
