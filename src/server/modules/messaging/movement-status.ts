import { eq } from 'drizzle-orm';
import { utcToLocal } from '@shared/flights';
import type { FsuStatus } from '@shared/messaging/cimp/fsu';
import type { Database } from '../../db/client';
import { flightLegs, type movements, type shipments } from '../../db/schema';
import { airportFacts } from '../flights';
import { dayMonth } from './flight-telegrams';

// A movement as the status line an FSU carries: the one mapping the FSU sender and the ONE Record
// logistics events both read (through the messaging face), so a telegram and an event about the
// same movement cannot disagree on its code, its local time or its airport.

export type MovementRow = typeof movements.$inferSelect;
type ShipmentFacts = Pick<typeof shipments.$inferSelect, 'pieces' | 'route'>;

const FLIGHT = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/;

/** A movement as an FSU status line; null for a discrepancy (DIS), whose code the cabinet does not keep, or a flight status without its flight. */
export function statusLineOf(movement: MovementRow, shipment: ShipmentFacts, arrival: string | null, zone: string | null): FsuStatus | null {
  const local = zone ? utcToLocal(movement.occurredAt, zone) : { date: movement.occurredAt.toISOString().slice(0, 10), time: movement.occurredAt.toISOString().slice(11, 16) };
  const date = dayMonth(local.date);
  const time = local.time.replace(':', '');
  const quantity = {
    shipmentCode: movement.pieces === shipment.pieces ? ('T' as const) : ('P' as const),
    pieces: movement.pieces,
    weightUnit: 'K' as const,
    weight: Math.max(0.1, Math.round(movement.weight * 10) / 10),
  };
  const flightMatch = FLIGHT.exec(movement.flight ?? '');
  const flight = flightMatch ? { carrier: flightMatch[1]!, number: flightMatch[2]! } : null;
  switch (movement.status) {
    case 'PRE':
    case 'MAN':
    case 'DEP':
      if (!flight || !arrival) return null;
      return { code: movement.status, flight, date, departure: movement.place, arrival, ...quantity };
    case 'ARR':
    case 'RCF':
      if (!flight) return null;
      return { code: movement.status, flight, date, time, airport: movement.place, ...quantity };
    case 'RCS':
    case 'FOH':
    case 'NFD':
    case 'AWD':
    case 'DLV':
      return { code: movement.status, date, time, airport: movement.place, ...quantity };
    default:
      return null;
  }
}

/** Where a movement's flight goes next: its leg's arrival, else the next airport of the shipment's route. */
export async function arrivalOf(tx: Database, movement: MovementRow, shipment: ShipmentFacts): Promise<string | null> {
  if (movement.legId !== null) {
    const [leg] = await tx.select({ arrival: flightLegs.arrival }).from(flightLegs).where(eq(flightLegs.id, movement.legId));
    if (leg) return leg.arrival;
  }
  const at = shipment.route.indexOf(movement.place);
  return at >= 0 ? (shipment.route[at + 1] ?? null) : null;
}

export interface MovementStatus {
  movement: MovementRow;
  /** The FSU status line the movement is sent as; null when no FSU carries it. */
  line: FsuStatus | null;
  /** The IANA zone of its airport (the line's local date and time are in it); null when unknown (UTC). */
  zone: string | null;
  /** Where its flight goes next (PRE, MAN, DEP). */
  arrival: string | null;
}

/** A shipment's movements as their FSU status lines, each in its airport's local time. */
export async function movementStatuses(tx: Database, shipment: ShipmentFacts, rows: readonly MovementRow[]): Promise<MovementStatus[]> {
  const zones = await airportFacts(tx, rows.map((row) => row.place));
  const answer: MovementStatus[] = [];
  for (const movement of rows) {
    const zone = zones.get(movement.place)?.zone ?? null;
    const arrival = await arrivalOf(tx, movement, shipment);
    answer.push({ movement, line: statusLineOf(movement, shipment, arrival, zone), zone, arrival });
  }
  return answer;
}
