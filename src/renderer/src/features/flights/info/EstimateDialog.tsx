import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, FieldContextProvider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { EstimateBodySchema, type FlightLegInfo } from '@shared/flights';
import { issuesToTopFields } from '@shared/validation';
import { DateInput } from '@/components/DateInput';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { formatDay } from '@/lib/dates';
import { submitForm } from '@/lib/forms';
import { useSetLegEstimate } from '../api/set-leg-estimate';
import { routeName } from '../components/flight-text';
import { TimeInput } from '../form/TimeInput';
import { localOf, minutesBetween, momentOf, shiftLocal, type LocalMoment } from './estimate-values';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  date: { width: '170px' },
  time: { width: '100px', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Values {
  etd: LocalMoment;
  eta: LocalMoment;
}

const bodyOf = (values: Values) => ({ etd: localOf(values.etd), eta: localOf(values.eta) });

const resolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(EstimateBodySchema, bodyOf(values));
  if (result.success) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(issuesToTopFields(result.issues)).map(([key, message]) => [key, { type: 'validation', message }]));
  return { values: {}, errors };
};

/** An estimate's day and local time side by side, each named by the estimate and its part. */
function MomentInput({ value, onChange, onBlur, label }: { value: LocalMoment; onChange(value: LocalMoment): void; onBlur(): void; label: string }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  return (
    <FieldContextProvider value={undefined}>
      <span className={styles.pair}>
        <DateInput className={styles.date} aria-label={`${label}: ${t('fields.date')}`} value={value.date} onChange={(date) => onChange({ ...value, date })} onBlur={onBlur} />
        <TimeInput className={styles.time} value={value.time} onChange={(time) => onChange({ ...value, time })} onBlur={onBlur} ariaLabel={`${label}: ${t('form.time')}`} />
      </span>
    </FieldContextProvider>
  );
}

/**
 * A leg's delay: the estimated local times of departure and arrival at its airports. A departure
 * moved first moves the arrival by as much, until the arrival is changed by hand; emptied, an
 * estimate is cleared. What was typed stays when the server refuses it.
 */
export function EstimateDialog({ leg, onClose }: { leg: FlightLegInfo; onClose(): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['flights', 'resources']);
  const estimate = useSetLegEstimate();
  const form = useForm<Values>({ resolver, defaultValues: { etd: momentOf(leg.etdLocal ?? leg.stdLocal), eta: momentOf(leg.etaLocal ?? leg.staLocal) } });
  const { control, formState, getFieldState, setValue } = form;
  const submit = submitForm(form, async (values) => {
    await estimate.mutateAsync({ legId: leg.id, ...bodyOf(values) });
    onClose();
  });
  const scheduled = (local: string) => t('estimate.scheduled', { time: `${formatDay(local.slice(0, 10), i18n.language)} ${local.slice(11, 16)}` });
  const followDeparture = (etd: LocalMoment) => {
    if (getFieldState('eta').isDirty) return;
    const typed = localOf(etd);
    const delay = typed === null ? null : minutesBetween(leg.stdLocal, typed);
    if (delay !== null) setValue('eta', momentOf(shiftLocal(leg.staLocal, delay)));
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('estimate.title', { route: routeName(leg) })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t('estimate.hint')}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <FormField control={control} name="etd" label={t('estimate.etd', { airport: leg.departure })} hint={scheduled(leg.stdLocal)}>
                {(field) => (
                  <MomentInput
                    label={t('estimate.etd', { airport: leg.departure })}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(next) => {
                      field.onChange(next);
                      followDeparture(next);
                    }}
                  />
                )}
              </FormField>
              <FormField control={control} name="eta" label={t('estimate.eta', { airport: leg.arrival })} hint={scheduled(leg.staLocal)}>
                {(field) => <MomentInput label={t('estimate.eta', { airport: leg.arrival })} value={field.value} onBlur={field.onBlur} onChange={field.onChange} />}
              </FormField>
            </DialogContent>
            <FormDialogActions submitting={formState.isSubmitting} submitLabel={t('resources:actions.save')} onCancel={onClose} />
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
