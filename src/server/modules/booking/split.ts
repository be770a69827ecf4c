import { and, inArray, sql } from 'drizzle-orm';
import type { BookingSplitBody, BookingSplitPart } from '@shared/booking/booking';
import type { BookingStatus } from '@shared/constants';
import { messageRef, type FieldMessages } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import { queryRows, type Database } from '../../db/client';
import { bookingHistory, bookings, type shipments } from '../../db/schema';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import { changeLegLoads, lockSaleLegs, type SaleLeg } from '../flights';
import { answerLegs, cargoProblems, flightGone, isHeavy, legsOf, onSale } from './book';
import { legValues } from './booking-write';
import { loadBookingHandbooks, priorityOf } from './booking-rules';
import { legLoadChange, legsFreed, perLeg } from './leg-load';
import { offerWaitList, releaseIfDone } from './lifecycle';
import { liveBooking, shipmentWithLiveBookings } from './live-bookings';

// POST /api/bookings/shipments/id-{id}/split: a shipment's booking split into parts (section 2's
// "split a booking"; e.g. some of the pieces on a later flight). The parts' pieces and weight add
// up to the shipment's; each part flies on the flights booked now or on others of the same origin
// and destination. In one transaction (old and new legs locked together, in id order) the old
// bookings are released (history 'split'), then each part is answered anew on its legs by the
// booking rules and the room its earlier parts left, and written as bookings of its own
// (`part` 1..n, `seq` within the part). The air waybill's price is the consignment's, so the price
// and the money held stay as they are, unless no part is alive (all refused): then the hold goes
// back. After the commit the room freed is offered to the wait lists of the legs that lost load.
//
// The shipment's dimension rows cannot be shared out among the parts (which pieces go where is not
// said), so a part is checked on its weight and volume against each leg and on the SHC settings,
// not piece by piece against the hold doors; the shipment's rows were checked when it was booked.

