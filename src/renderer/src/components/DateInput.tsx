import { useFieldContext_unstable } from '@fluentui/react-components';
import {
  renderDatePicker_unstable,
  useDatePickerStyles_unstable,
  useDatePicker_unstable,
  type DatePickerProps,
} from '@fluentui/react-datepicker-compat';
import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarNames, dateOfDay, dayOfDate, formatDay, formatLongDay, formatMonthYear, isoDayOf, parseDay } from '@/lib/dates';

interface DateInputProps {
  /** An ISO day, empty, or text typed that is not a day (kept so the form can say what is wrong). */
  value: string | null | undefined;
  /** The ISO day; null when the field is emptied; the text as typed when it is not a day. */
  onChange(value: string | null): void;
  onBlur?(): void;
  name?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/** Fluent counts weekdays from Sunday; the cabinet's weeks begin on Monday in both languages. */
const MONDAY = 1 as NonNullable<DatePickerProps['firstDayOfWeek']>;

/** The calendar's texts in the cabinet's language: names from Intl, the rest from `common`. */
function useCalendarTexts(): Pick<DatePickerProps, 'strings' | 'dateTimeFormatter'> {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      strings: {
        ...calendarNames(locale),
        goToToday: t('datePicker.today'),
        prevMonthAriaLabel: t('datePicker.prevMonth'),
        nextMonthAriaLabel: t('datePicker.nextMonth'),
        prevYearAriaLabel: t('datePicker.prevYear'),
        nextYearAriaLabel: t('datePicker.nextYear'),
        prevYearRangeAriaLabel: t('datePicker.prevYears'),
        nextYearRangeAriaLabel: t('datePicker.nextYears'),
        closeButtonAriaLabel: t('actions.close'),
        // Fluent fills {0} itself.
        selectedDateFormatString: t('datePicker.selected'),
        todayDateFormatString: t('datePicker.todayIs'),
        monthPickerHeaderAriaLabel: t('datePicker.pickYear'),
        yearPickerHeaderAriaLabel: t('datePicker.pickMonth'),
        weekNumberFormatString: t('datePicker.week'),
      },
      dateTimeFormatter: {
        formatDay: (date) => String(date.getDate()),
        formatMonth: (date, strings) => strings.months[date.getMonth()] ?? '',
        formatYear: (date) => String(date.getFullYear()),
        formatMonthDayYear: (date) => formatLongDay(date, locale),
        formatMonthYear: (date) => formatMonthYear(date, locale),
      },
    }),
    [locale, t],
  );
}

/**
 * The one date field of forms and filters: Fluent's DatePicker in the cabinet's language (ru
 * dd.mm.yyyy, en dd/mm/yyyy, weeks from Monday), typed or picked, holding an ISO day.
 *
 * Fluent's own text handling puts back the last good date when what was typed is not one, so the
 * person loses the text and never learns why. Here the box shows what was typed until it is
 * replaced, and a text that is no day goes to the form as it is, for the schema to say so on the
 * field.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, onBlur, name, id, 'aria-label': ariaLabel, 'aria-invalid': ariaInvalid, 'aria-describedby': ariaDescribedBy, className },
  ref,
) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const texts = useCalendarTexts();
  const field = useFieldContext_unstable();
  const day = isoDayOf(value);
  const stored = day ? formatDay(day, locale) : (value ?? '');
  const [text, setText] = useState(stored);
  // The value changed from outside (a pick, a reset, the language): the box shows it.
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setText(stored);
  }

  const commit = (typed: string) => {
    const trimmed = typed.trim();
    const parsed = parseDay(trimmed);
    if (parsed) setText(formatDay(parsed, locale));
    const next = trimmed ? (parsed ?? trimmed) : null;
    if (next !== (day ?? (value || null))) onChange(next);
  };

  const state = useDatePicker_unstable(
    {
      ...texts,
      name,
      // Inside a Field its label names the box (Fluent's picker would take an id of its own).
      id: id ?? field?.generatedControlId,
      'aria-label': ariaLabel,
      'aria-invalid': ariaInvalid,
      'aria-describedby': ariaDescribedBy,
      className,
      placeholder: t('datePicker.placeholder'),
      allowTextInput: true,
      // A click puts the caret in the box for typing; the calendar opens from its button or Alt+↓.
      openOnClick: false,
      disableAutoFocus: true,
      firstDayOfWeek: MONDAY,
      value: day ? dateOfDay(day) : null,
      formatDate: (date) => (date ? formatDay(dayOfDate(date), locale) : ''),
      parseDateFromString: (typed) => {
        const parsed = parseDay(typed);
        return parsed ? dateOfDay(parsed) : null;
      },
      onChange: (_, data) => setText(data.value),
      onBlur: (event) => {
        commit(event.target.value);
        onBlur?.();
      },
      onKeyDown: (event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
      },
      calendar: {
        onSelectDate: (date) => {
          if (!date) return;
          const picked = dayOfDate(date);
          setText(formatDay(picked, locale));
          if (picked !== day) onChange(picked);
        },
      },
      popupSurface: { 'aria-label': t('datePicker.calendar') },
      contentAfter: { 'aria-label': t('datePicker.open'), 'aria-labelledby': undefined },
    },
    ref,
  );
  state.root.value = text;
  useDatePickerStyles_unstable(state);
  return renderDatePicker_unstable(state);
});
