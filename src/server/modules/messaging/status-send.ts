import { and, asc, eq, gte, ne, notExists } from 'drizzle-orm';
import { utcToLocal } from '@shared/flights';
import { generateCimp } from '@shared/messaging/cimp';
import type { Fsu, FsuStatus } from '@shared/messaging/cimp/fsu';
import type { Database } from '../../db/client';
import { airlines, flightLegs, letters, movements, shipments } from '../../db/schema';
import { airportFacts } from '../flights';
import { dayMonth } from './flight-telegrams';
import { forEachSetting, writeLetters, type Setting } from './letter-writing';

// FSU from the cabinet's movements: every movement entered at an airport (by the terminal, or read
// from a received FSU) goes to the active FSU settings of that airport, for the shipment's client
// or every client, once per setting (its letter names the movement). Movements from before the
// setting was made (learnt of before it) are history and are not sent. Run with the interval timer.

/** How many movements one setting sends in one run: a backlog goes out over a few minutes. */
const BATCH = 200;

type Movement = typeof movements.$inferSelect;
type Shipment = typeof shipments.$inferSelect;

const FLIGHT = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/;

/** A movement as an FSU status line; null for a discrepancy (DIS), whose code the cabinet does not keep. */
function statusOf(movement: Movement, shipment: Shipment, arrival: string | null, zone: string | null): FsuStatus | null {
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
async function arrivalOf(tx: Database, movement: Movement, shipment: Shipment): Promise<string | null> {
  if (movement.legId !== null) {
    const [leg] = await tx.select({ arrival: flightLegs.arrival }).from(flightLegs).where(eq(flightLegs.id, movement.legId));
    if (leg) return leg.arrival;
  }
  const at = shipment.route.indexOf(movement.place);
  return at >= 0 ? (shipment.route[at + 1] ?? null) : null;
}

async function sendForSetting(tx: Database, setting: Setting): Promise<number> {
  const [airline] = await tx.select({ iata: airlines.iata }).from(airlines).where(eq(airlines.id, setting.airlineId));
  const due = await tx
    .select({ movement: movements, shipment: shipments })
    .from(movements)
    .innerJoin(shipments, eq(shipments.id, movements.shipmentId))
    .where(
      and(
        eq(shipments.airlineId, setting.airlineId),
        eq(movements.place, setting.airport),
        ne(movements.status, 'DIS'),
        setting.contractId === null ? undefined : eq(shipments.contractId, setting.contractId),
        gte(movements.recordedAt, setting.createdAt),
        notExists(tx.select({ id: letters.id }).from(letters).where(and(eq(letters.settingId, setting.id), eq(letters.movementId, movements.id)))),
      ),
    )
    .orderBy(asc(movements.occurredAt), asc(movements.id))
    .limit(BATCH);
  if (!due.length) return 0;
  const zone = (await airportFacts(tx, [setting.airport])).get(setting.airport)?.zone ?? null;
  let written = 0;
  for (const { movement, shipment } of due) {
    const status = statusOf(movement, shipment, await arrivalOf(tx, movement, shipment), zone);
    if (!status) continue;
    const awb = `${shipment.awbPrefix}-${shipment.awbSerial}`;
    const fsu: Fsu = {
      type: 'FSU',
      version: 15,
      consignment: { awb, origin: shipment.origin, destination: shipment.destination, shipmentCode: 'T', pieces: shipment.pieces, weightUnit: 'K', weight: Math.max(0.1, Math.round(shipment.weight * 10) / 10) },
      statuses: [status],
    };
    const flight = 'flight' in status && status.flight ? status.flight : null;
    written += (
      await writeLetters(
        tx,
        {
          airlineId: setting.airlineId,
          type: 'FSU',
          version: 15,
          values: { company: airline?.iata ?? '', flight: flight?.number ?? '', date: 'date' in status ? status.date : '', departure: movement.place, receipt: awb },
          fallbackSubject: `FSU ${awb} ${movement.status}`,
          awb,
          movementId: movement.id,
          note: `${awb} ${movement.status} ${movement.place}`,
        },
        [generateCimp(fsu)],
        [setting],
        null,
      )
    ).length;
  }
  return written;
}

/** Sends the movements no FSU setting has sent yet; answers how many letters it wrote. */
export const sendDueStatuses = (db: Database): Promise<number> => forEachSetting(db, ['FSU'], undefined, sendForSetting);
