import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import { RefundAnswerBodySchema, type RefundBid } from '@shared/shipments';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useAnswerRefund } from '../api/answer-refund';
import { moneyText } from '../components/shipment-text';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

export type RefundDecision = 'accepted' | 'rejected';

interface Values {
  decision: RefundDecision;
  comment: string;
}

// The schema over what is sent: an empty comment is none.
const schemaResolver = valibotResolver(RefundAnswerBodySchema);
const resolver: Resolver<Values> = async (values, context, options) => {
  const result = await schemaResolver({ decision: values.decision, comment: values.comment.trim() || null } as never, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

/**
 * The airline answers a refund bid (section 4's accept or reject), with a comment the client reads.
 * Accepting credits the sum to the contract and refunds the AWB; rejecting leaves it as it was.
 */
export function AnswerRefundDialog({ awb, bid, decision, onClose, onDone }: { awb: string; bid: RefundBid; decision: RefundDecision; onClose(): void; onDone(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'resources']);
  const answer = useAnswerRefund();
  const form = useForm<Values>({ resolver, defaultValues: { decision, comment: '' } });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    await answer.mutateAsync({ bidId: bid.id, body: { decision: values.decision, comment: values.comment.trim() || null } });
    onDone();
  });
  const busy = formState.isSubmitting;
  const sum = moneyText(bid.sum, bid.currency, i18n.language);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(`refund.answer.${decision}.title`, { awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t(`refund.answer.${decision}.intro`, { sum })}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <FormField control={control} name="comment" label={t('refund.fields.answer')}>
                {(field) => <Textarea {...field} maxLength={500} resize="vertical" data-testid="refund-answer-comment" />}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={busy} submitLabel={t(`refund.answer.${decision}.submit`)} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
