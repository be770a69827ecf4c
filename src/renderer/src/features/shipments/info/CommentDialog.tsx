import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import { AwbConfirmBodySchema, AwbUndoBodySchema, type ShipmentDetail } from '@shared/shipments';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { usePerformAwbAction } from '../api/perform-awb-action';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

interface Values {
  comment: string;
}

export type CommentAction = 'confirm' | 'undoConfirm' | 'unaccept';

// Confirming takes a comment if the airline has one; taking a confirmation or an acceptance back
// needs one (the client reads why).
const over = (schema: typeof AwbConfirmBodySchema | typeof AwbUndoBodySchema) => valibotResolver(schema, undefined, { raw: true }) as unknown as Resolver<Values>;
const resolvers: Record<CommentAction, Resolver<Values>> = {
  confirm: over(AwbConfirmBodySchema),
  undoConfirm: over(AwbUndoBodySchema),
  unaccept: over(AwbUndoBodySchema),
};

/** The airline's confirm (an optional comment), undo confirm and unaccept (a comment required), each named for what it does. */
export function CommentDialog({ shipment, action, onClose, onDone }: { shipment: ShipmentDetail; action: CommentAction; onClose(): void; onDone(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const perform = usePerformAwbAction(shipment.id);
  const form = useForm<Values>({ resolver: resolvers[action], defaultValues: { comment: '' } });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    const comment = values.comment.trim();
    await perform.mutateAsync(action === 'confirm' ? { action, body: { comment: comment || null } } : { action, body: { comment } });
    onDone();
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(`actions.${action}.title`, { awb: shipment.awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t(`actions.${action}.intro`)}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <FormField control={control} name="comment" label={t('actions.comment')} required={action !== 'confirm'}>
                {(field) => <Textarea {...field} maxLength={500} resize="vertical" data-testid="action-comment" />}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={busy} submitLabel={t(`actions.${action}.submit`)} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
