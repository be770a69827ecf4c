import { useTranslation } from 'react-i18next';
import type { FlightInfo } from '@shared/flights';
import { isApiError } from '@/lib/api/api-error';
import { useConfirm } from '@/lib/confirm';
import { formatDay } from '@/lib/dates';
import { useCancelFlight } from '../api/cancel-flight';
import { flightName } from '../components/flight-text';
import { useActionFailure } from '../components/use-action-failure';

/** Section 5's conflict the user may override: the flight carries bookings (answered 409). */
const HAS_BOOKINGS = 700;

/**
 * Cancelling a flight: asked first; when the flight carries bookings the server says so and the
 * user is asked again (its bookings will be refunded as forced) before it is sent with `confirm=1`.
 */
export function useCancelFlightAction(flight: FlightInfo): { cancel(): Promise<void>; pending: boolean } {
  const { t, i18n } = useTranslation('flights');
  const confirm = useConfirm();
  const mutation = useCancelFlight();
  const fail = useActionFailure();
  const cancel = async () => {
    const name = `${flightName(flight)}, ${formatDay(flight.date, i18n.language)}`;
    const sure = await confirm({ title: t('cancel.title'), message: t('cancel.question', { flight: name }), confirmLabel: t('cancel.confirm') });
    if (!sure) return;
    try {
      await mutation.mutateAsync({ flightId: flight.id, confirmed: false });
    } catch (error) {
      if (!isApiError(error) || error.status !== 409 || error.code !== HAS_BOOKINGS) return fail(error);
      const still = await confirm({ title: t('cancel.title'), message: t('problems.hasBookings'), confirmLabel: t('cancel.confirm') });
      if (!still) return;
      await mutation.mutateAsync({ flightId: flight.id, confirmed: true }).catch(fail);
    }
  };
  return { cancel, pending: mutation.isPending };
}
