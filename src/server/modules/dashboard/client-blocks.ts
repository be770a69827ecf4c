import { can } from '@shared/abilities';
import { BOOKING_ABILITIES } from '@shared/booking/abilities';
import { DASHBOARD_ROWS } from '@shared/dashboard';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import { NOTIFICATION_GROUPS } from '@shared/notifications/schemas';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import type { SessionContext } from '../../access/sessions';
import { userBalances } from '../finance';
import { countFor } from '../notifications';
import { shipmentsInMovement } from '../shipments';
import { isOnTheWay } from './roles';
import { waitingBookingsBlock } from './bookings-block';
import { row, type BlockProvider } from './provider';

// The blocks of agents and shippers: a client company's users with their contract.

const isClient = (user: SessionContext): boolean => user.airlineId === null && user.contractorId !== null && !isOnTheWay(user);

/** Balance and holds of the caller's contracts, the main one's figures first (financial.balance.user, as the header's balance). */
export const balanceBlock: BlockProvider = {
  kind: 'balance',
  applies: (user) => isClient(user) && can(user.abilities, FINANCE_ABILITIES.userBalance),
  async read({ db, user }) {
    const balances = await userBalances(db, user);
    const main = balances[0];
    return {
      kind: 'balance',
      count: balances.length,
      link: '/balance',
      rows: balances.slice(0, DASHBOARD_ROWS).map((one) => row(one.contractId, one.number, { money: one.money, detail: null })),
      ...(main ? { money: { balance: main.money, held: main.held, available: main.available } } : {}),
    };
  },
};

/** Bookings waiting for the airline's answer (HN), the nearest flights first: the bookings list filtered the same way. */
export const bookingsWaitingBlock = waitingBookingsBlock('bookings-waiting', (user) => isClient(user) && can(user.abilities, BOOKING_ABILITIES.bookings.view), false);

/** Shipments on their way, with the status they are shown in. */
export const shipmentsMovingBlock: BlockProvider = {
  kind: 'shipments-moving',
  applies: (user) => isClient(user) && can(user.abilities, SHIPMENT_ABILITIES.view),
  async read({ db, user }) {
    const page = await shipmentsInMovement(db, user, DASHBOARD_ROWS);
    return {
      kind: 'shipments-moving',
      count: page.total,
      link: '/shipments',
      rows: page.items.map((one) => row(one.id, one.awb, { detail: `${one.origin}–${one.destination}`, status: one.shown, at: one.at, link: `/shipments/${one.id}` })),
    };
  },
};

/** Unread notifications, in all and per group that has any. */
export const notificationsBlock: BlockProvider = {
  kind: 'notifications',
  applies: (user) => isClient(user) && can(user.abilities, NOTIFICATION_ABILITIES.view),
  async read({ db, user }) {
    const counts = await countFor(db, user.userId);
    const groups = NOTIFICATION_GROUPS.filter((group) => counts[group] > 0);
    return {
      kind: 'notifications',
      count: counts.all,
      link: '/notifications',
      rows: groups.slice(0, DASHBOARD_ROWS).map((group) => row(group, group, { status: group, count: counts[group], link: `/notifications/${group}` })),
    };
  },
};
