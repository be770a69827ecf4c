import { makeStyles, mergeClasses, MessageBar, MessageBarBody, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BookedShipment, Variant } from '@shared/booking';
import type { ContractBalance } from '@shared/finance';
import { formatMoney } from '@shared/money';
import { routePath } from '@shared/routes';
import { ContractField, contractLabel } from '@/components/ContractField';
import { PageFrame } from '@/components/PageFrame';
import { Surface } from '@/components/Surface';
import { useContractBalances } from '@/lib/contract-balances';
import { dayOfDate } from '@/lib/dates';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { mobileAtom } from '@/lib/state';
import { useVariant } from '../api/get-variant';
import { BookingAnswer } from '../book/BookingAnswer';
import { BookingForm, ChosenVariant } from '../book/BookingForm';
import { FlightsByHand } from '../book/FlightsByHand';
import { searchQuery } from '../search/search-again';
import { bookingAddress, contractOfAddress, variantOfAddress } from '../book/booking-values';
import { PricingSearch } from '../search/PricingSearch';
import { useSearchAddress } from '../search/use-search-address';

const useStyles = makeStyles({
  page: { maxWidth: '1180px', width: '100%', boxSizing: 'border-box', marginInline: 'auto' },
  mobile: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  contract: { gap: tokens.spacingVerticalS },
  // The contract field as wide as two of the search form's columns.
  field: { maxWidth: '460px', '& .fui-Dropdown': { minWidth: 0, width: '100%' } },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Whether a contract is in force today: staff book only under those. */
const inForce = (row: ContractBalance, today: string): boolean => {
  const { validFrom, validTo, unlimited } = row.contractResponse;
  return validFrom <= today && (unlimited || validTo === null || validTo >= today);
};

/** The address of booking for a client: the contract, then the rest (a search, or a variant and its cargo). */
const addressFor = (contractId: number, rest: Record<string, unknown>): string => `${routePath('bookings-add')}?${stringifyRouteQuery({ contract: String(contractId), ...rest })}`;

/** What the chosen contract may still hold: the balance down to its credit floor. */
function Available({ contract }: { contract: ContractBalance }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('booking');
  return (
    <Text className={styles.muted} data-testid="client-available">
      {t('staff.available', { amount: formatMoney(contract.available, i18n.language) })}
    </Text>
  );
}

/** The client's contract, first: the search prices under it, the booking takes its AWB numbers and holds on its balance. */
function ContractChoice({ contracts, chosen, onChoose }: { contracts: readonly ContractBalance[]; chosen: ContractBalance | undefined; onChoose(contractId: number): void }) {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const current = chosen?.contractResponse.id ?? null;
  const form = useForm<{ contractId: number | null }>({ defaultValues: { contractId: current } });
  const { control } = form;
  // The address says which contract: Back and links move the field; the user's pick moves the address.
  useEffect(() => form.reset({ contractId: current }), [form, current]);
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type === 'change' && values.contractId) onChoose(values.contractId);
    });
    return () => subscription.unsubscribe();
  }, [form, onChoose]);
  return (
    <Surface className={styles.contract}>
      <div className={styles.field}>
        <ContractField control={control} name="contractId" contracts={contracts} label={t('staff.contract')} placeholder={t('staff.chooseContract')} hint={t('staff.contractHint')} required />
      </div>
      {chosen ? <Available contract={chosen} /> : null}
    </Surface>
  );
}