type Shipment = typeof shipments.$inferSelect;
interface LiveBooking {
  id: number;
  legId: number;
  part: number;
}
/** One part's cargo as its bookings hold it. */
interface PartCargo {
  pieces: number;
  weight: number;
  volume: number;
  heavy: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export async function splitShipment(db: Database, user: SessionContext, shipmentId: number, body: BookingSplitBody, at = new Date()): Promise<number> {
  const { shipment, live } = await shipmentWithLiveBookings(db, user, shipmentId, nothingToSplit);
  const contractId = shipment.contractId;

  const handbooks = await loadBookingHandbooks(db, shipment.airlineId);
  if (!handbooks) throw new NotFoundError();
  const cargo = partsCargo(shipment, body.parts, handbooks.heavyCargoWeight);
  const routes: SaleLeg[][] = [];
  const problems: FieldMessages = {};
  for (const [i, part] of body.parts.entries()) {
    const legs = await partLegs(db, shipment, live, part, i, at.getTime());
    routes.push(legs);
    const found = cargoProblems({ shc: shipment.shc, dimensions: [], pieces: cargo[i]!.pieces, weight: cargo[i]!.weight }, cargo[i]!.volume, legs, handbooks);
    // Dimensions the shipment has were checked when it was booked; they are not the parts' to give.
    if (shipment.dimensions.length) delete found.dimensions;
    Object.assign(problems, prefixed(found, i));
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);

  const freed = await db.transaction(async (tx) => {
    const locked = new Map((await lockSaleLegs(db, tx, [...live.map((b) => b.legId), ...routes.flat().map((leg) => leg.id)])).map((leg) => [leg.id, leg]));
    if (routes.flat().some((leg) => !locked.has(leg.id) || !onSale(locked.get(leg.id)!, Date.now()))) throw flightGone();
    const old = await tx
      .select()
      .from(bookings)
      .where(and(inArray(bookings.id, live.map((b) => b.id)), liveBooking()))
      .for('update');
    // Cancelled or moved by someone else since it was read: nothing of what was asked is left to split.
    if (!old.length) throw nothingToSplit();

    // The old bookings go first, so the parts' room counts what the whole shipment held.
    const released = old.map((b) => ({ legId: b.legId, ...legLoadChange(b, b.status, null) }));
    await changeLegLoads(tx, perLeg(released));
    await tx.update(bookings).set({ cancelledAt: at, updatedAt: at }).where(inArray(bookings.id, old.map((b) => b.id)));
    await tx.insert(bookingHistory).values(old.map((b) => ({ shipmentId, bookingId: b.id, action: 'split' as const, fromStatus: b.status, userId: user.userId })));

    // Each part answered on its legs as the earlier parts left them (their counters and quota use written).
    const source = user.airlineId !== null ? 'airline' : 'cabinet';
    const priority = priorityOf(handbooks, shipment.product ?? 'GCR');
    const added: typeof released = [];
    const statuses: BookingStatus[] = [];
    for (const [i, part] of cargo.entries()) {
      const fresh = new Map((await lockSaleLegs(db, tx, routes[i]!.map((leg) => leg.id))).map((leg) => [leg.id, leg]));
      const answers = await answerLegs(
        tx,
        routes[i]!.map((leg) => fresh.get(leg.id)!),
        contractId,
        handbooks,
        { shc: shipment.shc, weight: part.weight, volume: part.volume, heavy: part.heavy },
        at,
      );
      const rows = await queryRows<{ id: number; leg_id: number; status: BookingStatus }>(
        tx,
        sql`insert into ${bookings} (airline_id, shipment_id, leg_id, part, seq, status, source, priority, pieces, weight, volume, quota_id, latest_acceptance, answered_at)
          select ${shipment.airlineId}, ${shipmentId}, v.leg_id, ${i + 1}::int, v.seq, v.status, ${source}::booking_source, ${priority}, ${part.pieces}, ${part.weight}, ${part.volume}, v.quota_id, v.latest, v.answered
          from (values ${sql.join(
            answers.map((answer, seq) => legValues(answer, seq + 1, at)),
            sql`, `,
          )}) as v(leg_id, seq, status, quota_id, latest, answered)
          returning id, leg_id, status`,
      );
      await tx.insert(bookingHistory).values(rows.map((row) => ({ shipmentId, bookingId: row.id, action: 'split' as const, toStatus: row.status, userId: user.userId })));
      const changes = rows.map((row) => ({ legId: row.leg_id, ...legLoadChange(part, null, row.status) }));
      await changeLegLoads(tx, perLeg(changes));
      added.push(...changes);
      statuses.push(...rows.map((row) => row.status));
    }
    // The consignment's price stays held while any part is alive; every part refused gives it back.
    if (statuses.every((status) => status === 'UU')) await releaseIfDone(tx, shipmentId, user.userId);
    return legsFreed([...released, ...added]);
  });
  for (const legId of freed) await offerWaitList(db, legId);
  return shipmentId;
}

const nothingToSplit = () => new AppError(409, 'booking:refusals.nothingToSplit');

/** A part's field messages under `parts.{i}.`. */
const prefixed = (fields: FieldMessages, i: number): FieldMessages => Object.fromEntries(Object.entries(fields).map(([key, message]) => [`parts.${i}.${key}`, message]));

/**
 * The parts' cargo: pieces and weight (to 0.1 kg) adding up to the shipment's, else refused on
 * `parts`. A part's volume left out is its weight's share of the shipment's (to 0.001 m³); when
 * every part leaves it out the last takes the remainder, so the parts add up to the shipment's.
 * A part is heavy when its average piece is, or when the shipment has a heavy piece and the part
 * weighs enough to carry it (which pieces go where is not said).
 */
function partsCargo(shipment: Shipment, parts: readonly BookingSplitPart[], heavyLimit: number | null): PartCargo[] {
  const pieces = parts.reduce((sum, part) => sum + part.pieces, 0);
  const weights = parts.map((part) => round1(part.weight));
  const weight = round1(weights.reduce((sum, w) => sum + w, 0));
  if (pieces !== shipment.pieces) throw new ValidationError({ parts: messageRef('booking:refusals.splitPieces', { parts: pieces, pieces: shipment.pieces }) });
  if (Math.round(weight * 10) !== Math.round(shipment.weight * 10)) {
    throw new ValidationError({ parts: messageRef('booking:refusals.splitWeight', { parts: weight, weight: round1(shipment.weight) }) });
  }
  const total = shipment.volume ?? 0;
  const volumes = parts.map((part, i) => part.volume ?? round3((total * weights[i]!) / weight));
  if (parts.every((part) => part.volume === null)) {
    volumes[volumes.length - 1] = Math.max(0, round3(total - volumes.slice(0, -1).reduce((sum, v) => sum + v, 0)));
  }
  const shipmentHeavy = isHeavy(shipment, heavyLimit);
  return parts.map((part, i) => ({
    pieces: part.pieces,
    weight: weights[i]!,
    volume: volumes[i]!,
    heavy: isHeavy({ dimensions: [], pieces: part.pieces, weight: weights[i]! }, heavyLimit) || (shipmentHeavy && heavyLimit !== null && weights[i]! > heavyLimit),
  }));
}

/**
 * A part's legs in the order flown: its variant's or those named (joined, still sold, from the
 * shipment's origin to its destination), or left out, the flights its part is booked on now (the
 * shipment's until it is split; a new part, those of the first part booked).
 */
async function partLegs(db: Database, shipment: Shipment, live: readonly LiveBooking[], part: BookingSplitPart, i: number, now: number): Promise<SaleLeg[]> {
  let legIds = part.legIds;
  if (!part.variantId && !legIds.length) {
    const own = live.filter((b) => b.part === i + 1);
    legIds = (own.length ? own : live.filter((b) => b.part === live[0]!.part)).map((b) => b.legId);
  }
  try {
    const { legs } = await legsOf(db, shipment.airlineId, { variantId: part.variantId, legIds }, now);
    if (legs[0]!.departure !== shipment.origin || legs[legs.length - 1]!.arrival !== shipment.destination) throw new ValidationError({ legIds: 'booking:refusals.otherRoute' });
    return legs;
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(prefixed(error.options.fields ?? {}, i));
    throw error;
  }
}
