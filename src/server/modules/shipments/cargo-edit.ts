import { eq } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { money, type Currency } from '@shared/money';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import type { CargoEditBody } from '@shared/shipments/actions';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError, ForbiddenError } from '../../errors';
import { assertAgreedPrice, remeasureShipment } from '../booking';
import { charge, credit, placeHold, releaseHold } from '../finance';
import { getAirlineSettings } from '../settings';
import { recordHistory, type Change } from './history';
import { awbOf, reachShipment, routeContext, type ShipmentRow } from './scope';

// PUT /api/shipments/id-{id}/cargo (section 2's edit booking): the booked cargo changed on the same
// flights, until the terminal has accepted it. The bookings carry it and are answered anew as the
// terminal's measure would have them (the booking area's remeasure: past the auto-confirm limit the
// airline answers again); the price made anew is agreed first (701, the transaction undone); the
// money follows: before the issue the hold is replaced, after it the difference is charged or given back.

export async function editCargo(db: Database, user: SessionContext, id: number, body: CargoEditBody): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await reachShipment(tx, user, id, true);
    if (!can(user.abilities, SHIPMENT_ABILITIES.change, routeContext(row))) throw new ForbiddenError();
    await changeCargo(db, tx, row, body, user.userId);
  });
}

/**
 * The booked cargo changed, in the caller's transaction with the shipment locked and the caller's
 * right checked (the screen's edit, an FWB telegram): the shipment's own rules (not once accepted or
 * refunded, the new price agreed) refuse with the screen's errors. `db` is the database the legs'
 * handbooks are cached for (the transaction itself will do).
 */
export async function changeCargo(db: Database, tx: Database, row: ShipmentRow, body: CargoEditBody, userId: number | null): Promise<Change[]> {
  const id = row.id;
  if (row.refundedAt !== null || row.status === 'accepted') throw new AppError(409, 'shipments:awb.errors.transition', { params: { status: row.status } });
  const carried = { pieces: row.pieces, weight: row.weight, volume: row.volume ?? 0 };
  const next = { pieces: body.pieces, weight: body.weight, volume: body.volume ?? carried.volume };
  const changes: Change[] = (['pieces', 'weight', 'volume'] as const).filter((key) => next[key] !== carried[key]).map((key) => ({ field: key, before: carried[key], after: next[key] }));
  if (!changes.length) return changes;

  const settings = await getAirlineSettings(tx, row.airlineId);
  const remeasured = await remeasureShipment(db, tx, id, carried, next, settings?.autoConfirmWeightIncreasePercent ?? null, userId);
  const price = remeasured.price;
  const update: Partial<typeof shipments.$inferInsert> = { pieces: next.pieces, weight: next.weight, volume: next.volume };
  if (price && row.priceAmount !== null && row.contractId !== null && price.total !== row.priceAmount) {
    assertAgreedPrice(price, body.price ?? { currency: row.priceCurrency ?? price.currency, total: row.priceAmount });
    const cause = { shipmentId: id, userId, description: `AWB ${awbOf(row)}` };
    if (row.status === 'not_issued') {
      if (row.holdId !== null) await releaseHold(tx, row.holdId, { ...cause, description: 'booking changed' });
      const { holdId } = await placeHold(tx, row.contractId, money(price.total, price.currency as Currency), cause);
      update.holdId = holdId;
    } else {
      const difference = price.total - row.priceAmount;
      if (difference > 0) await charge(tx, row.contractId, money(difference, price.currency as Currency), cause);
      else await credit(tx, row.contractId, 'refund', money(-difference, price.currency as Currency), cause);
    }
    Object.assign(update, { priceAmount: price.total, chargeableWeight: price.chargeableWeight, charges: price.charges });
    changes.push({ field: 'price', before: row.priceAmount, after: price.total });
  }
  if (remeasured.waiting) changes.push({ field: 'bookings', before: 'KK', after: 'HN' });
  await tx.update(shipments).set(update).where(eq(shipments.id, id));
  await recordHistory(tx, { shipmentId: id, userId, action: 'cargo', changes });
  return changes;
}
