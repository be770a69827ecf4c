import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookedShipment } from '@shared/booking';
import { PageFrame } from '@/components/PageFrame';
import { useRouteQuery } from '@/lib/query-string';
import { useVariant } from '../api/get-variant';
import { BookingAnswer } from '../book/BookingAnswer';
import { BookingForm, ChosenVariant } from '../book/BookingForm';
import { FlightsByHand } from '../book/FlightsByHand';
import { searchPath } from '../search/search-again';
import { variantOfAddress } from '../book/booking-values';

const useStyles = makeStyles({
  page: { maxWidth: '1000px', width: '100%', boxSizing: 'border-box', marginInline: 'auto', '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` } },
});

/**
 * `/booking?variant=…` (section 2, `shipment.create`): the variant chosen on the search with its
 * legs and price, the cargo as searched, the AWB number from the caller's stock and the cargo's
 * name; the answer comes at once, leg by leg, with the money it holds. Without a variant, the
 * flights typed by hand are priced into one.
 */
export default function BookingPage() {
  const styles = useStyles();
  const { t } = useTranslation(['booking', 'resources']);
  const raw = useRouteQuery() as Record<string, unknown>;
  const variantId = variantOfAddress(raw);
  const detail = useVariant(variantId ?? '', { enabled: variantId !== null });
  const [booked, setBooked] = useState<BookedShipment | null>(null);
  const title = t('book.title');
  if (!variantId) {
    return (
      <PageFrame title={title} className={styles.page}>
        <FlightsByHand />
      </PageFrame>
    );
  }
  if (detail.error) throw detail.error;
  if (!detail.data) return <Spinner label={t('resources:list.loading')} />;
  return (
    <PageFrame title={title} className={styles.page}>
      <ChosenVariant detail={detail.data} />
      {booked ? (
        <BookingAnswer shipment={booked} searchTo={searchPath(detail.data)} />
      ) : (
        <BookingForm variantId={variantId} searchTo={searchPath(detail.data)} onBooked={setBooked} />
      )}
    </PageFrame>
  );
}
