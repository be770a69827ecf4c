import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { EstimateBodySchema, type FlightLegInfo } from '@shared/flights';
import { issuesToTopFields } from '@shared/validation';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useSetLegEstimate } from '../api/set-leg-estimate';
import { routeName } from '../components/flight-text';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Values {
  etd: string;
  eta: string;
}

const bodyOf = (values: Values) => ({ etd: values.etd.trim() || null, eta: values.eta.trim() || null });

const resolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(EstimateBodySchema, bodyOf(values));
  if (result.success) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(issuesToTopFields(result.issues)).map(([key, message]) => [key, { type: 'validation', message }]));
  return { values: {}, errors };
};

/**
 * A leg's delay: the estimated local times of departure and arrival at its airports. Emptied, an
 * estimate is cleared. What was typed stays when the server refuses it.
 */
export function EstimateDialog({ leg, onClose }: { leg: FlightLegInfo; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'resources']);
  const estimate = useSetLegEstimate();
  const form = useForm<Values>({ resolver, defaultValues: { etd: leg.etdLocal ?? leg.stdLocal, eta: leg.etaLocal ?? leg.staLocal } });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    await estimate.mutateAsync({ legId: leg.id, ...bodyOf(values) });
    onClose();
  });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('estimate.title', { route: routeName(leg) })}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text className={styles.muted}>{t('estimate.hint')}</Text>
              <FormError message={formState.errors.root?.server?.message} />
              <FormField control={control} name="etd" label={t('estimate.etd', { airport: leg.departure })} hint={t('estimate.scheduled', { time: leg.stdLocal.replace('T', ' ') })}>
                {(field) => <Input {...field} type="datetime-local" onChange={(_, data) => field.onChange(data.value)} />}
              </FormField>
              <FormField control={control} name="eta" label={t('estimate.eta', { airport: leg.arrival })} hint={t('estimate.scheduled', { time: leg.staLocal.replace('T', ' ') })}>
                {(field) => <Input {...field} type="datetime-local" onChange={(_, data) => field.onChange(data.value)} />}
              </FormField>
            </DialogContent>
            <DialogActions>
              <Button disabled={formState.isSubmitting} onClick={onClose}>
                {t('resources:actions.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={formState.isSubmitting}>
                {t('resources:actions.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
