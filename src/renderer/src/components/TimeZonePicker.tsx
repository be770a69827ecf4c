import { Combobox, makeStyles, Option, OptionGroup } from '@fluentui/react-components';
import { forwardRef, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asPlaces, searchTimeZones, storedTimeZoneOption, timeZoneOptions, type TimeZoneOption } from '@/lib/time-zones';

const useStyles = makeStyles({
  // Some 420 zones: a list that fits under (or over) the field, never beside it covering the form.
  listbox: { maxHeight: 'min(360px, 45vh)' },
});

interface TimeZonePickerProps {
  /** An IANA id ("Europe/Moscow"), or empty. */
  value: string;
  onChange(zone: string): void;
  onBlur?(): void;
  name?: string;
  'aria-label'?: string;
}


/**
 * The one time-zone field (sign-up, the accounts handbook): every IANA zone named in the cabinet's
 * language with its offset, Russia's first, narrowed by whatever part of the name or offset is
 * typed ("моск", "new york", "utc+5"). Typing only searches: the value changes when an option is
 * chosen, and an unfinished search gives the field its zone back when it closes.
 */
export const TimeZonePicker = forwardRef<HTMLInputElement, TimeZonePickerProps>(function TimeZonePicker(
  { value, onChange, onBlur, name, 'aria-label': ariaLabel },
  ref,
) {
  const styles = useStyles();
  // Some 420 place names per language: their own namespace, loaded with the picker, not with every page.
  const { t, i18n } = useTranslation('time-zones');
  const locale = i18n.language;
  const [query, setQuery] = useState<string | null>(null);
  // Open whenever there is typing, however it arrives (keys, paste, an autofill).
  const [open, setOpen] = useState(false);
  // Naming some 420 zones takes a moment: done when the field is first used, not when the form opens.
  const [used, setUsed] = useState(false);
  const places = useMemo(() => asPlaces(t('places', { returnObjects: true })), [t]);
  const all = useMemo(() => (used ? timeZoneOptions(locale, { places }) : []), [used, locale, places]);
  const current = useMemo(
    () => (value ? (all.find((option) => option.zone === value) ?? storedTimeZoneOption(value, locale, places)) : null),
    [all, value, locale, places],
  );
  const shown = useMemo(() => {
    // A stored zone the list lacks (an alias the browser reported) stays choosable.
    const options = current && used && !all.some((option) => option.zone === current.zone) ? [current, ...all] : all;
    return query ? searchTimeZones(options, query) : options;
  }, [all, current, query, used]);
  const russia = shown.filter((option) => option.russia);
  const world = shown.filter((option) => !option.russia);
  const render = (option: TimeZoneOption) => (
    <Option key={option.zone} value={option.zone} text={option.label}>
      {option.label}
    </Option>
  );

  return (
    <Combobox
      ref={ref}
      name={name}
      aria-label={ariaLabel}
      placeholder={t('placeholder')}
      listbox={{ className: styles.listbox }}
      positioning={{ position: 'below', align: 'start', fallbackPositions: ['above'] }}
      value={query ?? current?.label ?? ''}
      selectedOptions={value ? [value] : []}
      open={open}
      onFocus={() => setUsed(true)}
      onChange={(event) => {
        setUsed(true);
        setQuery(event.target.value);
        setOpen(true);
      }}
      onOptionSelect={(_, data) => {
        // Typing past the chosen option's name clears Fluent's selection: that is a search, not a choice.
        if (!data.optionValue) return;
        setQuery(null);
        setOpen(false);
        if (data.optionValue !== value) onChange(data.optionValue);
      }}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) setUsed(true);
        else setQuery(null);
      }}
      onBlur={() => onBlur?.()}
    >
      {russia.length ? <OptionGroup label={t('russia')}>{russia.map(render)}</OptionGroup> : null}
      {world.length ? <OptionGroup label={t('world')}>{world.map(render)}</OptionGroup> : null}
      {shown.length || !used ? null : (
        <Option key="none" value="" text="" disabled>
          {t('none')}
        </Option>
      )}
    </Combobox>
  );
});
