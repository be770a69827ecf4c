import { and, asc, desc, eq, gte, isNotNull, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { generateCimp, parseCimp } from '@shared/messaging/cimp';
import type { Ffa, FfaLeg } from '@shared/messaging/cimp/ffa';
import type { Reference } from '@shared/messaging/cimp/ffr';
import { cimpText } from '@shared/messaging/cimp/latin';
import type { ShipmentTelegram, ShipmentTelegramPreview } from '@shared/messaging/shipment-telegrams-api';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, bookings, cimpTelegrams, flightLegs, flights, letters, outgoingSettings, shipments } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { dayMonth } from './flight-telegrams';
import { buildFwb } from './fwb-build';
import { copiesOf, forEachSetting, writeLetters, type Setting } from './letter-writing';

// A shipment's FFA from its info page (section 2's "FFA send"): the airline's answer to the
// booking, leg by leg as the booking engine answered it, sent by the outgoing FFA settings of the
// shipment's origin; and its FWB, on demand and once issued. It quotes the REF of the FFR it answers when the booking came by telegram;
// a booking made in the cabinet is answered under the airline's own booking office's reference.

type ShipmentRow = typeof shipments.$inferSelect;

/** The airline's shipment, for its staff; 403 for anyone else, 404 when it is not the airline's. */
async function staffShipment(db: Database, user: SessionContext, id: number): Promise<ShipmentRow> {
  if (user.airlineId === null) throw new ForbiddenError();
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.airlineId, user.airlineId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** The REF of the last FFR received for this AWB, if one read. */
async function requestReference(db: Database, airlineId: number, awb: string): Promise<Reference | null> {
  const [request] = await db
    .select({ text: cimpTelegrams.text })
    .from(cimpTelegrams)
    .where(and(eq(cimpTelegrams.airlineId, airlineId), eq(cimpTelegrams.direction, 'IN'), eq(cimpTelegrams.type, 'FFR'), eq(cimpTelegrams.awb, awb)))
    .orderBy(desc(cimpTelegrams.createdAt))
    .limit(1);
  if (!request) return null;
  try {
    const read = parseCimp(request.text);
    return read.type === 'FFR' ? read.reference : null;
  } catch {
    return null;
  }
}

/** The shipment's FFA: its consignment, and each leg it was booked on with the answer it holds (a cancelled one XX). */
export async function buildFfa(db: Database, row: ShipmentRow): Promise<{ ffa: Ffa; carrier: string; first: FfaLeg }> {
  const awb = `${row.awbPrefix}-${row.awbSerial}`;
  const legs = await db
    .select({ legId: bookings.legId, status: bookings.status, cancelledAt: bookings.cancelledAt, carrier: airlines.iata, number: flights.number, departureDate: flightLegs.departureDate, departure: flightLegs.departure, arrival: flightLegs.arrival })
    .from(bookings)
    .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(eq(bookings.shipmentId, row.id))
    .orderBy(asc(bookings.seq), asc(bookings.id));
  // A leg booked again after a cancellation answers with its latest booking.
  const latest = new Map(legs.map((leg) => [leg.legId, leg]));
  const answered: FfaLeg[] = [...latest.values()].map((leg) => ({
    carrier: leg.carrier,
    number: leg.number,
    date: dayMonth(leg.departureDate),
    departure: leg.departure,
    arrival: leg.arrival,
    spaceCode: leg.cancelledAt ? 'XX' : leg.status,
  }));
  if (!answered.length) throw new AppError(409, 'resources/letters:errors.noBookings', { params: { awb } });
  const carrier = [...latest.values()][0]!.carrier;
  const goods = cimpText(row.cargoName, 15);
  const reference = (await requestReference(db, row.airlineId, awb)) ?? { office: `${row.origin}FF${carrier.slice(0, 2)}`, fileReference: awb };
  const ffa: Ffa = {
    type: 'FFA',
    version: 4,
    consignment: {
      awb,
      origin: row.origin,
      destination: row.destination,
      shipmentCode: 'T',
      pieces: row.pieces,
      weightUnit: 'K',
      weight: Math.max(0.1, Math.round(row.weight * 10) / 10),
      ...(row.volume && row.volume > 0 ? { volume: { unit: 'MC' as const, value: Math.round(row.volume * 100) / 100 || 0.01 } } : {}),
      ...(goods ? { goods } : {}),
    },
    shc: row.shc.filter((code) => /^[A-Z]{3}$/.test(code)).slice(0, 9),
    flights: answered.slice(0, 12),
    ssr: [],
    osi: [],
    reference,
  };
  return { ffa, carrier, first: answered[0]! };
}

/** The active FFA settings of the shipment's origin, for its contract or for every client. */
async function settingsFor(db: Database, row: ShipmentRow, type: ShipmentTelegram): Promise<Setting[]> {
  return db
    .select()
    .from(outgoingSettings)
    .where(
      and(
        eq(outgoingSettings.airlineId, row.airlineId),
        eq(outgoingSettings.airport, row.origin),
        eq(outgoingSettings.type, type),
        eq(outgoingSettings.active, true),
        eq(outgoingSettings.format, 'CIMP'),
        row.contractId === null ? isNull(outgoingSettings.contractId) : or(isNull(outgoingSettings.contractId), eq(outgoingSettings.contractId, row.contractId)),
      ),
    )
    .orderBy(outgoingSettings.id);
}

/** The telegram of this type as it goes by these settings: one text per FWB version they ask for. */
async function textsFor(db: Database, row: ShipmentRow, type: ShipmentTelegram, settings: readonly Setting[], now: Date) {
  if (type === 'FFA') {
    const { ffa, carrier, first } = await buildFfa(db, row);
    const text = generateCimp(ffa);
    return [{ version: 4, text, settings, values: { company: carrier, flight: first.number, date: first.date } }];
  }
  if (row.issuedAt === null) throw new AppError(409, 'resources/letters:errors.fwbNotIssued', { params: { awb: `${row.awbPrefix}-${row.awbSerial}` } });
  const versions = [...new Set(settings.map((setting) => setting.version))];
  // The subject's {date}: the first booked leg's departure day.
  const [leg] = await db
    .select({ date: flightLegs.departureDate })
    .from(bookings)
    .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
    .where(and(eq(bookings.shipmentId, row.id), isNull(bookings.cancelledAt)))
    .orderBy(asc(bookings.part), asc(bookings.seq))
    .limit(1);
  return Promise.all(
    (versions.length ? versions : [16]).map(async (version) => {
      const fwb = await buildFwb(db, row, version === 17 ? 17 : 16, now);
      const first = fwb.flights[0];
      return {
        version,
        text: generateCimp(fwb),
        settings: settings.filter((setting) => setting.version === version),
        values: { company: first?.carrier ?? '', flight: first?.number ?? '', date: leg ? dayMonth(leg.date) : '' },
      };
    }),
  );
}

export async function previewShipmentTelegram(db: Database, user: SessionContext, id: number, type: ShipmentTelegram): Promise<ShipmentTelegramPreview> {
  const row = await staffShipment(db, user, id);
  const settings = await settingsFor(db, row, type);
  const [first] = await textsFor(db, row, type, settings.slice(0, 1), new Date());
  return {
    type,
    awb: `${row.awbPrefix}-${row.awbSerial}`,
    text: first!.text,
    addressees: settings.map((setting) => ({ settingId: setting.id, protocol: setting.protocol, recipients: setting.recipients, copy: copiesOf(setting) })),
  };
}

/** Writes a shipment's telegram for these settings; an FWB starts the AWB's correction time after sending. */
export async function queueShipmentTelegram(tx: Database, row: ShipmentRow, type: ShipmentTelegram, settings: readonly Setting[], createdBy: number | null, now = new Date()): Promise<number[]> {
  const awb = `${row.awbPrefix}-${row.awbSerial}`;
  const written: number[] = [];
  for (const one of await textsFor(tx, row, type, settings, now)) {
    if (!one.settings.length) continue;
    written.push(
      ...(await writeLetters(
        tx,
        { airlineId: row.airlineId, type, version: one.version, values: { ...one.values, departure: row.origin, receipt: awb }, fallbackSubject: `${type} ${awb}`, awb, note: awb },
        [one.text],
        one.settings,
        createdBy,
      )),
    );
  }
  if (type === 'FWB' && written.length && row.fwbSentAt === null) await tx.update(shipments).set({ fwbSentAt: now }).where(eq(shipments.id, row.id));
  return written;
}

export async function sendShipmentTelegram(db: Database, user: SessionContext, id: number, type: ShipmentTelegram): Promise<{ letters: number[] }> {
  const ids = await db.transaction(async (tx) => {
    const row = await staffShipment(tx, user, id);
    const settings = await settingsFor(tx, row, type);
    if (!settings.length) throw new AppError(409, 'resources/letters:errors.noSetting', { params: { type, airport: row.origin } });
    return queueShipmentTelegram(tx, row, type, settings, user.userId);
  });
  return { letters: ids };
}

/** A shipment's AWB as letters name it (`298-12345675`). */
const AWB_OF_SHIPMENT = sql`${shipments.awbPrefix} || '-' || ${shipments.awbSerial}`;

/** The live shipments a setting sends for: its airline's, leaving its airport, under its contract if it names one, not refunded. */
const ofSetting = (setting: Setting): SQL =>
  and(
    eq(shipments.airlineId, setting.airlineId),
    eq(shipments.origin, setting.airport),
    isNull(shipments.refundedAt),
    setting.contractId === null ? undefined : eq(shipments.contractId, setting.contractId),
  )!;

/**
 * The FWB of every AWB issued at a setting's airport since the setting was made, once per setting:
 * run with the interval timer. An AWB whose FWB cannot be written yet (a party incomplete) is
 * tried again on the next run.
 */
export async function sendDueWaybills(db: Database, now = new Date()): Promise<number> {
  return forEachSetting(db, ['FWB'], undefined, async (tx, setting) => {
      const due = await tx
        .select()
        .from(shipments)
        .where(
          and(
            ofSetting(setting),
            isNotNull(shipments.issuedAt),
            gte(shipments.issuedAt, setting.createdAt),
            notExists(tx.select({ id: letters.id }).from(letters).where(and(eq(letters.settingId, setting.id), eq(letters.telegramType, 'FWB'), eq(letters.awb, AWB_OF_SHIPMENT)))),
          ),
        )
        .orderBy(asc(shipments.issuedAt))
        .limit(100);
      let count = 0;
      for (const row of due) {
        try {
          // A savepoint: an AWB that cannot be written yet leaves the others' letters.
          count += (await tx.transaction((savepoint) => queueShipmentTelegram(savepoint, row, 'FWB', [setting], null, now))).length;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      return count;
  });
}

/**
 * The FFA of every shipment whose booking's answers changed since the setting last sent it (a
 * booking made, answered, wait-listed, confirmed from the wait list, cancelled, re-measured), for
 * the FFA settings of its origin: run with the interval timer. Changes from before the setting was
 * made are history.
 */
export async function sendDueAnswers(db: Database, now = new Date()): Promise<number> {
  return forEachSetting(db, ['FFA'], undefined, async (tx, setting) => {
      const lastSent = tx
        .select({ at: sql`max(${letters.createdAt})` })
        .from(letters)
        .where(and(eq(letters.settingId, setting.id), eq(letters.telegramType, 'FFA'), eq(letters.awb, AWB_OF_SHIPMENT)));
      const due = await tx
        .select()
        .from(shipments)
        .where(
          and(
            ofSetting(setting),
            sql`exists (select 1 from ${bookings} where ${bookings.shipmentId} = ${shipments.id} and ${bookings.updatedAt} >= ${setting.createdAt.toISOString()} and ${bookings.updatedAt} > coalesce((${lastSent}), '-infinity'::timestamptz))`,
          ),
        )
        .orderBy(asc(shipments.id))
        .limit(100);
      let count = 0;
      for (const row of due) count += (await queueShipmentTelegram(tx, row, 'FFA', [setting], null, now)).length;
      return count;
  });
}
