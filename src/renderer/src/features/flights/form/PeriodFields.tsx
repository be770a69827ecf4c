import { Button, Checkbox, Field, FieldContextProvider, makeStyles, Subtitle2, Tag, TagGroup, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@shared/constants';
import { isoWeekday, scheduleDates, type ScheduleBody } from '@shared/flights';
import { translateMessage } from '@shared/validation';
import { DateInput } from '@/components/DateInput';
import { FormField } from '@/components/FormField';
import { calendarNames, formatDay, isoDayOf } from '@/lib/dates';
import type { ScheduleValues } from './schedule-values';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`, alignItems: 'start' },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  dates: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  date: { minWidth: 0, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorStatusDangerForeground1 },
});

/** A weekday's short name (1 Monday … 7 Sunday) in the cabinet's language. */
const weekdayName = (names: string[], weekday: number): string => names[weekday % 7] ?? String(weekday);

/** Days of the week the period flies: Monday to Sunday. */
function WeekdaysField() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const { control } = useFormContext<ScheduleValues>();
  const names = calendarNames(i18n.language).days;
  return (
    <FormField control={control} name="weekdays" label={t('fields.weekdays')} required>
      {(field) => {
        const chosen = new Set(field.value);
        // Each box is named by its day, not by the field: the field's context (its required mark, its id) stays out.
        return (
          <FieldContextProvider value={undefined}>
            <div className={styles.days} role="group" aria-label={t('fields.weekdays')} ref={field.ref}>
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={weekdayName(names, day)}
                  checked={chosen.has(day)}
                  onChange={(_, data) => field.onChange(WEEKDAYS.filter((one) => (one === day ? data.checked === true : chosen.has(one))))}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
          </FieldContextProvider>
        );
      }}
    </FormField>
  );
}

/** Dates of the period without the flight: added by date (or from the preview), removed one by one. */
function ExceptionsField() {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['flights', 'validation']);
  const { control, setValue, formState } = useFormContext<ScheduleValues>();
  const exceptions = useWatch({ control, name: 'exceptions' });
  const [draft, setDraft] = useState<string | null>(null);
  const day = isoDayOf(draft);
  const change = (next: string[]) => setValue('exceptions', [...new Set(next)].sort(), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const errors = formState.errors.exceptions;
  const messages = [errors?.message, ...(Array.isArray(errors) ? errors.map((one: { message?: string } | undefined) => one?.message) : [])].filter((one): one is string => Boolean(one));
  return (
    <div className={styles.preview}>
      <div className={styles.add}>
        <Field label={t('form.exceptionDate')} validationState={draft && !day ? 'error' : 'none'} validationMessage={draft && !day ? t('common:datePicker.invalid') : undefined}>
          <DateInput value={draft} onChange={setDraft} />
        </Field>
        <Button
          icon={<AddRegular />}
          disabled={!day}
          onClick={() => {
            if (!day) return;
            change([...exceptions, day]);
            setDraft(null);
          }}
        >
          {t('form.addException')}
        </Button>
      </div>
      {exceptions.length ? (
        <TagGroup aria-label={t('fields.exceptions')} onDismiss={(_, data) => change(exceptions.filter((one) => one !== data.value))}>
          {exceptions.map((date) => (
            <Tag key={date} value={date} dismissible dismissIcon={{ 'aria-label': t('form.removeException', { date: formatDay(date, i18n.language) }) }}>
              {formatDay(date, i18n.language)}
            </Tag>
          ))}
        </TagGroup>
      ) : (
        <Text className={styles.muted}>{t('form.noExceptions')}</Text>
      )}
      {messages.length ? (
        <Text role="alert" className={styles.error}>
          {translateMessage(messages[0]!, (key, params) => t(key, params))}
        </Text>
      ) : null}
    </div>
  );
}

/** How many preview dates are shown before "and N more". */
const PREVIEW_LIMIT = 120;

/** The dates the schedule will fly, from the period, weekdays and exceptions; a click leaves a date out. */
function DatesPreview() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const { control, setValue, formState } = useFormContext<ScheduleValues>();
  const [begin, finish, weekdays, exceptions] = useWatch({ control, name: ['begin', 'finish', 'weekdays', 'exceptions'] });
  const from = isoDayOf(begin);
  const to = isoDayOf(finish);
  const names = calendarNames(i18n.language).shortDays;
  const dates = from && to && from <= to ? scheduleDates({ periodic: true, begin: from, finish: to, weekdays: weekdays as ScheduleBody['weekdays'], exceptions }) : null;
  return (
    <div className={styles.preview}>
      <Subtitle2 as="h3">{t('form.preview')}</Subtitle2>
      {dates === null ? (
        <Text className={styles.muted}>{t('form.previewNeedsPeriod')}</Text>
      ) : !dates.length ? (
        <Text className={styles.muted}>{t('form.previewEmpty')}</Text>
      ) : (
        <>
          <Text role="status">{t('form.previewCount', { count: dates.length })}</Text>
          <Text size={200} className={styles.muted}>
            {t('form.previewHint')}
          </Text>
          <div className={styles.dates}>
            {dates.slice(0, PREVIEW_LIMIT).map((date) => (
              <Button
                key={date}
                size="small"
                className={styles.date}
                title={t('form.excludeDate')}
                aria-label={`${formatDay(date, i18n.language)}, ${t('form.excludeDate')}`}
                onClick={() => setValue('exceptions', [...new Set([...exceptions, date])].sort(), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
              >
                {`${formatDay(date, i18n.language).slice(0, 5)} ${weekdayName(names, isoWeekday(date))}`}
              </Button>
            ))}
            {dates.length > PREVIEW_LIMIT ? <Text className={styles.muted}>{t('result.more', { count: dates.length - PREVIEW_LIMIT })}</Text> : null}
          </div>
        </>
      )}
    </div>
  );
}

/** The flight's dates: one date, or a period with days of the week, exceptions and a preview of the dates it makes. */
export function PeriodFields() {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  const { control } = useFormContext<ScheduleValues>();
  const periodic = useWatch({ control, name: 'periodic' });
  const dateField = (name: 'begin' | 'finish', label: string) => (
    <FormField control={control} name={name} label={label} required>
      {(field) => <DateInput name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
    </FormField>
  );
  if (!periodic) return <div className={styles.row}>{dateField('begin', t('fields.date'))}</div>;
  return (
    <>
      <div className={styles.row}>
        {dateField('begin', t('fields.begin'))}
        {dateField('finish', t('fields.finish'))}
      </div>
      <WeekdaysField />
      <Subtitle2 as="h3">{t('fields.exceptions')}</Subtitle2>
      <ExceptionsField />
      <DatesPreview />
    </>
  );
}
