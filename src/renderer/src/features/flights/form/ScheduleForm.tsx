import { Button, Dropdown, Input, makeStyles, Option, Subtitle2, Switch, Text, Textarea, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FlightInfo } from '@shared/flights';
import { routePath } from '@shared/routes';
import { SERVICE_TYPES } from '@shared/settings';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { LookupInput } from '@/components/resource/LookupInput';
import { Surface } from '@/components/Surface';
import { FORM_INVALID } from '@/lib/forms';
import { useSaveSchedule } from '../api/save-schedule';
import { withScheduleResult } from '../components/schedule-result';
import { useKnownZones } from './known-zones';
import { LegsEditor } from './LegsEditor';
import { PeriodFields } from './PeriodFields';
import { emptySchedule, scheduleResolver, toScheduleBody, valuesOfSchedule, type ScheduleValues } from './schedule-values';
import { placeServerErrors } from './server-errors';
import { TailNumberInput } from './TailNumberInput';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  surface: { gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`, alignItems: 'start' },
  footer: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * Adding a flight or changing its schedule: its number, one date or a period, its legs in local
 * times, the aircraft and the service type. The shared schema and the schedule's problems check it
 * as the server will; the server's own refusals land on the same fields; the save's answer (the
 * dates touched) is shown on the page it leads to.
 */
export function ScheduleForm({ flight }: { flight: FlightInfo | null }) {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'resources']);
  const navigate = useNavigate();
  const zone = useKnownZones(flight);
  // Filled once: a flight loaded again later (another tab's change) does not overwrite what is typed.
  const [initial] = useState<ScheduleValues>(() => (flight ? valuesOfSchedule(flight.schedule) : emptySchedule()));
  const resolver = useMemo(() => scheduleResolver(zone), [zone]);
  const form = useForm<ScheduleValues>({ resolver, defaultValues: initial });
  const { control, formState, watch } = form;
  const save = useSaveSchedule(flight?.id ?? null);
  const aircraftType = watch('aircraftType');

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const result = await save.mutateAsync(toScheduleBody(values));
        const to = result.flightId === null ? routePath('flights') : routePath('flights-info', { id: String(result.flightId) });
        await navigate(to, { replace: true, state: withScheduleResult(result) });
      } catch (error) {
        placeServerErrors(form, error);
      }
    },
    () => form.setError('root.server', { type: 'client', message: FORM_INVALID }),
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={flight ? t('form.editTitle', { flight: `${flight.airline} ${flight.number}` }) : t('form.addTitle')}>
        <FormError message={formState.errors.root?.server?.message} />
        <Surface className={styles.surface}>
          <Subtitle2 as="h2">{t('form.flight')}</Subtitle2>
          <div className={styles.grid}>
            <FormField control={control} name="number" label={t('fields.number')} hint={t('form.numberHint')} required>
              {(field) => <Input {...field} autoComplete="off" onChange={(_, data) => field.onChange(data.value)} />}
            </FormField>
            <FormField control={control} name="serviceType" label={t('fields.serviceType')} required>
              {(field) => (
                <Dropdown
                  ref={field.ref}
                  name={field.name}
                  value={t(`serviceTypes.${field.value}`)}
                  selectedOptions={[field.value]}
                  onOptionSelect={(_, data) => field.onChange(data.optionValue)}
                  onBlur={field.onBlur}
                >
                  {SERVICE_TYPES.map((type) => (
                    <Option key={type} value={type}>
                      {t(`serviceTypes.${type}`)}
                    </Option>
                  ))}
                </Dropdown>
              )}
            </FormField>
            <FormField control={control} name="aircraftType" label={t('fields.aircraftType')} required>
              {(field) => (
                <LookupInput lookup="aircraftType" name={field.name} ref={field.ref} value={field.value ?? null} onChange={(next) => field.onChange(next === null ? null : String(next))} onBlur={field.onBlur} />
              )}
            </FormField>
            <FormField control={control} name="tailNumber" label={t('fields.tailNumber')} hint={t('form.tailHint')}>
              {(field) => <TailNumberInput name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} aircraftType={aircraftType} />}
            </FormField>
          </div>
        </Surface>
        <Surface className={styles.surface}>
          <Subtitle2 as="h2">{t('form.dates')}</Subtitle2>
          <FormField control={control} name="periodic" label={t('fields.periodic')}>
            {(field) => (
              <Switch
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onChange={(_, data) => field.onChange(data.checked)}
                onBlur={field.onBlur}
                label={field.value ? t('form.periodicOn') : t('form.periodicOff')}
              />
            )}
          </FormField>
          {flight?.periodic ? <Text className={styles.hint}>{t('form.periodicEditHint')}</Text> : null}
          <PeriodFields />
        </Surface>
        <Surface className={styles.surface}>
          <LegsEditor zone={zone} />
        </Surface>
        <Surface className={styles.surface}>
          <FormField control={control} name="comments" label={t('fields.comments')}>
            {(field) => <Textarea {...field} rows={3} resize="vertical" onChange={(_, data) => field.onChange(data.value)} />}
          </FormField>
        </Surface>
        <div className={styles.footer}>
          <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={formState.isSubmitting}>
            {t('resources:actions.save')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('resources:actions.cancel')}</Button>
          <Text className={styles.hint}>{t('resources:form.required')}</Text>
        </div>
      </form>
    </FormProvider>
  );
}
