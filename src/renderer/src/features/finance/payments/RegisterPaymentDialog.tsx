import { Checkbox, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { PaymentBodySchema, type ContractBalance, type PaymentBody } from '@shared/finance';
import { isCurrency } from '@shared/money';
import { issuesToTopFields, M } from '@shared/validation';
import { DateInput } from '@/components/DateInput';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { dayOfDate } from '@/lib/dates';
import { resolverResult } from '@/lib/form-problems';
import { submitForm } from '@/lib/forms';
import { useRegisterPayment } from '../api/payments';
import { ContractField } from '@/components/ContractField';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '620px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL },
});

interface Values {
  contractId: number | null;
  number: string;
  date: string | null;
  amount: string;
  description: string;
  payerName: string;
  payerInn: string;
  accept: boolean;
}

/** The body the server takes: the amount in the chosen contract's currency. */
function bodyOf(values: Values, contracts: readonly ContractBalance[]): PaymentBody | null {
  const contract = contracts.find((row) => row.contractResponse.id === values.contractId);
  if (!contract || !isCurrency(contract.contractResponse.currency)) return null;
  const { contractId: _id, date, ...rest } = values;
  return { ...rest, contractId: contract.contractResponse.id, date: date ?? '', currency: contract.contractResponse.currency } as PaymentBody;
}

const resolverFor =
  (contracts: readonly ContractBalance[]): Resolver<Values> =>
  async (values) => {
    const body = bodyOf(values, contracts);
    const result = v.safeParse(PaymentBodySchema, body ?? { ...values, contractId: 0, date: values.date ?? '', currency: 'RUB' });
    const problems: Record<string, string> = result.success ? {} : issuesToTopFields(result.issues);
    if (!body) problems.contractId = M.required;
    return resolverResult(values, problems);
  };

/**
 * A payment staff register by hand (a payment order the bank's statement has not brought, a cash
 * payment): accepted at once, its money on the contract's balance, or left in review.
 */
export function RegisterPaymentDialog({ contracts, contractId, onClose }: { contracts: readonly ContractBalance[]; contractId: number | undefined; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const register = useRegisterPayment();
  const form = useForm<Values>({
    resolver: resolverFor(contracts),
    defaultValues: {
      contractId: contractId ?? (contracts.length === 1 ? contracts[0]!.contractResponse.id : null),
      number: '',
      date: dayOfDate(new Date()),
      amount: '',
      description: '',
      payerName: '',
      payerInn: '',
      accept: true,
    },
  });
  const { control, formState, watch } = form;
  const chosen = contracts.find((row) => row.contractResponse.id === watch('contractId'));
  const submit = submitForm(form, async (values) => {
    const body = bodyOf(values, contracts);
    if (!body) return;
    await register.mutateAsync(body);
    onClose();
  });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('payments.register.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <FormError message={formState.errors.root?.server?.message} />
              <ContractField control={control} placeholder={t('correction.chooseContract')} name="contractId" contracts={contracts} label={t('payments.columns.contract')} required />
              <div className={styles.pair}>
                <FormField control={control} name="number" label={t('payments.register.number')} required>
                  {(field) => <Input {...field} autoComplete="off" maxLength={40} />}
                </FormField>
                <FormField control={control} name="date" label={t('payments.columns.date')} required>
                  {(field) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
                </FormField>
              </div>
              <FormField control={control} name="amount" label={t('correction.amount', { currency: chosen?.contractResponse.currency ?? '' })} hint={t('payments.register.amountHint')} required>
                {(field) => <Input {...field} inputMode="decimal" autoComplete="off" placeholder="15000,00" />}
              </FormField>
              <FormField control={control} name="description" label={t('payments.register.purpose')}>
                {(field) => <Textarea {...field} resize="vertical" maxLength={500} />}
              </FormField>
              <div className={styles.pair}>
                <FormField control={control} name="payerName" label={t('payments.register.payerName')}>
                  {(field) => <Input {...field} autoComplete="off" maxLength={300} />}
                </FormField>
                <FormField control={control} name="payerInn" label={t('payments.register.payerInn')}>
                  {(field) => <Input {...field} inputMode="numeric" autoComplete="off" maxLength={12} />}
                </FormField>
              </div>
              <FormField control={control} name="accept" label="">
                {(field) => <Checkbox checked={field.value} onChange={(_, data) => field.onChange(data.checked === true)} label={t('payments.register.accept')} />}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={formState.isSubmitting} submitLabel={t('payments.register.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