/** The search for a client: its contract, then the pricing search priced under it; a variant's Book button opens its booking. */
function ClientSearch({ contracts, chosen }: { contracts: readonly ContractBalance[]; chosen: ContractBalance | undefined }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const raw = useRouteQuery() as Record<string, unknown>;
  const contractId = chosen?.contractResponse.id;
  const kept = useMemo((): Record<string, string> => (contractId === undefined ? {} : { contract: String(contractId) }), [contractId]);
  const address = useSearchAddress(kept);
  // The flights found by the search, or typed by hand (staff often know the flight).
  const [mode, setMode] = useState<'search' | 'byHand'>('search');
  const { values } = address;
  const bookTo = useMemo(() => (contractId === undefined ? null : (variant: Variant) => addressFor(contractId, bookingAddress(variant.id, values))), [contractId, values]);
  // Another contract keeps the search asked for, priced under the new one.
  const choose = useCallback(
    (next: number) => {
      const { contract: _contract, variant: _variant, ...rest } = raw;
      void navigate(addressFor(next, rest));
    },
    [navigate, raw],
  );
  return (
    <>
      <ContractChoice contracts={contracts} chosen={chosen} onChoose={choose} />
      {contractId === undefined ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t(contracts.length ? 'staff.start' : 'staff.none')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <TabList selectedValue={mode} onTabSelect={(_, data) => setMode(data.value as 'search' | 'byHand')} aria-label={t('staff.how')}>
            <Tab value="search">{t('staff.bySearch')}</Tab>
            <Tab value="byHand" data-testid="by-hand-tab">
              {t('byHand.form')}
            </Tab>
          </TabList>
          {mode === 'search' ? (
            <PricingSearch address={address} contractId={contractId} bookTo={bookTo} />
          ) : (
            <FlightsByHand contractId={contractId} bookTo={(variantId, typed) => addressFor(contractId, bookingAddress(variantId, typed))} />
          )}
        </>
      )}
    </>
  );
}

/** The booking of a chosen variant for the client: whose contract, the variant, the form (or the answer). */
function ClientBooking({ contract, variantId }: { contract: ContractBalance; variantId: string }) {
  const styles = useStyles();
  const { t } = useTranslation(['booking', 'resources']);
  const detail = useVariant(variantId);
  const [booked, setBooked] = useState<BookedShipment | null>(null);
  const contractId = contract.contractResponse.id;
  if (detail.error) throw detail.error;
  if (!detail.data) return <Spinner label={t('resources:list.loading')} />;
  const searchTo = addressFor(contractId, searchQuery(detail.data));
  return (
    <>
      <Surface className={styles.contract} data-testid="client-contract">
        <Text weight="semibold">{t('staff.forClient', { contract: contractLabel(contract) })}</Text>
        <Available contract={contract} />
      </Surface>
      <ChosenVariant detail={detail.data} />
      {booked ? (
        <BookingAnswer shipment={booked} searchTo={searchTo} forClient />
      ) : (
        <BookingForm variantId={variantId} contractId={contractId} searchTo={searchTo} onBooked={setBooked} />
      )}
    </>
  );
}

/**
 * `/bookings/add` (`shipment.booking.client`): airline staff book for a client. The client's
 * contract in force first, then the pricing search priced under it; a variant's Book button opens
 * its booking here (`?contract=…&variant=…` with the search's cargo), the AWB number offered from
 * that contract's stock. The booking's source is the airline's, its price held on the client's balance.
 */
export default function BookingForClientPage() {
  const styles = useStyles();
  const { t } = useTranslation(['booking', 'resources']);
  const mobile = useAtomValue(mobileAtom);
  const raw = useRouteQuery() as Record<string, unknown>;
  const contracts = useContractBalances();
  const today = dayOfDate(new Date());
  const offered = useMemo(() => (contracts.data ?? []).filter((row) => inForce(row, today)), [contracts.data, today]);
  const contractId = contractOfAddress(raw);
  const chosen = offered.find((row) => row.contractResponse.id === contractId);
  const variantId = variantOfAddress(raw);
  if (contracts.error) throw contracts.error;
  return (
    <PageFrame title={t('staff.title')} className={mergeClasses(styles.page, mobile && styles.mobile)}>
      {!contracts.data ? (
        <Spinner label={t('resources:list.loading')} />
      ) : chosen && variantId ? (
        <ClientBooking key={`${contractId}:${variantId}`} contract={chosen} variantId={variantId} />
      ) : (
        <ClientSearch contracts={offered} chosen={chosen} />
      )}
    </PageFrame>
  );
}
