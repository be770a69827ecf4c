import type { DashboardBlockKind } from '@shared/dashboard';
import { DASHBOARD_ROWS } from '@shared/dashboard';
import type { SessionContext } from '../../access/sessions';
import { listBookings } from '../booking';
import { row, type BlockProvider } from './provider';

/**
 * Bookings waiting for the airline's answer (HN), the nearest flights first: the bookings list
 * filtered the same way, so the number and the list behind the link agree. Clients read it as
 * their bookings awaiting an answer, staff as those to process (each row naming its client).
 */
export function waitingBookingsBlock(kind: DashboardBlockKind, applies: (user: SessionContext) => boolean, namesClient: boolean): BlockProvider {
  return {
    kind,
    applies,
    async read({ db, user }) {
      const page = await listBookings(db, user, { page: 1, size: DASHBOARD_ROWS, sort: 'date', status: 'HN' });
      return {
        kind,
        count: page.total,
        link: '/bookings?status=HN&sort=date',
        rows: page.items.map((one) =>
          row(one.id, one.awb, {
            detail: `${one.flight} ${one.departure}–${one.arrival}${namesClient && one.contractor ? ` · ${one.contractor}` : ''}`,
            status: one.status,
            at: one.std,
            link: `/shipments/${one.shipmentId}`,
          }),
        ),
      };
    },
  };
}
