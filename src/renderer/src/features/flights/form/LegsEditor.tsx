import { Button, Dropdown, Input, makeStyles, Option, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_LEGS } from '@shared/flights';
import { translateMessage } from '@shared/validation';
import { FormField } from '@/components/FormField';
import { LookupInput } from '@/components/resource/LookupInput';
import { dayOfDate, isoDayOf } from '@/lib/dates';
import { TimeInput } from './TimeInput';
import { emptyLeg, suggestedStaDay, type ScheduleValues, type ZoneOf } from './schedule-values';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  leg: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Airports on one line, the four times on the next; both fold to fewer columns on narrow screens.
  airports: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  times: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: 'start' },
  control: { width: '100%', minWidth: 0 },
  legTitle: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  remove: { marginInlineStart: 'auto' },
  note: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorStatusDangerForeground1 },
});

/** How many days after the flight date a leg may depart or arrive (the shared schema's bounds). */
const MAX_STD_DAY = 3;
const MAX_STA_DAY = 4;

function DayChoice({ value, onChange, max, label, name }: { value: number; onChange(value: number): void; max: number; label: string; name: string }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  const days = Array.from({ length: max + 1 }, (_, day) => day);
  return (
    <Dropdown className={styles.control} name={name} aria-label={label} value={t('form.dayOffset', { count: value })} selectedOptions={[String(value)]} onOptionSelect={(_, data) => onChange(Number(data.optionValue))}>
      {days.map((day) => (
        <Option key={day} value={String(day)}>
          {t('form.dayOffset', { count: day })}
        </Option>
      ))}
    </Dropdown>
  );
}

/** One leg: its airports, local times and days; an arrival that would land before take-off moves to the next day. */
function LegRow({ index, count, zone, onRemove }: { index: number; count: number; zone: ZoneOf; onRemove(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  const { control, setValue, formState } = useFormContext<ScheduleValues>();
  const leg = useWatch({ control, name: `legs.${index}` });
  const begin = useWatch({ control, name: 'begin' });
  // Zone offsets move by an hour at most over a season: without the date yet, today's tell the day.
  const suggestion = suggestedStaDay(isoDayOf(begin) ?? dayOfDate(new Date()), leg, zone);
  useEffect(() => {
    if (suggestion !== null) setValue(`legs.${index}.staDay`, suggestion, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }, [suggestion, index, setValue, formState.isSubmitted]);
  const name = (key: keyof ScheduleValues['legs'][number]) => `legs.${index}.${key}` as const;
  const at = (airport: string | null) => airport || t('form.thatAirport');
  return (
    <div className={styles.leg} role="group" aria-label={t('form.legTitle', { number: index + 1 })}>
      <div className={styles.legTitle}>
        <Text weight="semibold">{t('form.legTitle', { number: index + 1 })}</Text>
        {count > 1 ? (
          <Button className={styles.remove} appearance="subtle" icon={<DeleteRegular />} onClick={onRemove} aria-label={t('form.removeLeg', { number: index + 1 })}>
            {t('form.remove')}
          </Button>
        ) : null}
      </div>
      <div className={styles.airports}>
        <FormField control={control} name={name('departure')} label={t('fields.departure')} required>
          {(field) => <LookupInput lookup="airport" name={field.name} ref={field.ref} value={(field.value as string | null) ?? null} onChange={(next) => field.onChange(next === null ? null : String(next))} onBlur={field.onBlur} />}
        </FormField>
        <FormField control={control} name={name('arrival')} label={t('fields.arrival')} required>
          {(field) => <LookupInput lookup="airport" name={field.name} ref={field.ref} value={(field.value as string | null) ?? null} onChange={(next) => field.onChange(next === null ? null : String(next))} onBlur={field.onBlur} />}
        </FormField>
      </div>
      <div className={styles.times}>
        <FormField control={control} name={name('std')} label={t('form.std')} hint={t('form.localAt', { airport: at(leg.departure) })} required>
          {(field) => <TimeInput className={styles.control} name={field.name} ref={field.ref} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />}
        </FormField>
        <FormField control={control} name={name('stdDay')} label={t('form.stdDay')}>
          {(field) =>
            index === 0 ? (
              <Input className={styles.control} value={t('form.dayOffset', { count: 0 })} readOnly aria-label={t('form.stdDay')} title={t('form.firstLegDay')} />
            ) : (
              <DayChoice name={field.name} value={Number(field.value ?? 0)} onChange={field.onChange} max={MAX_STD_DAY} label={t('form.stdDay')} />
            )
          }
        </FormField>
        <FormField control={control} name={name('sta')} label={t('form.sta')} hint={t('form.localAt', { airport: at(leg.arrival) })} required>
          {(field) => <TimeInput className={styles.control} name={field.name} ref={field.ref} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />}
        </FormField>
        <FormField control={control} name={name('staDay')} label={t('form.staDay')}>
          {(field) => <DayChoice name={field.name} value={Number(field.value ?? 0)} onChange={field.onChange} max={MAX_STA_DAY} label={t('form.staDay')} />}
        </FormField>
      </div>
      {leg.staDay > leg.stdDay && suggestion === null ? (
        <Text className={styles.note} size={200}>
          {t('form.arrivesLater', { count: leg.staDay - leg.stdDay })}
        </Text>
      ) : null}
    </div>
  );
}

/** The flight's legs, 1 to 8, each departing where the one before arrives. */
export function LegsEditor({ zone }: { zone: ZoneOf }) {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'validation']);
  const { control, getValues, setValue, formState } = useFormContext<ScheduleValues>();
  const legs = useWatch({ control, name: 'legs' });
  // Each leg's own key, so a removed leg takes its inputs with it (react-hook-form's useFieldArray
  // does the same, but would add its weight to the shell's forms chunk the login page loads).
  const next = useRef(0);
  const [keys, setKeys] = useState<number[]>(() => getValues('legs').map(() => next.current++));
  const add = () => {
    const current = getValues('legs');
    const last = current.at(-1);
    setValue('legs', [...current, { ...emptyLeg(last?.arrival ?? null), stdDay: last?.staDay ?? 0, staDay: last?.staDay ?? 0 }], { shouldDirty: true });
    setKeys((list) => [...list, next.current++]);
  };
  const remove = (index: number) => {
    setValue(
      'legs',
      getValues('legs').filter((_, at) => at !== index),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
    setKeys((list) => list.filter((_, at) => at !== index));
  };
  const count = legs.length;
  const legsError = (formState.errors.legs as { message?: string; root?: { message?: string } } | undefined) ?? undefined;
  const message = legsError?.message ?? legsError?.root?.message;
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{t('form.legs')}</Subtitle2>
        <Text size={200}>{t('form.legsHint')}</Text>
      </div>
      {message ? (
        <Text role="alert" className={styles.error}>
          {translateMessage(message, (key, params) => t(key, params))}
        </Text>
      ) : null}
      {legs.map((_, index) => (
        <LegRow key={keys[index] ?? `extra-${index}`} index={index} count={count} zone={zone} onRemove={() => remove(index)} />
      ))}
      <div>
        <Button icon={<AddRegular />} onClick={add} disabled={count >= MAX_LEGS}>
          {t('form.addLeg')}
        </Button>
      </div>
    </div>
  );
}
