import { Dropdown, Option } from '@fluentui/react-components';
import type { Control, FieldValues, Path } from 'react-hook-form';
import type { ContractBalance } from '@shared/finance';
import { FormField } from './FormField';

// A contract chosen in a form: the finance dialogs' (a correction, a payment, a document) and
// booking for a client. The contracts come with their balances (`useContractBalances`).

/** A contract as the pickers name it: its number and its client. */
export const contractLabel = (row: ContractBalance): string => `${row.contractResponse.number} · ${row.contractResponse.contractor.name}`;

/** A form's contract: one of those offered (by number and client), its id the field's value. */
export function ContractField<TValues extends FieldValues>({
  control,
  name,
  contracts,
  label,
  placeholder,
  hint,
  required,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  contracts: readonly ContractBalance[];
  label: string;
  placeholder: string;
  hint?: string;
  required?: boolean;
}) {
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
            placeholder={placeholder}
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
