import { makeStyles, mergeClasses, Spinner, Toast, ToastBody, ToastTitle, tokens, useToastController } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import type { Variant } from '@shared/booking';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { isApiError } from '@/lib/api/api-error';
import { resolverResult } from '@/lib/form-problems';
import { FORM_INVALID, submitForm } from '@/lib/forms';
import { useNearestAirport } from '@/lib/geo';
import { stringifyRouteQuery } from '@/lib/query-string';
import { baseUrlAtom, mobileAtom, userAtom } from '@/lib/state';
import { bookingAddress } from '../book/booking-values';
import { APP_TOASTER_ID } from '@/lib/toaster';
import { useSearchPricing } from '../api/search-pricing';
import { answerDate, SearchFailure, SearchResults } from '../results/SearchResults';
import { SearchForm } from '../search/SearchForm';
import { checkSearch, shiftedDate, type SearchValues } from '../search/search-values';
import { useSearchAddress } from '../search/use-search-address';

const useStyles = makeStyles({
  page: { maxWidth: '1180px', width: '100%', boxSizing: 'border-box', marginInline: 'auto' },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  pending: { padding: tokens.spacingVerticalXXL },
  // Where a phone scrolls to after a search: the header stays over the page, so a margin for it.
  results: { minWidth: 0, scrollMarginTop: '72px' },
});

const resolver: Resolver<SearchValues> = async (values) => resolverResult(values, checkSearch(values).problems ?? {});

/** Copies a variant's shareable link and says so; where the clipboard is refused, the toast shows the link to copy by hand. */
function useShare(): (variant: Variant) => void {
  const { t } = useTranslation('booking');
  const baseUrl = useAtomValue(baseUrlAtom);
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  return useCallback(
    (variant: Variant) => {
      const link = `${baseUrl || window.location.origin}${routePath('pricing-info', { id: variant.id })}`;
      const say = (copied: boolean) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{t(copied ? 'share.copied' : 'share.copyByHand')}</ToastTitle>
            <ToastBody>{link}</ToastBody>
          </Toast>,
          { intent: copied ? 'success' : 'info', timeout: copied ? 3000 : 10_000 },
        );
      void (navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'))).then(
        () => say(true),
        () => say(false),
      );
    },
    [baseUrl, dispatchToast, t],
  );
}

/**
 * The pricing search (section 2, every signed-in cabinet user): the route, date and cargo; the
 * strip of dates around the date with each day's cheapest price; the chosen day's variants with
 * their legs, room and price, the breakdown of each and its shareable link. The search lives in
 * the address. A client without a contract sees the schedule and room, and the way to prices.
 */
export default function PricingPage() {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const mobile = useAtomValue(mobileAtom);
  const address = useSearchAddress();
  const { values, query, problems, today, searched } = address;
  const search = useSearchPricing(query);
  const form = useForm<SearchValues>({ resolver, defaultValues: values });
  const share = useShare();
  const user = useAtomValue(userAtom);
  // The search's cargo goes with the variant to the booking form.
  const bookTo = useMemo(
    () => (can(user?.abilities, SHIPMENT_ABILITIES.create) ? (variant: Variant) => `${routePath('booking', {})}?${stringifyRouteQuery(bookingAddress(variant.id, values))}` : null),
    [user, values],
  );

  // The address changed (Back, a link, a day of the strip): the form shows its search, and what
  // is wrong with it when it was edited by hand.
  useEffect(() => {
    form.reset(values);
    for (const [field, message] of Object.entries(problems ?? {})) form.setError(field as Path<SearchValues>, { type: 'address', message });
  }, [form, values, problems]);

  // Without a search yet, the departure is the airport nearest to the user, unless they chose one.
  const nearest = useNearestAirport(!searched);
  useEffect(() => {
    if (nearest && !form.getValues('departure') && !form.getFieldState('departure').isDirty) form.setValue('departure', String(nearest.value));
  }, [form, nearest]);

  // A search the server refuses field by field (400): each message on its field, as a save's.
  const error = search.error;
  useEffect(() => {
    if (!isApiError(error) || !error.fields) return;
    const measure = form.getValues('measure');
    for (const [field, message] of Object.entries(error.fields)) {
      const name = field === 'volume' && measure === 'dimensions' ? 'dimensions' : field;
      if (name in form.getValues()) form.setError(name as Path<SearchValues>, { type: 'server', message });
    }
    form.setError('root.server', { type: 'server', message: FORM_INVALID });
  }, [error, form]);

  // On a phone the form fills the screen: a search the user sent scrolls to what it found (or why not).
  const results = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const settled = search.isFetching || search.isPlaceholderData ? undefined : (search.data ?? search.error ?? undefined);
  useEffect(() => {
    if (!settled || !sent.current) return;
    sent.current = false;
    if (mobile) results.current?.scrollIntoView({ block: 'start' });
  }, [settled, mobile]);

  const submit = submitForm(form, (next) => {
    sent.current = true;
    // The same search again asks again: prices and room move.
    if (address.holds(next)) void search.refetch();
    else address.go(next);
  });

  const answer = search.data;
  const shownDate = answer && query ? answerDate(answer, query.date) : (query?.date ?? today);
  const days = query?.days ?? 3;
  const earlier = useMemo(() => shiftedDate(shownDate, days, -1), [shownDate, days]);

  return (
    <PageFrame title={t('title')} className={mergeClasses(styles.page, mobile && styles.mobile)}>
      <SearchForm form={form} onSubmit={(event) => void submit(event)} searching={search.isFetching} />
      <div ref={results} className={styles.results}>
        {!query ? null : search.isPending ? (
          <Spinner className={styles.pending} label={t('results.searching')} />
        ) : error && !(isApiError(error) && error.status === 400) ? (
          <SearchFailure error={error as Error & { status?: number }} onRetry={() => void search.refetch()} />
        ) : answer ? (
          <SearchResults
            query={query}
            answer={answer}
            updating={search.isPlaceholderData}
            today={today}
            onChoose={address.goDate}
            onShift={(direction) => address.goDate(direction < 0 ? (earlier < today ? today : earlier) : shiftedDate(shownDate, days, 1))}
            earlierDisabled={shownDate <= today}
            onShare={share}
            bookTo={bookTo}
          />
        ) : null}
      </div>
    </PageFrame>
  );
}
