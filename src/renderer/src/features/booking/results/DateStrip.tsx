import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchDay } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { stripDay } from './variant-text';

const useStyles = makeStyles({
  strip: { display: 'flex', alignItems: 'stretch', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  arrow: { flexShrink: 0, alignSelf: 'center' },
  // Seven days side by side; a narrow screen scrolls them rather than squeezing the prices.
  days: {
    flexGrow: 1,
    minWidth: 0,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(92px, 1fr)',
    gap: tokens.spacingHorizontalXS,
    overflowX: 'auto',
    margin: 0,
    padding: '2px',
    listStyleType: 'none',
    scrollbarWidth: 'thin',
  },
  day: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2px',
    width: '100%',
    height: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    ':disabled': { cursor: 'default', color: tokens.colorNeutralForegroundDisabled, backgroundColor: tokens.colorNeutralBackground2 },
  },
  chosen: {
    border: `2px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  weekday: { fontSize: tokens.fontSizeBase200, color: 'inherit', textTransform: 'capitalize' },
  date: { fontWeight: tokens.fontWeightSemibold },
  price: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', color: tokens.colorNeutralForeground1 },
  none: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
});

interface DateStripProps {
  days: readonly SearchDay[];
  chosen: string;
  /** Today at the user's: days before it fly no more. */
  today: string;
  pricesHidden: boolean;
  onChoose(date: string): void;
  onShift(direction: -1 | 1): void;
  /** The earlier arrow would move the chosen date before today. */
  earlierDisabled: boolean;
}

/**
 * The strip of dates around the chosen one: each day's cheapest price with room (or that it has
 * flights without room, or none); a day opens its variants, the arrows move the strip by its width.
 */
export function DateStrip({ days, chosen, today, pricesHidden, onChoose, onShift, earlierDisabled }: DateStripProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const list = useRef<HTMLUListElement>(null);
  // A narrow screen scrolls the strip: the chosen day is brought to its middle, the page left where it is.
  useEffect(() => {
    const strip = list.current;
    const day = strip?.querySelector<HTMLElement>('[aria-pressed="true"]')?.parentElement;
    if (strip && day && strip.scrollWidth > strip.clientWidth) strip.scrollLeft = day.offsetLeft - strip.offsetLeft - (strip.clientWidth - day.clientWidth) / 2;
  }, [chosen, days]);
  const summary = (day: SearchDay): { text: string; priced: boolean } => {
    if (!day.variants) return { text: t('strip.noFlights'), priced: false };
    if (!day.available) return { text: t('strip.noRoom'), priced: false };
    if (day.cheapest !== null && day.currency) return { text: t('strip.from', { price: formatMoney(money(day.cheapest, day.currency as Currency), i18n.language, 'default') }), priced: true };
    return { text: pricesHidden ? t('strip.room') : t('strip.noPrice'), priced: false };
  };
  return (
    <div className={styles.strip} role="group" aria-label={t('strip.title')}>
      <Button className={styles.arrow} appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('strip.earlier')} title={t('strip.earlier')} disabled={earlierDisabled} onClick={() => onShift(-1)} />
      <ul ref={list} className={styles.days}>
        {days.map((day) => {
          const { weekday, day: shown } = stripDay(day.date, i18n.language);
          const { text, priced } = summary(day);
          const past = day.date < today;
          return (
            <li key={day.date}>
              <button
                type="button"
                className={mergeClasses(styles.day, day.date === chosen && styles.chosen)}
                aria-pressed={day.date === chosen}
                disabled={past}
                onClick={() => onChoose(day.date)}
                data-testid="strip-day"
                data-date={day.date}
              >
                <span className={styles.weekday}>{weekday}</span>
                <span className={styles.date}>{shown}</span>
                <span className={priced ? styles.price : styles.none}>{past ? t('strip.past') : text}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Button className={styles.arrow} appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('strip.later')} title={t('strip.later')} onClick={() => onShift(1)} />
    </div>
  );
}
