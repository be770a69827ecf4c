import { Dropdown, Option } from '@fluentui/react-components';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContractBalance } from '@shared/finance';
import { FormField } from '@/components/FormField';
import { contractLabel } from './ContractFilter';

/** A finance form's contract: one of those offered (by number and client), its id the field's value. */
export function ContractField<TValues extends FieldValues>({
  control,
  name,
  contracts,
  label,
  hint,
  required,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  contracts: readonly ContractBalance[];
  label: string;
  hint?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('finance');
  return (
    <FormField control={control} name={name} label={label} hint={hint} required={required}>
      {(field) => {
        const chosen = contracts.find((row) => row.contractResponse.id === field.value);
        return (
          <Dropdown
            value={chosen ? contractLabel(chosen) : ''}
            selectedOptions={field.value ? [String(field.value)] : []}
            onOptionSelect={(_, data) => field.onChange(data.optionValue ? Number(data.optionValue) : null)}
            onBlur={field.onBlur}
            placeholder={t('correction.chooseContract')}
          >
            {contracts.map((row) => (
              <Option key={row.contractResponse.id} value={String(row.contractResponse.id)}>
                {contractLabel(row)}
              </Option>
            ))}
          </Dropdown>
        );
      }}
    </FormField>
  );
}
