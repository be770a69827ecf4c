import { Badge, Field, makeStyles, mergeClasses, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookedShipment, Variant } from '@shared/booking';
import { DateInput } from '@/components/DateInput';
import { isApiError } from '@/lib/api/api-error';
import { dayOfDate, formatLongDay, dateOfDay } from '@/lib/dates';
import { useSearchPricing } from '../api/search-pricing';
import { addDays } from '../days';
import { CapacityBadge } from '../results/CapacityBadge';
import { DateStrip } from '../results/DateStrip';
import { answerDate, SearchFailure } from '../results/SearchResults';
import { VariantPrice, variantRoute } from '../results/VariantCard';
import { useDuration, VariantLegs } from '../results/VariantLegs';
import { isBookedNow, PICKER_DAYS, pickerQuery, type PickerCargo } from './picker-query';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationFast },
  date: { maxWidth: '220px' },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  heading: { fontWeight: tokens.fontWeightSemibold },
  list: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalS },
  // A variant to choose: its radio, legs and room, and the price at the side; stacked on a phone.
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
  chosen: { border: `2px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  disabled: { cursor: 'default', ':hover': { backgroundColor: tokens.colorNeutralBackground1 } },
  radio: { marginTop: `calc(-1 * ${tokens.spacingVerticalXS})` },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, paddingTop: tokens.spacingVerticalXS },
  side: { paddingTop: tokens.spacingVerticalXS, '@media (max-width: 599.98px)': { gridColumn: '2' } },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  empty: { color: tokens.colorNeutralForeground2 },
});

interface VariantPickerProps {
  shipment: Pick<BookedShipment, 'origin' | 'destination' | 'contractId' | 'shc' | 'product'>;
  /** The cargo the flights are searched for: the shipment's, or a part's. */
  cargo: PickerCargo;
  /** The date searched first: the one booked now. */
  initialDate: string;
  /** The variant chosen; null: none yet. */
  value: Variant | null;
  onChange(variant: Variant): void;
  /** The legs booked now: the variant flying exactly them is marked and not offered. */
  bookedLegIds: readonly number[];
  /** The choice's accessible name. */
  label: string;
  /** Whether the prices matter (a move re-prices; a split keeps the price agreed, so it shows room only). */
  prices?: boolean;
}

/**
 * Flights to move a shipment (or a part of it) to: the same search as the pricing page's, for the
 * shipment's origin, destination and cargo under its contract, on a date with the strip of dates
 * around it; one variant chosen. Used by the move and the split dialogs alike.
 */
export function VariantPicker({ shipment, cargo, initialDate, value, onChange, bookedLegIds, label, prices = true }: VariantPickerProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['booking', 'resources']);
  const duration = useDuration();
  const today = dayOfDate(new Date());
  const [typedDate, setTypedDate] = useState<string | null>(initialDate);
  const [date, setDate] = useState(initialDate);
  const query = useMemo(() => pickerQuery(shipment, cargo, date), [shipment, cargo, date]);
  const search = useSearchPricing(query);
  const answer = query ? search.data : undefined;
  const chosen = answer && query ? answerDate(answer, query.date) : date;

  const go = (next: string) => {
    const day = next < today ? today : next;
    setDate(day);
    setTypedDate(day);
  };
  const typed = (next: string | null) => {
    setTypedDate(next);
    if (next && /^\d{4}-\d{2}-\d{2}$/.test(next)) setDate(next < today ? today : next);
  };

  const variants = answer?.variants ?? [];
  const pick = (id: string) => {
    const found = variants.find((variant) => variant.id === id);
    if (found) onChange(found);
  };

  return (
    <div className={styles.root}>
      <Field label={t('search.date')} className={styles.date}>
        <DateInput value={typedDate} onChange={typed} />
      </Field>
      {!query ? (
        <Text className={styles.empty} role="status">
          {t('move.cargoFirst')}
        </Text>
      ) : search.isPending ? (
        <Spinner size="small" label={t('results.searching')} />
      ) : search.error && !answer ? (
        <SearchFailure error={search.error as Error & { status?: number }} onRetry={() => void search.refetch()} />
      ) : answer ? (
        <div className={mergeClasses(styles.root, search.isPlaceholderData && styles.busy)} aria-busy={search.isPlaceholderData}>
          {answer.routeAllowed ? (
            <DateStrip
              days={prices ? answer.days : answer.days.map((day) => ({ ...day, cheapest: null }))}
              chosen={chosen}
              today={today}
              pricesHidden={!prices || answer.pricesHidden !== null}
              onChoose={go}
              onShift={(direction) => go(addDays(chosen, direction * (PICKER_DAYS * 2 + 1)))}
              earlierDisabled={chosen <= today}
            />
          ) : null}
          <div className={styles.head}>
            <Text className={styles.heading}>{t('results.day', { date: formatLongDay(dateOfDay(chosen), i18n.language), count: variants.length })}</Text>
            {search.isPlaceholderData ? <Spinner size="tiny" label={t('resources:list.loading')} /> : null}
          </div>
          {!answer.routeAllowed ? (
            <Text className={styles.empty} role="status">
              {t('results.noRoute.text', { departure: shipment.origin, arrival: shipment.destination })}
            </Text>
          ) : variants.length ? (
            <RadioGroup className={styles.list} value={value?.id ?? ''} onChange={(_, data) => pick(data.value)} aria-label={label}>
              {variants.map((variant) => {
                const same = isBookedNow(variant, bookedLegIds);
                const disabled = same || variant.capacity === 'none';
                const route = variantRoute(variant);
                const kind = variant.transfers.length ? t('variant.transfers', { count: variant.transfers.length, airports: variant.transfers.join(', ') }) : t('variant.direct');
                return (
                  // The whole card chooses its variant with a pointer; the radio is the keyboard's and the reader's.
                  <div
                    key={variant.id}
                    className={mergeClasses(styles.card, value?.id === variant.id && styles.chosen, disabled && styles.disabled)}
                    onClick={() => !disabled && pick(variant.id)}
                    data-testid="pick-variant"
                  >
                    <Radio className={styles.radio} value={variant.id} disabled={disabled} aria-label={t('variant.label', { route, flights: variant.legs.map((leg) => leg.number).join(', ') })} />
                    <div className={styles.body}>
                      <div className={styles.head}>
                        <Text weight="semibold">{route}</Text>
                        <CapacityBadge state={variant.capacity} />
                        {same ? (
                          <Badge appearance="tint" color="informative" data-testid="booked-now">
                            {t('move.bookedNow')}
                          </Badge>
                        ) : null}
                        <Text className={styles.muted}>
                          {kind} · {t('variant.duration', { duration: duration(variant.duration) })}
                        </Text>
                      </div>
                      <VariantLegs legs={variant.legs} date={variant.date} />
                    </div>
                    {prices ? <div className={styles.side}>{variant.price ? <VariantPrice price={variant.price} /> : <Text className={styles.muted}>{t('variant.noPrice')}</Text>}</div> : null}
                  </div>
                );
              })}
            </RadioGroup>
          ) : (
            <Text className={styles.empty} role="status">
              {t('results.noneThatDay')}
            </Text>
          )}
          {search.error && isApiError(search.error) ? <SearchFailure error={search.error} onRetry={() => void search.refetch()} /> : null}
        </div>
      ) : null}
    </div>
  );
}
