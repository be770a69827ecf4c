import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_TYPES } from '@shared/constants';
import { FAMILIARIZED_FILTERS, type PublicationListQuery } from '@shared/publications';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  choice: { minWidth: '180px' },
  search: { minWidth: '240px', flexGrow: 1, maxWidth: '420px' },
});

/** A pause in typing before the search runs. */
const SEARCH_DELAY_MS = 400;

/** The list's search, type and (for readers asked to confirm) familiarized filters; each changes the list at once. */
export function PublicationFilters({ query, reader, onChange }: { query: PublicationListQuery; reader: boolean; onChange(patch: Partial<PublicationListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['publications', 'reference', 'resources']);
  const set = (patch: Partial<PublicationListQuery>) => onChange({ ...patch, page: 1 });
  const [text, setText] = useState(query.q ?? '');
  useEffect(() => setText(query.q ?? ''), [query.q]);
  useEffect(() => {
    if (text.trim() === (query.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query.q, onChange]);
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      <Field className={styles.search} label={t('list.search')}>
        <SearchBox value={text} maxLength={100} onChange={(_, data) => setText(data.value)} aria-label={t('list.search')} />
      </Field>
      <Field className={styles.choice} label={t('fields.type')}>
        <Dropdown
          aria-label={t('fields.type')}
          value={query.type ? t(`reference:publicationType.${query.type}`) : t('resources:list.any')}
          selectedOptions={[query.type ?? '']}
          onOptionSelect={(_, data) => set({ type: (data.optionValue || undefined) as PublicationListQuery['type'] })}
        >
          <Option value="">{t('resources:list.any')}</Option>
          {PUBLICATION_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`reference:publicationType.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {reader ? (
        <Field className={styles.choice} label={t('familiarized.label')}>
          <Dropdown
            aria-label={t('familiarized.label')}
            value={query.familiarized ? t(`familiarized.${query.familiarized}`) : t('resources:list.any')}
            selectedOptions={[query.familiarized ?? '']}
            onOptionSelect={(_, data) => set({ familiarized: (data.optionValue || undefined) as PublicationListQuery['familiarized'] })}
          >
            <Option value="">{t('resources:list.any')}</Option>
            {FAMILIARIZED_FILTERS.map((value) => (
              <Option key={value} value={value}>
                {t(`familiarized.${value}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
    </div>
  );
}
