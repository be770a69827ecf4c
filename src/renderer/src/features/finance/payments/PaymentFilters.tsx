import { Dropdown, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type ContractBalance, type PaymentListQuery } from '@shared/finance';
import { DateRangeFilter } from '@/components/resource/ResourceFilters';
import { ContractFilter } from '../components/ContractFilter';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  choice: { minWidth: '200px' },
  search: { minWidth: '260px' },
});

/**
 * The payments page's filters: words (number, payer, INN, purpose; applied on Enter or leaving
 * the box), contract, status and dates of payment; the others change the list at once.
 */
export function PaymentFilters({ query, contracts, onChange }: { query: PaymentListQuery; contracts: readonly ContractBalance[]; onChange(patch: Partial<PaymentListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const set = (patch: Partial<PaymentListQuery>) => onChange({ ...patch, page: 1 });
  const [draft, setDraft] = useState(query.q ?? '');
  // Back, Forward and Reset change the words in the address: the box follows.
  useEffect(() => setDraft(query.q ?? ''), [query.q]);
  const search = (q: string) => q.trim() !== (query.q ?? '') && set({ q: q.trim() || undefined });
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      <Field className={styles.search} label={t('payments.search')}>
        <SearchBox
          value={draft}
          placeholder={t('payments.searchHint')}
          onChange={(_, data) => {
            setDraft(data.value);
            if (!data.value) search('');
          }}
          onKeyDown={(event) => event.key === 'Enter' && search(draft)}
          onBlur={() => search(draft)}
        />
      </Field>
      {contracts.length > 1 ? <ContractFilter contracts={contracts} value={query.contractId} onChange={(contractId) => set({ contractId })} /> : null}
      <Field className={styles.choice} label={t('payments.columns.status')}>
        <Dropdown
          aria-label={t('payments.columns.status')}
          value={query.status ? t(`payments.statuses.${query.status}`) : t('resources:list.any')}
          selectedOptions={[query.status ?? '']}
          onOptionSelect={(_, data) => set({ status: (data.optionValue || undefined) as PaymentListQuery['status'] })}
        >
          <Option value="">{t('resources:list.any')}</Option>
          {PAYMENT_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {t(`payments.statuses.${status}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <DateRangeFilter
        label={t('payments.dates')}
        value={query.from || query.to ? { from: query.from, to: query.to } : undefined}
        onChange={(range) => set({ from: range?.from === undefined ? undefined : String(range.from), to: range?.to === undefined ? undefined : String(range.to) })}
      />
    </div>
  );
}
