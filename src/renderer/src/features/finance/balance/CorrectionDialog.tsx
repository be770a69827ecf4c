import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { CorrectionSchema, type ContractBalance, type CorrectionBody } from '@shared/finance';
import { isCurrency } from '@shared/money';
import { issuesToTopFields, M } from '@shared/validation';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { resolverResult } from '@/lib/form-problems';
import { submitForm } from '@/lib/forms';
import { useCorrection } from '../api/balance';
import { ContractField } from '@/components/ContractField';
import { BalanceAmount } from './amount-text';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Values {
  contractId: number | null;
  amount: string;
  reason: string;
}

/** The body the server takes: the amount in the chosen contract's currency. */
function bodyOf(values: Values, contracts: readonly ContractBalance[]): CorrectionBody | null {
  const contract = contracts.find((row) => row.contractResponse.id === values.contractId);
  if (!contract || !isCurrency(contract.contractResponse.currency)) return null;
  return { contractId: contract.contractResponse.id, amount: values.amount, currency: contract.contractResponse.currency, reason: values.reason };
}

const resolverFor =
  (contracts: readonly ContractBalance[]): Resolver<Values> =>
  async (values) => {
    const body = bodyOf(values, contracts);
    const problems: Record<string, string> = body ? {} : { contractId: M.required };
    if (body) {
      const result = v.safeParse(CorrectionSchema, body);
      if (!result.success) Object.assign(problems, issuesToTopFields(result.issues));
    } else if (!values.reason.trim()) problems.reason = M.required;
    return resolverResult(values, problems);
  };

/**
 * A manual correction of a contract's balance by airline staff: signed (a minus takes money off),
 * with its reason, which the client sees on the operation. A debit past the contract's floor is
 * refused by the server with what is available; what was typed stays.
 */
export function CorrectionDialog({ contracts, contractId, onClose }: { contracts: readonly ContractBalance[]; contractId: number | undefined; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const correction = useCorrection();
  const form = useForm<Values>({ resolver: resolverFor(contracts), defaultValues: { contractId: contractId ?? (contracts.length === 1 ? contracts[0]!.contractResponse.id : null), amount: '', reason: '' } });
  const { control, formState, watch } = form;
  const chosen = contracts.find((row) => row.contractResponse.id === watch('contractId'));
  const submit = submitForm(form, async (values) => {
    const body = bodyOf(values, contracts);
    if (!body) return;
    await correction.mutateAsync(body);
    onClose();
  });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('correction.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t('correction.hint')}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <ContractField control={control} placeholder={t('correction.chooseContract')} name="contractId" contracts={contracts} label={t('balance.columns.contract')} required />
              {chosen ? (
                <Text className={styles.muted}>
                  {t('correction.now')} <BalanceAmount money={chosen.money} />
                </Text>
              ) : null}
              <FormField control={control} name="amount" label={t('correction.amount', { currency: chosen?.contractResponse.currency ?? '' })} hint={t('correction.amountHint')} required>
                {(field) => <Input {...field} inputMode="decimal" autoComplete="off" placeholder="-1500,00" />}
              </FormField>
              <FormField control={control} name="reason" label={t('correction.reason')} required>
                {(field) => <Textarea {...field} resize="vertical" maxLength={500} />}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={formState.isSubmitting} submitLabel={t('correction.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
