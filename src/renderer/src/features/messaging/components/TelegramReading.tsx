import { makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cimpApi } from '@shared/messaging/cimp-api';
import type { ResourceRow } from '@shared/resources/list-query';
import { Surface } from '@/components/Surface';
import { TelegramText } from '@/components/telegrams/TelegramText';
import { useApi } from '@/lib/api/context';
import { ParsedValue } from './ParsedValue';
import { messagingKeys } from '../keys';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 991.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/**
 * A logged telegram on its info page: the text as received, monospaced, beside what the codec
 * reads in it (the parse call, which stores nothing); a telegram in error shows the codec's words.
 */
export function TelegramReading({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/cimp');
  const api = useApi();
  const text = String(row.text ?? '');
  const reading = useQuery({
    queryKey: messagingKeys.reading(row.id, text),
    queryFn: ({ signal }) => api.call(cimpApi.parse, { body: text, signal }),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('reading.title')}</Subtitle2>
      <div className={styles.columns}>
        <section className={styles.column} aria-label={t('reading.raw')}>
          <Subtitle2 as="h3">{t('reading.raw')}</Subtitle2>
          <TelegramText text={text} label={t('reading.raw')} />
        </section>
        <section className={styles.column} aria-label={t('reading.parsed')}>
          <Subtitle2 as="h3">{t('reading.parsed')}</Subtitle2>
          {reading.data ? <ParsedValue value={reading.data} /> : null}
          {reading.isPending ? <Spinner size="tiny" /> : null}
          {reading.error ? (
            <MessageBar intent="error">
              <MessageBarBody>{t('reading.failed', { message: reading.error.message })}</MessageBarBody>
            </MessageBar>
          ) : null}
        </section>
      </div>
    </Surface>
  );
}
