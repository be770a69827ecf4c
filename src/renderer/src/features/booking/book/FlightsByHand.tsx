import { Input, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useForm, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { FormField } from '@/components/FormField';
import { isApiError } from '@/lib/api/api-error';
import { resolverResult } from '@/lib/form-problems';
import { FORM_INVALID, submitForm } from '@/lib/forms';
import { useNearestAirport } from '@/lib/geo';
import { dayOfDate } from '@/lib/dates';
import { stringifyRouteQuery } from '@/lib/query-string';
import { usePriceFlights } from '../api/price-flights';
import { addDays } from '../days';
import { SearchForm } from '../search/SearchForm';
import { emptyRow, type SearchValues } from '../search/search-values';
import { bookingAddress } from './booking-values';
import { byHandProblems, checkByHand, type ByHandValues } from './by-hand-values';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const resolver: Resolver<ByHandValues> = async (values) => resolverResult(values, checkByHand(values).problems ?? {});

const blank = (date: string): ByHandValues => ({
  departure: null,
  arrival: null,
  date,
  pieces: '1',
  weight: '',
  measure: 'volume',
  volume: '',
  dimensions: [emptyRow()],
  shc: [],
  product: '',
  flight: '',
  onward: '',
});

interface FlightsByHandProps {
  /** Staff booking for a client: priced under the client's contract. */
  contractId?: number;
  /** Where the variant priced is booked; the client's own booking form by default. */
  bookTo?(variantId: string, values: ByHandValues): string;
}

const ownBooking = (variantId: string, values: ByHandValues) => `${routePath('booking', {})}?${stringifyRouteQuery(bookingAddress(variantId, values))}`;

/**
 * The flights typed by hand (the one flight, or a connection's two) with the route, date and
 * cargo, priced by the server by the search's rules into a variant the booking form then books:
 * `/booking` without a variant, and booking for a client. What the server finds wrong lands on
 * the field at fault.
 */
export function FlightsByHand({ contractId, bookTo = ownBooking }: FlightsByHandProps) {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const price = usePriceFlights();
  const form = useForm<ByHandValues>({ resolver, defaultValues: blank(addDays(dayOfDate(new Date()), 1)) });
  const { control } = form;

  const nearest = useNearestAirport(true);
  useEffect(() => {
    if (nearest && !form.getValues('departure') && !form.getFieldState('departure').isDirty) form.setValue('departure', String(nearest.value));
  }, [form, nearest]);

  const submit = submitForm(form, async (values) => {
    const { body } = checkByHand(values);
    if (!body) return;
    try {
      const variant = await price.mutateAsync({ ...body, contractId: contractId ?? null });
      void navigate(bookTo(variant.id, values));
    } catch (error) {
      if (!isApiError(error) || !error.fields) throw error;
      const known = Object.keys(form.getValues());
      let placed = false;
      for (const [field, message] of Object.entries(byHandProblems(error.fields, values.measure))) {
        if (!known.includes(field)) continue;
        form.setError(field as Path<ByHandValues>, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
      form.setError('root.server', { type: 'server', message: placed ? FORM_INVALID : error.message });
    }
  });

  return (
    <div className={styles.stack}>
      {contractId === undefined ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('byHand.intro')}</MessageBarBody>
          <MessageBarActions>
            <AppLink to={routePath('pricing')}>{t('book.toSearch')}</AppLink>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {/* The search's form carries the flights too: its fields read them through the same form. */}
      <SearchForm
        form={form as unknown as UseFormReturn<SearchValues>}
        onSubmit={(event) => void submit(event)}
        searching={price.isPending}
        submitLabel={t('byHand.submit')}
        label={t('byHand.form')}
      >
        <FormField control={control} name="flight" label={t('byHand.flight')} required hint={t('byHand.flightHint')}>
          {(field) => <Input {...field} autoComplete="off" />}
        </FormField>
        <FormField control={control} name="onward" label={t('byHand.onward')} hint={t('byHand.onwardHint')}>
          {(field) => <Input {...field} autoComplete="off" />}
        </FormField>
      </SearchForm>
    </div>
  );
}
