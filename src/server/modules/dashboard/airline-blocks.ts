import { can } from '@shared/abilities';
import { ACCREDITATION_ABILITIES } from '@shared/accreditations/abilities';
import { BOOKING_ABILITIES } from '@shared/booking/abilities';
import { DASHBOARD_ROWS } from '@shared/dashboard';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { FLIGHT_ABILITIES } from '@shared/flights/abilities';
import { MESSAGING_ABILITIES } from '@shared/messaging/abilities';
import type { SessionContext } from '../../access/sessions';
import { accreditationsWaiting } from '../accreditations';
import { listPayments } from '../finance';
import { listFlights } from '../flights';
import { telegramsInError } from '../messaging';
import { waitingBookingsBlock } from './bookings-block';
import { row, type BlockProvider } from './provider';

// The blocks of the airline's staff, each only with the ability of the screen it links to.

const isStaff = (user: SessionContext): boolean => user.airlineId !== null;

/** Today's and tomorrow's legs in departure order, each with its accepted load against its capacity. */
export const flightsBlock: BlockProvider = {
  kind: 'flights',
  applies: (user) => isStaff(user) && can(user.abilities, FLIGHT_ABILITIES.view),
  async read({ db, user, today, tomorrow }) {
    const page = await listFlights(db, user, FLIGHT_ABILITIES.view, { page: 1, size: DASHBOARD_ROWS, sort: 'std', from: today, to: tomorrow });
    return {
      kind: 'flights',
      count: page.total,
      link: `/flights?from=${today}&to=${tomorrow}`,
      rows: page.items.map((leg) =>
        row(leg.id, `${leg.airline}${leg.number}`, {
          detail: `${leg.departure}–${leg.arrival}`,
          status: leg.status,
          at: leg.stdLocal,
          link: `/flights/${leg.flightId}`,
          load: { booked: leg.load.accepted.weight, capacity: leg.capacity.weight },
        }),
      ),
    };
  },
};

/** Bookings waiting for the airline's answer (HN), the nearest flights first. */
export const bookingsProcessingBlock = waitingBookingsBlock('bookings-processing', (user) => isStaff(user) && can(user.abilities, BOOKING_ABILITIES.bookings.edit), true);

/** Accreditation requests the airline has not answered (new, resubmitted). */
export const accreditationsWaitingBlock: BlockProvider = {
  kind: 'accreditations-waiting',
  applies: (user) => isStaff(user) && can(user.abilities, ACCREDITATION_ABILITIES.view),
  async read({ db, user }) {
    const page = await accreditationsWaiting(db, user, DASHBOARD_ROWS);
    return {
      kind: 'accreditations-waiting',
      count: page.total,
      link: '/accreditations',
      rows: page.items.map((one) => row(one.id, one.name, { status: one.status, at: one.createdAt, link: `/accreditations/${one.id}` })),
    };
  },
};

/** Payments waiting for a person's decision (an unmatched statement line among them), newest first. */
export const paymentsToAssignBlock: BlockProvider = {
  kind: 'payments-to-assign',
  applies: (user) => isStaff(user) && can(user.abilities, FINANCE_ABILITIES.paymentsEdit),
  async read({ db, user }) {
    const page = await listPayments(db, user, { page: 1, size: DASHBOARD_ROWS, sort: '-date', status: 'wait' });
    return {
      kind: 'payments-to-assign',
      count: page.total,
      link: '/payments?status=wait',
      rows: page.items.map((one) => row(one.id, one.number, { detail: one.contractNumber ?? one.payerName, status: one.contractId === null ? 'unmatched' : 'wait', at: one.date, money: one.amount, link: `/payments?status=wait&q=${encodeURIComponent(one.number)}` })),
    };
  },
};

/** Telegrams the cabinet could not read or apply. */
export const telegramsErrorBlock: BlockProvider = {
  kind: 'telegrams-error',
  applies: (user) => isStaff(user) && can(user.abilities, MESSAGING_ABILITIES.cimp.view),
  async read({ db, user }) {
    const page = await telegramsInError(db, user, DASHBOARD_ROWS);
    return {
      kind: 'telegrams-error',
      count: page.total,
      link: '/cimp?filter[status]=error',
      rows: page.items.map((one) => row(one.id, one.type ?? '—', { detail: one.awb, status: one.fault, at: one.createdAt, link: `/cimp/${one.id}` })),
    };
  },
};
