import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MovementBody } from '@shared/shipments/actions';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, bookings, flightLegs, flights, movements } from '../../db/schema';
import { ForbiddenError, ValidationError } from '../../errors';
import { emitShipmentWebhook } from '../webhooks';
import { rightsOf, correctionOf } from './detail';
import { recordHistory } from './history';
import { tellClient } from './notify';
import { reachShipment, type ShipmentRow } from './scope';

// A movement of the cargo (section 4's RCS ... DIS): entered by terminal staff here, and by the
// messaging area from FSU telegrams through addMovement. It shows in the public tracking at once,
// is kept in the shipment's history, and the client's users hear of it (group `booking`).

const HOUR = 3_600_000;
/** Movements on a flight name the leg they happened on: its departure for departures, its arrival otherwise. */
const DEPARTING = new Set(['PRE', 'MAN', 'DEP']);

/** Adds a movement to a shipment, in the caller's transaction (an operator's entry or an FSU telegram). */
export async function addMovement(tx: Database, row: ShipmentRow, movement: MovementBody, userId: number | null, now = new Date()): Promise<void> {
  const problems: Record<string, string> = {};
  const at = movement.time ? new Date(movement.time) : now;
  if (at.getTime() > now.getTime() + HOUR) problems.time = 'shipments:movements.errors.future';
  if (!row.route.includes(movement.place)) problems.place = 'shipments:movements.errors.place';
  if (Object.keys(problems).length) throw new ValidationError(problems);

  let legId: number | null = null;
  if (movement.flight) {
    const end = DEPARTING.has(movement.status) ? flightLegs.departure : flightLegs.arrival;
    const [leg] = await tx
      .select({ id: flightLegs.id })
      .from(bookings)
      .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
      .innerJoin(flights, eq(flights.id, flightLegs.flightId))
      .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
      .where(and(eq(bookings.shipmentId, row.id), isNull(bookings.cancelledAt), eq(end, movement.place), eq(sqlFlight(), movement.flight)))
      .limit(1);
    legId = leg?.id ?? null;
  }
  await tx.insert(movements).values({
    shipmentId: row.id,
    occurredAt: at,
    status: movement.status,
    flight: movement.flight,
    place: movement.place,
    pieces: movement.pieces,
    weight: movement.weight,
    volume: movement.volume,
    legId,
  });
  const line = [movement.status, movement.flight, movement.place].filter(Boolean).join(' ');
  await recordHistory(tx, { shipmentId: row.id, userId, action: 'movement', changes: [{ field: 'movement', before: null, after: line }] });
  await emitShipmentWebhook(tx, row.id, 'movement', { status: movement.status, place: movement.place, flight: movement.flight, occurredAt: at.toISOString(), pieces: movement.pieces, weight: movement.weight, volume: movement.volume });
  await tellClient(tx, row, {
    group: 'booking',
    level: movement.status === 'DIS' ? 'warning' : 'info',
    template: 'shipmentMoved',
    params: { place: movement.place, flight: movement.flight ?? '' },
    pieces: { status: { type: 'bold', textKey: `shipments:movementStatus.${movement.status}` } },
  });
}

/** The flight's designator as the movement names it: the airline's code and the number (UT432). */
const sqlFlight = () => sql`${airlines.iata} || ${flights.number}`;

/** POST /api/shipments/id-{id}/movements: the airline's staff with the right on the shipment's route. */
export async function enterMovement(db: Database, user: SessionContext, id: number, movement: MovementBody): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await reachShipment(tx, user, id, true);
    if (!rightsOf(user, row, await correctionOf(tx, row)).movements) throw new ForbiddenError();
    await addMovement(tx, row, movement, user.userId);
  });
}
