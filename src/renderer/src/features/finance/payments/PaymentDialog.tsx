import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Spinner, Text, Textarea, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import type { ContractBalance, PaymentDecision, PaymentRow } from '@shared/finance';
import { M } from '@shared/validation';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useDecidePayment, usePayment } from '../api/payments';
import { ContractField } from '@/components/ContractField';
import { PaymentDetails } from './PaymentDetails';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '620px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  decision: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  actions: { flexWrap: 'wrap' },
});

interface Values {
  contractId: number | null;
  comment: string;
}

/** The contracts offered for a payment: the payer's own first (its INN is their contractor's), then the rest, in its currency. */
export function contractsFor(payment: PaymentRow, contracts: readonly ContractBalance[]): ContractBalance[] {
  const same = contracts.filter((row) => row.contractResponse.currency === payment.amount.currency);
  const payers = payment.payerInn ? same.filter((row) => row.contractResponse.contractor.inn === payment.payerInn) : [];
  return [...payers, ...same.filter((row) => !payers.includes(row))];
}

/** The contract to propose: the payment's own, else the payer's only one. */
function proposed(payment: PaymentRow, contracts: readonly ContractBalance[]): number | null {
  if (payment.contractId !== null) return payment.contractId;
  const payers = payment.payerInn ? contracts.filter((row) => row.contractResponse.contractor.inn === payment.payerInn) : [];
  return payers.length === 1 ? payers[0]!.contractResponse.id : null;
}

/** Staff deciding a payment in review: accept it on a contract (credited at once), decline or cancel it, with a comment the client sees. */
function DecisionForm({ payment, contracts, onDone }: { payment: PaymentRow; contracts: readonly ContractBalance[]; onDone(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'resources']);
  const decide = useDecidePayment();
  const form = useForm<Values>({ defaultValues: { contractId: proposed(payment, contracts), comment: '' } });
  const { control, formState } = form;
  const offered = contractsFor(payment, contracts);
  const send = (status: PaymentDecision['status']) =>
    submitForm(form, async (values) => {
      if (status === 'accepted' && values.contractId === null) {
        form.setError('contractId', { type: 'client', message: M.required }, { shouldFocus: true });
        return;
      }
      await decide.mutateAsync({ id: payment.id, decision: { status, contractId: status === 'accepted' ? values.contractId : null, comment: values.comment || null } });
      onDone();
    });
  return (
    <form className={styles.decision} noValidate onSubmit={(event) => void send('accepted')(event)}>
      <Text weight="semibold">{t('payments.decide.title')}</Text>
      <FormError message={formState.errors.root?.server?.message} />
      <ContractField control={control} placeholder={t('correction.chooseContract')} name="contractId" contracts={offered} label={t('payments.columns.contract')} hint={payment.contractId === null ? t('payments.decide.contractHint') : undefined} />
      <FormField control={control} name="comment" label={t('payments.columns.comment')}>
        {(field) => <Textarea {...field} resize="vertical" maxLength={500} />}
      </FormField>
      <DialogActions className={styles.actions}>
        <Button disabled={formState.isSubmitting} onClick={(event) => void send('cancelled')(event)}>
          {t('payments.decide.cancel')}
        </Button>
        <Button disabled={formState.isSubmitting} onClick={(event) => void send('declined')(event)}>
          {t('payments.decide.decline')}
        </Button>
        <Button type="submit" appearance="primary" disabled={formState.isSubmitting} icon={formState.isSubmitting ? <Spinner size="tiny" /> : undefined}>
          {t('payments.decide.accept')}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * One payment over the list: a row clicked, or a link's `openId` (read from the server, so a
 * notification opens it whatever page the list is on). Staff who may edit payments decide one in
 * review here.
 */
export function PaymentDialog({ id, row, contracts, canDecide, onClose }: { id: number; row: PaymentRow | undefined; contracts: readonly ContractBalance[]; canDecide: boolean; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['finance', 'common']);
  // Read from the server only when the list has not got it (a link's payment on another page).
  const fetched = usePayment(row ? undefined : id);
  const payment = fetched.data ?? row;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={payment ? t('payments.dialogTitle', { number: payment.number }) : t('payments.title')}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common:actions.close')} onClick={onClose} />}>
            {payment ? t('payments.dialogTitle', { number: payment.number }) : t('payments.title')}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {payment ? (
              <PaymentDetails payment={payment} />
            ) : fetched.error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{fetched.error.message}</MessageBarBody>
              </MessageBar>
            ) : (
              <Spinner label={t('resources:list.loading')} />
            )}
            {payment && canDecide && payment.status === 'wait' ? <DecisionForm key={payment.id} payment={payment} contracts={contracts} onDone={onClose} /> : null}
          </DialogContent>
          {!(payment && canDecide && payment.status === 'wait') ? (
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {t('common:actions.close')}
              </Button>
            </DialogActions>
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
