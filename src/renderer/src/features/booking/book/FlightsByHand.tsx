import { Input, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { FormField } from '@/components/FormField';
import { resolverResult } from '@/lib/form-problems';
import { submitForm } from '@/lib/forms';
import { dayOfDate } from '@/lib/dates';
import { stringifyRouteQuery } from '@/lib/query-string';
import { usePriceFlights } from '../api/price-flights';
import { addDays } from '../days';
import { SearchForm } from '../search/SearchForm';
import type { SearchValues } from '../search/search-values';
import { useNearestDeparture } from '../search/use-nearest-departure';
import { bookingAddress } from './booking-values';
import { blankByHand, byHandProblems, checkByHand, type ByHandValues } from './by-hand-values';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const resolver: Resolver<ByHandValues> = async (values) => resolverResult(values, checkByHand(values).problems ?? {});

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
  const form = useForm<ByHandValues>({ resolver, defaultValues: blankByHand(addDays(dayOfDate(new Date()), 1)) });
  const { control } = form;
  // The search's form carries the flights too: its fields read them through the same form.
  const searchForm = form as unknown as UseFormReturn<SearchValues>;
  useNearestDeparture(searchForm, true);

  const submit = submitForm(
    form,
    async (values) => {
      const { body } = checkByHand(values);
      if (!body) return;
      const variant = await price.mutateAsync({ ...body, contractId: contractId ?? null });
      void navigate(bookTo(variant.id, values));
    },
    (fields) => byHandProblems(fields, form.getValues('measure')),
  );

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
      <SearchForm
        form={searchForm}
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
