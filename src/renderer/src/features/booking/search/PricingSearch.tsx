import { makeStyles, Spinner, Toast, ToastBody, ToastTitle, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Variant } from '@shared/booking';
import { routePath } from '@shared/routes';
import { isApiError } from '@/lib/api/api-error';
import { resolverResult } from '@/lib/form-problems';
import { FORM_INVALID, submitForm } from '@/lib/forms';
import { baseUrlAtom, mobileAtom } from '@/lib/state';
import { useAppToast } from '@/lib/toaster';
import { useSearchPricing } from '../api/search-pricing';
import { answerDate, SearchFailure, SearchResults } from '../results/SearchResults';
import { SearchForm } from './SearchForm';
import { checkSearch, searchField, shiftedDate, type SearchValues } from './search-values';
import { useNearestDeparture } from './use-nearest-departure';
import type { SearchAddress } from './use-search-address';

const useStyles = makeStyles({
  pending: { padding: tokens.spacingVerticalXXL },
  // Where a phone scrolls to after a search: the header stays over the page, so a margin for it.
  results: { minWidth: 0, scrollMarginTop: '72px' },
});

const resolver: Resolver<SearchValues> = async (values) => resolverResult(values, checkSearch(values).problems ?? {});

/** Copies a variant's shareable link and says so; where the clipboard is refused, the toast shows the link to copy by hand. */
function useShare(): (variant: Variant) => void {
  const { t } = useTranslation('booking');
  const baseUrl = useAtomValue(baseUrlAtom);
  const { dispatchToast } = useAppToast();
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

interface PricingSearchProps {
  /** The search in the address (`useSearchAddress`). */
  address: SearchAddress;
  /** Staff booking for a client: the prices are that contract's. */
  contractId?: number;
  /** The booking form's address for a variant; null: no Book button. */
  bookTo: ((variant: Variant) => string) | null;
}

/**
 * The pricing search's form and what it finds (the pricing page's, and booking for a client's):
 * the strip of dates around the date with each day's cheapest price, the chosen day's variants
 * with their legs, room and price, the breakdown of each and its shareable link.
 */
export function PricingSearch({ address, contractId, bookTo }: PricingSearchProps) {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const mobile = useAtomValue(mobileAtom);
  const { values, problems, today, searched } = address;
  const query = useMemo(() => (address.query && contractId !== undefined ? { ...address.query, contractId } : address.query), [address.query, contractId]);
  const search = useSearchPricing(query);
  const form = useForm<SearchValues>({ resolver, defaultValues: values });
  const share = useShare();

  // The address changed (Back, a link, a day of the strip): the form shows its search, and what
  // is wrong with it when it was edited by hand.
  useEffect(() => {
    form.reset(values);
    for (const [field, message] of Object.entries(problems ?? {})) form.setError(field as Path<SearchValues>, { type: 'address', message });
  }, [form, values, problems]);

  // Without a search yet, the departure is the airport nearest to the user, unless they chose one.
  useNearestDeparture(form, !searched);

  // A search the server refuses field by field (400): each message on its field, as a save's.
  const error = search.error;
  useEffect(() => {
    if (!isApiError(error) || !error.fields) return;
    const measure = form.getValues('measure');
    for (const [field, message] of Object.entries(error.fields)) {
      const name = searchField(field, measure);
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
    <>
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
    </>
  );
}
