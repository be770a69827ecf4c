import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleContext } from '@shared/resources/define';

/** The reader's language and texts, as row titles and cell texts read them. */
export function useTitleContext(): TitleContext {
  const { t, i18n } = useTranslation();
  return useMemo(() => ({ t: (key: string, options?: Record<string, unknown>) => t(key, options ?? {}), language: i18n.language }), [t, i18n.language]);
}
