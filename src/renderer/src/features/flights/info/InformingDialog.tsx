import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Input, makeStyles, Option, Text, Textarea, tokens } from '@fluentui/react-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { INFORMING_STATUSES, InformingBodySchema, type InformingEntry } from '@shared/flights';
import { issuesToTopFields } from '@shared/validation';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useRecordInforming } from '../api/record-informing';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Values {
  tin: string;
  preDecision: string;
  finalDecision: string;
  status: InformingEntry['status'];
  comment: string;
}

/**
 * Recording what customs answered about a shipment on an international leg (preliminary
 * informing): the consignee's TIN, the preliminary and final decisions, the status and a comment.
 */
export function InformingDialog({ entry, onClose }: { entry: InformingEntry; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'resources']);
  const record = useRecordInforming();
  const bodyOf = (values: Values) => ({ shipmentId: entry.shipmentId, ...values });
  const resolver: Resolver<Values> = async (values) => {
    const result = v.safeParse(InformingBodySchema, bodyOf(values));
    if (result.success) return { values, errors: {} };
    const errors = Object.fromEntries(Object.entries(issuesToTopFields(result.issues)).map(([key, message]) => [key, { type: 'validation', message }]));
    return { values: {}, errors };
  };
  const form = useForm<Values>({
    resolver,
    defaultValues: { tin: entry.tin ?? '', preDecision: entry.preDecision ?? '', finalDecision: entry.finalDecision ?? '', status: entry.status, comment: entry.comment ?? '' },
  });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    await record.mutateAsync({ legId: entry.legId, body: bodyOf(values) });
    onClose();
  });
  const text = (name: 'tin' | 'preDecision' | 'finalDecision') => (
    <FormField control={control} name={name} label={t(`informing.${name}`)}>
      {(field) => <Input {...field} autoComplete="off" onChange={(_, data) => field.onChange(data.value)} />}
    </FormField>
  );
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('informing.recordTitle', { awb: entry.awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t('informing.recordHint', { route: `${entry.origin} → ${entry.destination}` })}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <div className={styles.grid}>
                {text('tin')}
                <FormField control={control} name="status" label={t('informing.status')} required>
                  {(field) => (
                    <Dropdown ref={field.ref} name={field.name} value={t(`informing.statuses.${field.value}`)} selectedOptions={[field.value]} onOptionSelect={(_, data) => field.onChange(data.optionValue)} onBlur={field.onBlur}>
                      {INFORMING_STATUSES.map((status) => (
                        <Option key={status} value={status}>
                          {t(`informing.statuses.${status}`)}
                        </Option>
                      ))}
                    </Dropdown>
                  )}
                </FormField>
                {text('preDecision')}
                {text('finalDecision')}
              </div>
              <FormField control={control} name="comment" label={t('informing.comment')}>
                {(field) => <Textarea {...field} rows={3} resize="vertical" onChange={(_, data) => field.onChange(data.value)} />}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={formState.isSubmitting} submitLabel={t('informing.record')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
