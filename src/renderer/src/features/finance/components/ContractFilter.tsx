import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ContractBalance } from '@shared/finance';
import { contractLabel } from '@/components/ContractField';

const useStyles = makeStyles({ field: { minWidth: '240px', maxWidth: '360px' } });

/** A finance list's contract filter: all contracts, or one of those the caller reaches. */
export function ContractFilter({ contracts, value, onChange }: { contracts: readonly ContractBalance[]; value: number | undefined; onChange(contractId: number | undefined): void }) {
  const styles = useStyles();
  const { t } = useTranslation('finance');
  const chosen = contracts.find((row) => row.contractResponse.id === value);
  return (
    <Field className={styles.field} label={t('balance.columns.contract')}>
      <Dropdown
        aria-label={t('balance.columns.contract')}
        value={chosen ? contractLabel(chosen) : t('balance.allContracts')}
        selectedOptions={[value ? String(value) : '']}
        onOptionSelect={(_, data) => onChange(data.optionValue ? Number(data.optionValue) : undefined)}
      >
        <Option value="">{t('balance.allContracts')}</Option>
        {contracts.map((row) => (
          <Option key={row.contractResponse.id} value={String(row.contractResponse.id)}>
            {contractLabel(row)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
