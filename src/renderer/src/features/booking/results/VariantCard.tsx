import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CalculatorRegular, CopyRegular } from '@fluentui/react-icons';
import { AppButtonLink } from '../book/AppButtonLink';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { useKilograms } from '@/components/QuoteLinesTable';
import { CapacityBadge } from './CapacityBadge';
import { useDuration, VariantLegs } from './VariantLegs';

// Icons from chunks of the icon set already built (docs/performance.md): one from a chunk the
// sign-in page loads adds its bytes to every first visit, one from a new chunk a file to the shell's lists.
const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 599.98px)': { gridTemplateColumns: 'minmax(0, 1fr)', padding: tokens.spacingHorizontalM },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  side: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    '@media (max-width: 599.98px)': { alignItems: 'stretch', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
  },
  price: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', '@media (max-width: 599.98px)': { alignItems: 'flex-start' } },
  total: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'flex-end', '@media (max-width: 599.98px)': { justifyContent: 'flex-start' } },
});

/** "NJC → TJM → UFA": the variant's way through its transfer points. */
export const variantRoute = (variant: Pick<Variant, 'legs'>): string =>
  variant.legs.length ? [variant.legs[0]!.departure, ...variant.legs.map((leg) => leg.arrival)].join(' → ') : '';

/** A variant's price: the total in its currency, and the chargeable weight it is for. */
export function VariantPrice({ price }: { price: NonNullable<Variant['price']> }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const kg = useKilograms();
  return (
    <div className={styles.price}>
      <Text className={styles.total} data-testid="variant-total">
        {formatMoney(money(price.total, price.currency as Currency), i18n.language)}
      </Text>
      <Text className={styles.muted}>{t('variant.chargeable', { weight: kg(price.chargeableWeight) })}</Text>
    </div>
  );
}

interface VariantCardProps {
  variant: Variant;
  /** The prices are hidden from this user (no contract yet): the schedule and room only. */
  pricesHidden: boolean;
  onDetails(variant: Variant): void;
  onShare(variant: Variant): void;
  /** The booking form's address for this variant; null: no booking from here. */
  bookTo: string | null;
}

/**
 * One variant of the chosen day: its legs with local times and the transfer's wait, how long the
 * whole trip takes, whether there is room, and its price with the breakdown and the shareable link.
 */
export function VariantCard({ variant, pricesHidden, onDetails, onShare, bookTo }: VariantCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const duration = useDuration();
  const route = variantRoute(variant);
  const kind = variant.transfers.length ? t('variant.transfers', { count: variant.transfers.length, airports: variant.transfers.join(', ') }) : t('variant.direct');
  return (
    <article className={styles.card} aria-label={t('variant.label', { route, flights: variant.legs.map((leg) => leg.number).join(', ') })} data-testid="variant">
      <div className={styles.main}>
        <div className={styles.head}>
          <Text weight="semibold">{route}</Text>
          <CapacityBadge state={variant.capacity} />
        </div>
        <VariantLegs legs={variant.legs} date={variant.date} />
        <Text className={styles.muted}>
          {kind} · {t('variant.duration', { duration: duration(variant.duration) })}
        </Text>
      </div>
      <div className={styles.side}>
        {variant.price ? <VariantPrice price={variant.price} /> : <Text className={styles.muted}>{pricesHidden ? t('variant.priceHidden') : t('variant.noPrice')}</Text>}
        <div className={styles.actions}>
          {variant.price ? (
            <Button size="small" icon={<CalculatorRegular />} onClick={() => onDetails(variant)}>
              {t('variant.details')}
            </Button>
          ) : null}
          <Button size="small" appearance="subtle" icon={<CopyRegular />} onClick={() => onShare(variant)}>
            {t('variant.share')}
          </Button>
          {bookTo ? (
            <AppButtonLink size="small" appearance="primary" to={bookTo} data-testid="variant-book">
              {t('variant.book')}
            </AppButtonLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
