import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type ContractBalance, type DocumentListQuery } from '@shared/finance';
import { DateRangeFilter } from '@/components/resource/ResourceFilters';
import { ContractFilter } from '../components/ContractFilter';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  choice: { minWidth: '200px' },
});

/** The documents page's filters: contract (when there is more than one), type and dates; each changes the list at once. */
export function DocumentFilters({ query, contracts, onChange }: { query: DocumentListQuery; contracts: readonly ContractBalance[]; onChange(patch: Partial<DocumentListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const set = (patch: Partial<DocumentListQuery>) => onChange({ ...patch, page: 1 });
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      {contracts.length > 1 ? <ContractFilter contracts={contracts} value={query.contractId} onChange={(contractId) => set({ contractId })} /> : null}
      <Field className={styles.choice} label={t('documents.columns.type')}>
        <Dropdown
          aria-label={t('documents.columns.type')}
          value={query.type ? t(`documents.types.${query.type}`) : t('resources:list.any')}
          selectedOptions={[query.type ?? '']}
          onOptionSelect={(_, data) => set({ type: (data.optionValue || undefined) as DocumentListQuery['type'] })}
        >
          <Option value="">{t('resources:list.any')}</Option>
          {DOCUMENT_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`documents.types.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <DateRangeFilter
        label={t('documents.dates')}
        value={query.from || query.to ? { from: query.from, to: query.to } : undefined}
        onChange={(range) => set({ from: range?.from === undefined ? undefined : String(range.from), to: range?.to === undefined ? undefined : String(range.to) })}
      />
    </div>
  );
}
