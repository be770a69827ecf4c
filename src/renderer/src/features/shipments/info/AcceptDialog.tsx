import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, MessageBar, MessageBarBody, Text, Textarea, tokens } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import * as v from 'valibot';
import { AwbAcceptBodySchema, type ShipmentDetail } from '@shared/shipments';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { formatNumber } from '@/lib/format';
import { submitForm } from '@/lib/forms';
import { usePerformAwbAction } from '../api/perform-awb-action';
import { acceptInput, acceptValues, weightChange, type AcceptValues } from './accept-values';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: 'start', '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  muted: { color: tokens.colorNeutralForeground2 },
});

const schemaResolver = valibotResolver(AwbAcceptBodySchema);

/** The valibot resolver over AwbAcceptBodySchema, on the numbers as typed (the form keeps them as typed). */
const resolver: Resolver<AcceptValues> = async (values, context, options) => {
  const result = await schemaResolver(acceptInput(values) as never, context, options as never);
  return Object.keys(result.errors).length ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

/**
 * The terminal accepts the cargo (section 4): pieces, weight and volume as measured, starting from
 * what is carried now, and a comment. A weight other than the booked re-prices the AWB; past the
 * airline's auto-confirm limit its bookings go back to the airline to answer.
 */
export function AcceptDialog({ shipment, onClose, onDone }: { shipment: ShipmentDetail; onClose(): void; onDone(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'resources']);
  const accept = usePerformAwbAction(shipment.id);
  const defaults = useMemo(() => acceptValues(shipment), [shipment]);
  const form = useForm<AcceptValues>({ resolver, defaultValues: defaults });
  const { control, formState } = form;
  const weight = useWatch({ control, name: 'weight' });
  const carried = shipment.measured?.weight ?? shipment.weight;
  const change = weightChange({ weight }, carried);
  const submit = submitForm(form, async (values) => {
    await accept.mutateAsync({ action: 'accept', body: v.parse(AwbAcceptBodySchema, acceptInput(values)) });
    onDone();
  });
  const busy = formState.isSubmitting;
  const language = i18n.language;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('actions.accept.title', { awb: shipment.awb })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>
                {t('actions.accept.booked', {
                  pieces: formatNumber(shipment.pieces, language),
                  weight: t('units.kg', { value: formatNumber(shipment.weight, language, 1) }),
                  volume: shipment.volume === null ? '—' : t('units.m3', { value: formatNumber(shipment.volume, language, 3) }),
                })}
              </Text>
              <FormError message={formState.errors.root?.server?.message} />
              <div className={styles.grid}>
                <FormField control={control} name="pieces" label={t('actions.accept.pieces')} required>
                  {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
                </FormField>
                <FormField control={control} name="weight" label={t('actions.accept.weight')} required>
                  {(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
                </FormField>
                <FormField control={control} name="volume" label={t('actions.accept.volume')} hint={t('actions.accept.volumeHint')}>
                  {(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
                </FormField>
              </div>
              {change !== null && change !== 0 ? (
                <MessageBar intent={change > 0 ? 'warning' : 'info'} layout="multiline" data-testid="accept-change">
                  <MessageBarBody>{t(change > 0 ? 'actions.accept.heavier' : 'actions.accept.lighter', { percent: formatNumber(Math.abs(change), language, 1) })}</MessageBarBody>
                </MessageBar>
              ) : null}
              <FormField control={control} name="comment" label={t('actions.comment')}>
                {(field) => <Textarea {...field} maxLength={500} resize="vertical" />}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={busy} submitLabel={t('actions.accept.submit')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
