import { and, asc, eq } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { parseAwb } from '@shared/awb';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { correctionWindow, type CorrectionWindow } from '@shared/shipments/correction';
import { AWB_TRANSITIONS, awbActions } from '@shared/shipments/lifecycle';
import type { RefundBid } from '@shared/shipments/refund';
import type { ShipmentDetail, ShipmentRights } from '@shared/shipments/shipment';
import { shownStatus } from '@shared/shipments/shown-status';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, refundBids, shipmentHistory, shipments, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { getAirlineSettings } from '../settings';
import { bookingsOf, toShipment } from './list';
import { bidsOf } from './refunds';
import { mayOrderService } from './services';
import { attachmentsOf } from './attachments';
import { informingOf, paymentsOf, warehouseOf } from './extras';
import { reachShipment, routeContext, type ShipmentRow } from './scope';
import { movementsOf } from './service';

// One shipment as its page shows it (GET /api/shipments/id-{id}): the list's row with the AWB's
// data, parties, dimensions, bookings, movements, history, the correction time left and what the
// caller may do with it now, so the page offers exactly what the server will allow.

const NO_PARTICIPANTS: ShipmentDetail['participants'] = { shipper: null, consignee: null, expeditor: null, notify: null };

/** The correction window of the shipment under its airline's settings now. */
export async function correctionOf(db: Database, row: ShipmentRow, now = Date.now()): Promise<CorrectionWindow> {
  const settings = await getAirlineSettings(db, row.airlineId);
  return correctionWindow(
    { issuedAt: row.issuedAt?.toISOString() ?? null, fwbSentAt: row.fwbSentAt?.toISOString() ?? null },
    { beforeMinutes: settings?.correctionTimeoutBeforeMinutes ?? null, afterMinutes: settings?.correctionTimeoutAfterMinutes ?? null },
    now,
  );
}

/** What the caller may do now: the AWB's state, the caller's rights on this route, staff or client. */
/** The refund bid waiting, if any: who asked it (its asker may take it back). */
export interface OpenBid {
  createdBy: number | null;
}

export function rightsOf(user: SessionContext, row: ShipmentRow & { marker: string }, correction: CorrectionWindow, openBid: OpenBid | null = null): ShipmentRights {
  const context = routeContext(row);
  const staff = user.airlineId !== null;
  const refunded = row.refundedAt !== null;
  return {
    // Section 2's edit-awb needs `shipment.issue`: a client corrects within the correction time,
    // the airline's staff always (the airline's own correction).
    edit: !refunded && can(user.abilities, SHIPMENT_ABILITIES.issue, context) && (staff || correction.state !== 'over'),
    actions: refunded
      ? []
      : awbActions(row.status).filter((action) => {
          const transition = AWB_TRANSITIONS[action];
          return (!transition.staffOnly || staff) && can(user.abilities, transition.ability, context);
        }),
    movements: staff && !refunded && can(user.abilities, SHIPMENT_ABILITIES.movements, context),
    // Once charged (issued); one bid at a time.
    refund: !refunded && openBid === null && row.status !== 'not_issued' && can(user.abilities, SHIPMENT_ABILITIES.refund, context),
    answerRefund: staff && openBid !== null && can(user.abilities, SHIPMENT_ABILITIES.refundProcess, context),
    // Documents: a client with issue or change, the airline's staff with change; not once refunded.
    attach: !refunded && (can(user.abilities, SHIPMENT_ABILITIES.change, context) || (!staff && can(user.abilities, SHIPMENT_ABILITIES.issue, context))),
    editCargo: !refunded && row.status !== 'accepted' && can(user.abilities, SHIPMENT_ABILITIES.change, context),
    cancelRefund: openBid !== null && (openBid.createdBy === user.userId || (user.contractorId !== null && user.contractorId === row.contractorId)),
    orderService: mayOrderService(user, row),
  };
}

/** The bid waiting for the airline among the shipment's, with its asker. */
async function openBidOf(db: Database, bids: readonly RefundBid[]): Promise<OpenBid | null> {
  const open = bids.find((bid) => bid.status === 'process');
  if (!open) return null;
  const [found] = await db.select({ createdBy: refundBids.createdBy }).from(refundBids).where(eq(refundBids.id, open.id));
  return { createdBy: found?.createdBy ?? null };
}

export async function shipmentDetail(db: Database, user: SessionContext, id: number): Promise<ShipmentDetail> {
  const row = await reachShipment(db, user, id);
  const [[names], booked, moves, history, correction, refunds, attachments, warehouse, payments, informing] = await Promise.all([
    db
      .select({ contractNumber: contracts.number, contractor: contractors.name })
      .from(shipments)
      .leftJoin(contracts, eq(contracts.id, shipments.contractId))
      .leftJoin(contractors, eq(contractors.id, shipments.contractorId))
      .where(eq(shipments.id, row.id)),
    bookingsOf(db, [row.id]),
    movementsOf(db, row.id),
    db
      .select({ at: shipmentHistory.at, user: users.name, action: shipmentHistory.action, changes: shipmentHistory.changes, comment: shipmentHistory.comment })
      .from(shipmentHistory)
      .leftJoin(users, eq(users.id, shipmentHistory.userId))
      .where(eq(shipmentHistory.shipmentId, row.id))
      .orderBy(asc(shipmentHistory.at), asc(shipmentHistory.id)),
    correctionOf(db, row),
    bidsOf(db, row.id),
    attachmentsOf(db, user, row.id),
    warehouseOf(db, row),
    paymentsOf(db, row.id),
    informingOf(db, row.id),
  ]);
  const measured = row.measuredPieces !== null && row.measuredWeight !== null ? { pieces: row.measuredPieces, weight: row.measuredWeight, volume: row.measuredVolume } : null;
  return {
    ...toShipment(row, { shown: shownStatus(row.status, moves), bookings: booked.get(row.id) ?? [], contractNumber: names?.contractNumber ?? null, contractor: names?.contractor ?? null }),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    fwbSentAt: row.fwbSentAt?.toISOString() ?? null,
    participants: { ...NO_PARTICIPANTS, ...row.participants },
    dimensions: row.dimensions.map((d) => ({ pieces: d.pieces, length: d.length, width: d.width, height: d.height, weight: d.weight ?? null })),
    awbData: row.awb,
    measured,
    correction,
    movements: moves,
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    refunds,
    attachments,
    warehouse,
    payments,
    informing,
    can: rightsOf(user, row, correction, await openBidOf(db, refunds)),
  };
}

/** A shipment's id by its AWB number, if the caller reaches it (the notification links open /shipments/{AWB}). */
export async function shipmentIdByAwb(db: Database, user: SessionContext, awb: string): Promise<number> {
  const parsed = parseAwb(awb);
  if (!parsed.ok) throw new NotFoundError('errors:awbNotFound');
  const [found] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.awbPrefix, parsed.awb.prefix), eq(shipments.awbSerial, parsed.awb.serial)));
  if (!found) throw new NotFoundError('errors:awbNotFound');
  // Reached or not, as the id would be: a number outside the caller's scope is not found.
  await reachShipment(db, user, found.id);
  return found.id;
}
