import { useTranslation } from 'react-i18next';
import type { FlightLegRow } from '@shared/flights';
import { useConfirm } from '@/lib/confirm';
import { formatDay } from '@/lib/dates';
import { useSetLegSale } from '../api/set-leg-sale';
import { flightName, routeName } from './flight-text';
import { useActionFailure } from './use-action-failure';

type Leg = Pick<FlightLegRow, 'id' | 'airline' | 'number' | 'date' | 'departure' | 'arrival' | 'saleClosed'>;

/**
 * Opens a leg for sale, or closes it after asking (section 4: confirm before closing); the lists and
 * the flight load again. `pendingId` is the leg being changed.
 */
export function useSaleToggle(): { toggle(leg: Leg): Promise<void>; pendingId: number | null } {
  const { t, i18n } = useTranslation('flights');
  const confirm = useConfirm();
  const sale = useSetLegSale();
  const fail = useActionFailure();
  const toggle = async (leg: Leg) => {
    const closing = !leg.saleClosed;
    if (closing) {
      const sure = await confirm({
        title: t('sale.closeTitle'),
        message: t('sale.closeQuestion', { flight: flightName(leg), date: formatDay(leg.date, i18n.language), route: routeName(leg) }),
        confirmLabel: t('sale.closeAction'),
      });
      if (!sure) return;
    }
    try {
      await sale.mutateAsync({ legId: leg.id, closed: closing });
    } catch (error) {
      fail(error);
    }
  };
  return { toggle, pendingId: sale.isPending ? (sale.variables?.legId ?? null) : null };
}
