import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LEDGER_ENTRY_TYPES, type BalanceListQuery, type ContractBalance } from '@shared/finance';
import { DateRangeFilter } from '@/components/resource/ResourceFilters';
import { ContractFilter } from '../components/ContractFilter';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  choice: { minWidth: '200px' },
});

/** The balance page's filters: contract (when there is more than one), local dates and type; each changes the list at once. */
export function BalanceFilters({ query, contracts, onChange }: { query: BalanceListQuery; contracts: readonly ContractBalance[]; onChange(patch: Partial<BalanceListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const set = (patch: Partial<BalanceListQuery>) => onChange({ ...patch, page: 1 });
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      {contracts.length > 1 ? <ContractFilter contracts={contracts} value={query.contractId} onChange={(contractId) => set({ contractId })} /> : null}
      <DateRangeFilter
        label={t('balance.dates')}
        value={query.from || query.to ? { from: query.from, to: query.to } : undefined}
        onChange={(range) => set({ from: range?.from === undefined ? undefined : String(range.from), to: range?.to === undefined ? undefined : String(range.to) })}
      />
      <Field className={styles.choice} label={t('balance.columns.type')}>
        <Dropdown
          aria-label={t('balance.columns.type')}
          value={query.type ? t(`types.${query.type}`) : t('resources:list.any')}
          selectedOptions={[query.type ?? '']}
          onOptionSelect={(_, data) => set({ type: (data.optionValue || undefined) as BalanceListQuery['type'] })}
        >
          <Option value="">{t('resources:list.any')}</Option>
          {LEDGER_ENTRY_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`types.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
