import { Button, Link, makeStyles, mergeClasses, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingSearchAnswer, PricingSearchQuery, SearchDay, Variant } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { formatLongDay, dateOfDay } from '@/lib/dates';
import { DateStrip } from './DateStrip';
import { VariantCard } from './VariantCard';
import { VariantDetailsDialog } from './VariantDetailsDialog';
import { stripDay } from './variant-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  busy: { opacity: 0.6, transitionProperty: 'opacity', transitionDuration: tokens.durationFast },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  others: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  emptyTitle: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The answer's chosen date: the strip is centred on it. */
export const answerDate = (answer: PricingSearchAnswer, fallback: string): string => answer.days[Math.floor(answer.days.length / 2)]?.date ?? fallback;

interface SearchResultsProps {
  query: PricingSearchQuery;
  answer: PricingSearchAnswer;
  /** The next answer is on its way: this one stays, dimmed. */
  updating: boolean;
  today: string;
  onChoose(date: string): void;
  onShift(direction: -1 | 1): void;
  earlierDisabled: boolean;
  onShare(variant: Variant): void;
  /** Where a variant is booked; null: this user does not book here. */
  bookTo: ((variant: Variant) => string) | null;
}

/** A client without a contract sees the schedule and room: the page says how prices come. */
function AccreditationStep() {
  const { t } = useTranslation('booking');
  return (
    <MessageBar intent="info" layout="multiline" data-testid="accreditation-step">
      <MessageBarBody>
        <MessageBarTitle>{t('results.noContract.title')}</MessageBarTitle>
        {t('results.noContract.text')}
      </MessageBarBody>
      <MessageBarActions>
        <AppLink to={routePath('accreditations')}>{t('results.noContract.action')}</AppLink>
      </MessageBarActions>
    </MessageBar>
  );
}

/** No variant on the chosen day: the strip's other days that fly, to pick from. */
function NoVariants({ days, chosen, today, onChoose }: { days: readonly SearchDay[]; chosen: string; today: string; onChoose(date: string): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const others = days.filter((day) => day.date !== chosen && day.date >= today && day.variants > 0);
  return (
    <div className={styles.empty} role="status">
      <Subtitle2 as="h3" className={styles.emptyTitle}>
        {t('results.noneThatDay')}
      </Subtitle2>
      {others.length ? (
        <>
          <Text className={styles.muted}>{t('results.otherDays')}</Text>
          <div className={styles.others}>
            {others.map((day) => {
              const { weekday, day: shown } = stripDay(day.date, i18n.language);
              const price = day.cheapest !== null && day.currency ? ` · ${t('strip.from', { price: formatMoney(money(day.cheapest, day.currency as Currency), i18n.language, 'default') })}` : '';
              return (
                <Button key={day.date} size="small" onClick={() => onChoose(day.date)}>
                  {`${weekday} ${shown}${price}`}
                </Button>
              );
            })}
          </div>
        </>
      ) : (
        <Text className={styles.muted}>{t('results.noneOnStrip')}</Text>
      )}
    </div>
  );
}

/**
 * What a search found: the strip of dates with each day's cheapest price, and the chosen day's
 * variants; or why there is nothing (no allowed route between the airports, no flight that day).
 */
export function SearchResults({ query, answer, updating, today, onChoose, onShift, earlierDisabled, onShare, bookTo }: SearchResultsProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['booking', 'resources']);
  const [details, setDetails] = useState<Variant | null>(null);
  const chosen = answerDate(answer, query.date);
  const pricesHidden = answer.pricesHidden !== null;

  if (!answer.routeAllowed) {
    return (
      <MessageBar intent="warning" layout="multiline" data-testid="no-route">
        <MessageBarBody>
          <MessageBarTitle>{t('results.noRoute.title')}</MessageBarTitle>
          {t('results.noRoute.text', { departure: query.departure, arrival: query.arrival })}
        </MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <section className={mergeClasses(styles.root, updating && styles.busy)} aria-label={t('results.title')} aria-busy={updating}>
      {pricesHidden ? <AccreditationStep /> : null}
      {!pricesHidden && answer.contractId === null ? <Text className={styles.muted}>{t('results.publicFares')}</Text> : null}
      <DateStrip days={answer.days} chosen={chosen} today={today} pricesHidden={pricesHidden} onChoose={onChoose} onShift={onShift} earlierDisabled={earlierDisabled} />
      <div className={styles.head}>
        <Subtitle2 as="h2">{t('results.day', { date: formatLongDay(dateOfDay(chosen), i18n.language), count: answer.variants.length })}</Subtitle2>
        {updating ? <Spinner size="tiny" label={t('resources:list.loading')} /> : null}
      </div>
      {answer.variants.length ? (
        <ul className={styles.list} aria-label={t('results.variants')}>
          {answer.variants.map((variant) => (
            <li key={variant.id}>
              <VariantCard variant={variant} pricesHidden={pricesHidden} onDetails={setDetails} onShare={onShare} bookTo={pricesHidden || !bookTo ? null : bookTo(variant)} />
            </li>
          ))}
        </ul>
      ) : (
        <NoVariants days={answer.days} chosen={chosen} today={today} onChoose={onChoose} />
      )}
      {details ? <VariantDetailsDialog variant={details} onClose={() => setDetails(null)} /> : null}
    </section>
  );
}

/** A search that failed: the server's reason (a departure outside the contract's points of sale), and a retry for anything else. */
export function SearchFailure({ error, onRetry }: { error: Error & { status?: number }; onRetry(): void }) {
  const { t } = useTranslation('booking');
  const refused = error.status === 422;
  return (
    <MessageBar intent="error" layout="multiline" role="alert" data-testid="search-error">
      <MessageBarBody>
        <MessageBarTitle>{t(refused ? 'results.refused' : 'results.failed')}</MessageBarTitle>
        {error.message}
      </MessageBarBody>
      {refused ? null : (
        <MessageBarActions>
          <Link as="button" onClick={onRetry}>
            {t('results.retry')}
          </Link>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
