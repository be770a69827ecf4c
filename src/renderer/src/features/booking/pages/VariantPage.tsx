import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useParams } from 'react-router';
import * as v from 'valibot';
import { can } from '@shared/abilities';
import { VariantParamsSchema, type VariantDetail } from '@shared/booking';
import { searchPath } from '../search/search-again';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { routePath } from '@shared/routes';
import { stringifyRouteQuery } from '@/lib/query-string';
import { PageFrame } from '@/components/PageFrame';
import { useKilograms } from '@/components/QuoteLinesTable';
import { Surface } from '@/components/Surface';
import { ApiError } from '@/lib/api/api-error';
import { formatDay } from '@/lib/dates';
import { formatDateTime, formatNumber } from '@/lib/format';
import { userAtom } from '@/lib/state';
import { useVariant } from '../api/get-variant';
import { AppButtonLink } from '../book/AppButtonLink';
import { bookingAddress } from '../book/booking-values';
import { CapacityBadge } from '../results/CapacityBadge';
import { NowState } from '../results/NowState';
import { PriceBreakdown } from '../results/PriceBreakdown';
import { VariantPrice, variantRoute } from '../results/VariantCard';
import { useDuration, VariantLegs } from '../results/VariantLegs';

const useStyles = makeStyles({
  page: { maxWidth: '1000px', width: '100%', boxSizing: 'border-box', marginInline: 'auto', '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` } },
  surface: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'break-word' },
  muted: { color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
});

function SearchAgain({ detail }: { detail: VariantDetail }) {
  const { t } = useTranslation('booking');
  const to = searchPath(detail);
  const href = useHref(to);
  const go = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={go} icon={<SearchRegular />}>
      {t('shared.searchAgain')}
    </Button>
  );
}

/** The booking form for this variant with the cargo it was priced for. */
function bookPath(detail: VariantDetail): string {
  const { query, variant } = detail;
  const cargo = { pieces: String(query.pieces), weight: String(query.weight), measure: 'volume' as const, volume: query.volume !== null ? String(query.volume) : '', dimensions: [], shc: query.shc, product: query.product ?? '' };
  return `${routePath('booking')}?${stringifyRouteQuery(bookingAddress(variant.id, cargo))}`;
}

function VariantView({ detail }: { detail: VariantDetail }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const user = useAtomValue(userAtom);
  const kg = useKilograms();
  const duration = useDuration();
  const { variant, query } = detail;
  const language = i18n.language;
  const title = t('shared.title', { route: variantRoute(variant), date: formatDay(variant.date, language) });
  const facts: [string, ReactNode][] = [
    [t('shared.date'), formatDay(variant.date, language)],
    [t('shared.route'), variantRoute(variant)],
    [t('shared.duration'), duration(variant.duration)],
    [t('shared.capacity'), <CapacityBadge key="capacity" state={detail.now.capacity ?? variant.capacity} />],
    [t('search.pieces'), formatNumber(query.pieces, language)],
    [t('search.weight'), kg(query.weight)],
    ...(query.volume !== null ? ([[t('search.volume'), formatNumber(query.volume, language, 3)]] as [string, string][]) : []),
    ...(query.shc.length ? ([[t('search.shc'), query.shc.join(', ')]] as [string, string][]) : []),
    ...(query.product ? ([[t('search.product'), query.product]] as [string, string][]) : []),
    [t('shared.made'), formatDateTime(detail.createdAt, language)],
  ];
  return (
    <PageFrame title={title} className={styles.page} actions={
        user ? (
          <>
            <SearchAgain detail={detail} />
            {can(user.abilities, SHIPMENT_ABILITIES.create) && detail.fares !== 'none' ? (
              <AppButtonLink appearance="primary" to={bookPath(detail)} data-testid="variant-book">
                {t('variant.book')}
              </AppButtonLink>
            ) : null}
          </>
        ) : null
      }
    >
      <NowState detail={detail} />
      <Surface className={styles.surface}>
        <div className={styles.head}>
          <Subtitle2 as="h2" className={styles.heading}>
            {t('shared.flights')}
          </Subtitle2>
          {variant.price ? <VariantPrice price={variant.price} /> : null}
        </div>
        <VariantLegs legs={variant.legs} date={variant.date} />
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </Surface>
      <Surface className={styles.surface}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('breakdown.title')}
        </Subtitle2>
        {detail.fares === 'public' ? (
          <MessageBar intent="info" data-testid="public-fare">
            <MessageBarBody>{t('shared.publicFare')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {detail.fares === 'contract' ? <Text className={styles.muted}>{t('shared.contractFare')}</Text> : null}
        {detail.quote ? <PriceBreakdown quote={detail.quote} /> : <Text className={styles.muted}>{t(detail.fares === 'none' ? 'shared.noPrices' : 'shared.noBreakdown')}</Text>}
      </Surface>
    </PageFrame>
  );
}

/** `/pricing/{id}`: a shared variant, public. An id that cannot be one, or is unknown or forgotten, is the 404 page. */
export default function VariantPage() {
  const { t } = useTranslation('resources');
  const id = useParams().id ?? '';
  const valid = v.is(VariantParamsSchema, { id });
  const detail = useVariant(id, { enabled: valid });
  // Section 8: a 404 shows the error page with that status.
  if (!valid) throw new ApiError(404, 404, '');
  if (detail.error) throw detail.error;
  if (!detail.data) return <Spinner label={t('list.loading')} />;
  return <VariantView detail={detail.data} />;
}
