import { and, asc, eq, gte, ne, notExists } from 'drizzle-orm';
import { generateCimp } from '@shared/messaging/cimp';
import type { Fsu } from '@shared/messaging/cimp/fsu';
import type { Database } from '../../db/client';
import { airlines, letters, movements, shipments } from '../../db/schema';
import { airportFacts } from '../flights';
import { forEachSetting, writeLetters, type Setting } from './letter-writing';
import { arrivalOf, statusLineOf } from './movement-status';

// FSU from the cabinet's movements: every movement entered at an airport (by the terminal, or read
// from a received FSU) goes to the active FSU settings of that airport, for the shipment's client
// or every client, once per setting (its letter names the movement). Movements from before the
// setting was made (learnt of before it) are history and are not sent. Run with the interval timer.

/** How many movements one setting sends in one run: a backlog goes out over a few minutes. */
const BATCH = 200;

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
    const status = statusLineOf(movement, shipment, await arrivalOf(tx, movement, shipment), zone);
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
