import { and, eq, isNull, ne } from 'drizzle-orm';
import { can } from '@shared/abilities';
import type { AwbAcceptBody } from '@shared/shipments/actions';
import { ISSUE_REQUIRED_PARTIES, ISSUE_REQUIRED_PARTY_FIELDS } from '@shared/shipments/awb';
import { AWB_TRANSITIONS, mayPerformAwb, type AwbAction } from '@shared/shipments/lifecycle';
import { money, type Currency } from '@shared/money';
import { M, type FieldMessages } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { balanceHolds, bookings, shipments } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import { remeasureShipment } from '../booking';
import { charge, credit } from '../finance';
import { getAirlineSettings } from '../settings';
import { emitShipmentWebhook } from '../webhooks';
import { recordHistory, type Change } from './history';
import { awbOf, reachShipment, routeContext, type ShipmentRow } from './scope';

// The AWB's actions of section 4 (the lifecycle's table, src/shared/shipments/lifecycle.ts): each
// allowed only from the status the table names and to whom it names, each in one transaction with
// the shipment locked (two members of staff acting at once cannot both move it) and its history line.

type Reached = ShipmentRow & { marker: string };

/** The shipment locked, if the action is the caller's to take and the AWB's status allows it. */
async function actionable(tx: Database, user: SessionContext, id: number, action: AwbAction): Promise<Reached> {
  const row = await reachShipment(tx, user, id, true);
  const transition = AWB_TRANSITIONS[action];
  if ((transition.staffOnly && user.airlineId === null) || !can(user.abilities, transition.ability, routeContext(row))) throw new ForbiddenError();
  if (row.refundedAt !== null || !mayPerformAwb(action, row.status)) {
    throw new AppError(409, 'shipments:awb.errors.transition', { params: { status: row.status } });
  }
  return row;
}

const statusChange = (row: ShipmentRow, action: AwbAction): Change => ({ field: 'status', before: row.status, after: AWB_TRANSITIONS[action].to });

/** What the FWB and the form need before the issue: the shipper's and consignee's name, street, city and country. */
export function issueProblems(participants: ShipmentRow['participants']): FieldMessages {
  const problems: FieldMessages = {};
  for (const role of ISSUE_REQUIRED_PARTIES) {
    const party = participants[role];
    for (const field of ISSUE_REQUIRED_PARTY_FIELDS) if (!party?.[field]) problems[`participants.${role}.${field}`] = M.required;
  }
  return problems;
}

/** Issue: the data complete and the consent agreed; the price held at booking charged instead; the correction time starts. */
export async function issueAwb(db: Database, user: SessionContext, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await actionable(tx, user, id, 'issue');
    const problems = issueProblems(row.participants);
    if (Object.keys(problems).length) throw new ValidationError(problems);
    const [alive] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.shipmentId, id), isNull(bookings.cancelledAt), ne(bookings.status, 'UU')))
      .limit(1);
    if (!alive) throw new AppError(409, 'shipments:awb.errors.noBooking');
    if (row.priceAmount === null || row.priceCurrency === null || row.contractId === null) throw new AppError(409, 'shipments:awb.errors.noPrice');
    // The hold placed at booking is converted: its money back and the price charged, in this transaction.
    const [hold] = row.holdId !== null ? await tx.select({ status: balanceHolds.status }).from(balanceHolds).where(eq(balanceHolds.id, row.holdId)) : [];
    await charge(tx, row.contractId, money(row.priceAmount, row.priceCurrency as Currency), {
      ...(hold?.status === 'open' ? { holdId: row.holdId! } : {}),
      shipmentId: id,
      userId: user.userId,
      description: `AWB ${awbOf(row)}`,
    });
    await tx.update(shipments).set({ status: 'issued', issuedAt: now, holdId: null }).where(eq(shipments.id, id));
    await recordHistory(tx, { shipmentId: id, userId: user.userId, action: 'issue', changes: [statusChange(row, 'issue')], comment: null });
    await emitShipmentWebhook(tx, id, 'awb.issued', { status: 'issued', issuedAt: now.toISOString(), price: { amount: row.priceAmount, currency: row.priceCurrency } });
  });
}

/** Confirm, undo confirm, unaccept: the status moves, with the staff's comment. */
export async function moveAwb(db: Database, user: SessionContext, id: number, action: 'confirm' | 'undoConfirm' | 'unaccept', comment: string | null, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await actionable(tx, user, id, action);
    const to = AWB_TRANSITIONS[action].to;
    await tx
      .update(shipments)
      .set({ status: to, ...(action === 'confirm' ? { confirmedAt: now } : {}), ...(action === 'undoConfirm' ? { confirmedAt: null } : {}), ...(action === 'unaccept' ? { acceptedAt: null } : {}) })
      .where(eq(shipments.id, id));
    await recordHistory(tx, { shipmentId: id, userId: user.userId, action, changes: [statusChange(row, action)], comment });
  });
}

/**
 * Accept: the terminal's measured cargo. Measured as carried (the last measure, else as booked),
 * nothing moves; otherwise the bookings carry the measured cargo (the booking area re-answers them:
 * past the auto-confirm limit the airline answers again), and the price made anew for it is
 * charged, or given back, by the difference.
 */
export async function acceptAwb(db: Database, user: SessionContext, id: number, body: AwbAcceptBody, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await actionable(tx, user, id, 'accept');
    const carried = { pieces: row.measuredPieces ?? row.pieces, weight: row.measuredWeight ?? row.weight, volume: row.measuredVolume ?? row.volume ?? 0 };
    const measured = { pieces: body.pieces, weight: body.weight, volume: body.volume ?? carried.volume };
    const changes: Change[] = [statusChange(row, 'accept')];
    const update: Partial<typeof shipments.$inferInsert> = { status: 'accepted', acceptedAt: now, measuredPieces: measured.pieces, measuredWeight: measured.weight, measuredVolume: measured.volume };
    for (const key of ['pieces', 'weight', 'volume'] as const) if (measured[key] !== carried[key]) changes.push({ field: `measured.${key}`, before: carried[key], after: measured[key] });

    if (changes.length > 1) {
      const settings = await getAirlineSettings(tx, row.airlineId);
      const remeasured = await remeasureShipment(db, tx, id, carried, measured, settings?.autoConfirmWeightIncreasePercent ?? null, user.userId);
      const price = remeasured.price;
      if (price && row.priceAmount !== null && row.contractId !== null && price.currency === row.priceCurrency && price.total !== row.priceAmount) {
        const difference = price.total - row.priceAmount;
        const cause = { shipmentId: id, userId: user.userId, description: `AWB ${awbOf(row)}` };
        if (difference > 0) await charge(tx, row.contractId, money(difference, price.currency as Currency), cause);
        else await credit(tx, row.contractId, 'refund', money(-difference, price.currency as Currency), cause);
        changes.push({ field: 'price', before: row.priceAmount, after: price.total });
        Object.assign(update, { priceAmount: price.total, chargeableWeight: price.chargeableWeight, charges: price.charges });
      }
      if (remeasured.waiting) changes.push({ field: 'bookings', before: 'KK', after: 'HN' });
    }
    await tx.update(shipments).set(update).where(eq(shipments.id, id));
    await recordHistory(tx, { shipmentId: id, userId: user.userId, action: 'accept', changes, comment: body.comment });
  });
}
