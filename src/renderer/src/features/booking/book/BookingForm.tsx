import { Button, Checkbox, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { BOOKING_ABILITIES, BOOKING_ERROR_CODES, type BookedShipment, type BookingPrice, type VariantDetail } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { AppLink } from '@/components/AppLink';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { ParticipantsFields } from '@/components/participants/ParticipantsFields';
import { Pending } from '@/components/Pending';
import { LookupInput } from '@/components/resource/LookupInput';
import { Surface } from '@/components/Surface';
import { isApiError } from '@/lib/api/api-error';
import { useApi } from '@/lib/api/context';
import { resolverResult } from '@/lib/form-problems';
import { applyServerErrors, FORM_INVALID } from '@/lib/forms';
import { formatDay } from '@/lib/dates';
import { useRouteQuery } from '@/lib/query-string';
import { userAtom } from '@/lib/state';
import { useBookShipment } from '../api/book-shipment';
import { getVariant } from '../api/get-variant';
import { bookingKeys } from '../api/keys';
import { NowState } from '../results/NowState';
import { VariantPrice, variantRoute } from '../results/VariantCard';
import { VariantLegs } from '../results/VariantLegs';
import { CargoFields } from '../search/CargoFields';
import { formGrid } from '@/components/form-grid';
import { CargoNameInput } from './CargoNameInput';
import { BOOKING_PARTIES, bookingValuesOfAddress, checkBooking, formProblems, retariffedPrice, type BookingValues } from './booking-values';

// The booking form of a variant, one for both bookers: a client on `/booking?variant=…` (its own
// contract and stock) and airline staff for a client on `/bookings/add?contract=…&variant=…` (the
// client's contract sent with the booking, the AWB numbers offered from that contract's stock).

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  heading: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: formGrid,
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Refusal = { kind: 'retariffed'; message: string; price: BookingPrice | null } | { kind: 'gone'; message: string };

const money$ = (price: BookingPrice, language: string) => formatMoney(money(price.total, price.currency as Currency), language);

/** The variant being booked: its legs, price and whether it still holds. */
export function ChosenVariant({ detail }: { detail: VariantDetail }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const { variant } = detail;
  return (
    <Surface className={styles.surface}>
      <div className={styles.head}>
        <Subtitle2 as="h2" className={styles.heading}>
          {t('shared.title', { route: variantRoute(variant), date: formatDay(variant.date, i18n.language) })}
        </Subtitle2>
        {variant.price ? <VariantPrice price={variant.price} /> : null}
      </div>
      <VariantLegs legs={variant.legs} date={variant.date} />
      {detail.now.state !== 'holds' ? <NowState detail={detail} /> : null}
    </Surface>
  );
}

interface BookingFormProps {
  variantId: string;
  /** Staff booking for a client: the client's contract (its AWB stock, its balance); null: the caller's own. */
  contractId?: number | null;
  /** Where a flight no longer sold sends the booker back to search again. */
  searchTo: string;
  onBooked(shipment: BookedShipment): void;
}

/**
 * The booking's own fields over the search's cargo (the AWB number, the cargo's name, post), checked
 * by the shared schema the server books with; a re-tariffing is agreed at the new price, a flight
 * gone leads back to the search, other refusals land on their fields.
 */
export function BookingForm({ variantId, contractId = null, searchTo, onBooked }: BookingFormProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  const user = useAtomValue(userAtom);
  const api = useApi();
  const client = useQueryClient();
  const raw = useRouteQuery() as Record<string, unknown>;
  const defaults = useMemo(() => bookingValuesOfAddress(raw), [raw]);
  const [agreed, setAgreed] = useState<BookingPrice | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const book = useBookShipment();
  // A shipper holds no stock: left empty, the number comes from the airline's own. Staff leave it
  // to the server, which knows whether the client's contract is a shipper's.
  const ownStock = contractId === null ? user?.isShipper === true : true;
  const resolver: Resolver<BookingValues> = async (values) => resolverResult(values, checkBooking(values, variantId, agreed, contractId, ownStock).problems ?? {});
  const form = useForm<BookingValues>({ resolver, defaultValues: defaults });
  const { control, formState } = form;
  const mayPost = can(user?.abilities, BOOKING_ABILITIES.post);
  const stock = useMemo(() => (contractId === null ? undefined : { contractId }), [contractId]);

  const send = async (values: BookingValues, price: BookingPrice | null) => {
    const checked = checkBooking(values, variantId, price, contractId, ownStock);
    if (!checked.body) return;
    setRefusal(null);
    try {
      onBooked(await book.mutateAsync(checked.body));
    } catch (error) {
      if (isApiError(error) && error.code === BOOKING_ERROR_CODES.retariffed) {
        // The new price of the cargo as sent is on `price`; without it, the variant's price now
        // (the same when the cargo is the search's). The booker agrees to it or not.
        let next = retariffedPrice(error.fields, error.data);
        if (!next) {
          const now = await client.fetchQuery({ queryKey: bookingKeys.variant(variantId), queryFn: ({ signal }) => getVariant(api, variantId, signal), staleTime: 0 }).catch(() => null);
          const price = now?.now.price;
          next = price ? { currency: price.currency, total: price.total } : null;
        }
        setRefusal({ kind: 'retariffed', message: error.serverMessage ?? error.message, price: next });
        return;
      }
      if (isApiError(error) && error.code === BOOKING_ERROR_CODES.flightGone) {
        setRefusal({ kind: 'gone', message: error.serverMessage ?? error.message });
        return;
      }
      applyServerErrors(form, error, formProblems);
    }
  };

  const submit = form.handleSubmit(
    (values) => send(values, agreed),
    () => form.setError('root.server', { type: 'client', message: FORM_INVALID }),
  );
  const agree = (price: BookingPrice) => {
    setAgreed(price);
    void send(form.getValues(), price);
  };

  const busy = book.isPending;

  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2" className={styles.heading}>
        {t('book.cargo')}
      </Subtitle2>
      {refusal?.kind === 'retariffed' ? (
        <MessageBar intent="warning" layout="multiline" data-testid="retariffed">
          <MessageBarBody>
            <MessageBarTitle>{refusal.message}</MessageBarTitle>
            {refusal.price ? t('book.newPrice', { price: money$(refusal.price, i18n.language) }) : t('book.noNewPrice')}
          </MessageBarBody>
          {refusal.price ? (
            <MessageBarActions>
              <Button appearance="primary" disabled={busy} onClick={() => agree(refusal.price!)}>
                {t('book.agree')}
              </Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      {refusal?.kind === 'gone' ? (
        <MessageBar intent="error" layout="multiline" data-testid="flight-gone">
          <MessageBarBody>
            <MessageBarTitle>{refusal.message}</MessageBarTitle>
          </MessageBarBody>
          <MessageBarActions>
            <AppLink to={searchTo}>{t('book.backToSearch')}</AppLink>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('book.form')}>
          <FormError message={formState.errors.root?.server?.message} />
          <div className={styles.grid}>
            <FormField control={control} name="awb" label={t('book.awb')} required={!ownStock} hint={t(contractId !== null ? 'staff.awbHint' : ownStock ? 'book.awbOwnHint' : 'book.awbHint')}>
              {(field) => (
                <LookupInput
                  lookup="awbBlank"
                  params={stock}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(next) => field.onChange(next === null ? null : String(next))}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
            <div className={styles.wide}>
              <FormField control={control} name="cargoName" label={t('book.cargoName')} required>
                {(field) => <CargoNameInput name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
              </FormField>
            </div>
            <CargoFields />
            {mayPost ? (
              <FormField control={control} name="post" label={t('book.postLabel')}>
                {(field) => <Checkbox checked={field.value} onChange={(_, data) => field.onChange(data.checked === true)} label={t('book.post')} />}
              </FormField>
            ) : null}
            <ParticipantsFields roles={BOOKING_PARTIES} texts="booking:participants" folded />
          </div>
          {agreed ? <Text className={styles.muted}>{t('book.agreed', { price: money$(agreed, i18n.language) })}</Text> : null}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" icon={busy ? <Pending size="tiny" /> : undefined} disabled={busy} data-testid="book-submit">
              {t('book.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Surface>
  );
}
