import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import { generateCimp, parseCimp } from '@shared/messaging/cimp';
import type { Ffa, FfaLeg } from '@shared/messaging/cimp/ffa';
import type { Reference } from '@shared/messaging/cimp/ffr';
import { cimpText } from '@shared/messaging/cimp/latin';
import type { ShipmentTelegram, ShipmentTelegramPreview } from '@shared/messaging/shipment-telegrams-api';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, bookings, cimpTelegrams, flightLegs, flights, outgoingSettings, shipments } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { dayMonth } from './flight-telegrams';
import { copiesOf, writeLetters, type Setting } from './letter-writing';

// A shipment's FFA from its info page (section 2's "FFA send"): the airline's answer to the
// booking, leg by leg as the booking engine answered it, sent by the outgoing FFA settings of the
// shipment's origin. It quotes the REF of the FFR it answers when the booking came by telegram;
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

export async function previewShipmentTelegram(db: Database, user: SessionContext, id: number, type: ShipmentTelegram): Promise<ShipmentTelegramPreview> {
  const row = await staffShipment(db, user, id);
  const [{ ffa }, settings] = await Promise.all([buildFfa(db, row), settingsFor(db, row, type)]);
  return {
    type,
    awb: ffa.consignment.awb,
    text: generateCimp(ffa),
    addressees: settings.map((setting) => ({ settingId: setting.id, protocol: setting.protocol, recipients: setting.recipients, copy: copiesOf(setting) })),
  };
}

export async function sendShipmentTelegram(db: Database, user: SessionContext, id: number, type: ShipmentTelegram): Promise<{ letters: number[] }> {
  const ids = await db.transaction(async (tx) => {
    const row = await staffShipment(tx, user, id);
    const settings = await settingsFor(tx, row, type);
    if (!settings.length) throw new AppError(409, 'resources/letters:errors.noSetting', { params: { type, airport: row.origin } });
    const { ffa, carrier, first } = await buildFfa(tx, row);
    const awb = ffa.consignment.awb;
    return writeLetters(
      tx,
      {
        airlineId: row.airlineId,
        type,
        version: 4,
        values: { company: carrier, flight: first.number, date: first.date, departure: row.origin, receipt: awb },
        fallbackSubject: `${type} ${awb}`,
        awb,
        note: awb,
      },
      [generateCimp(ffa)],
      settings,
      user.userId,
    );
  });
  return { letters: ids };
}
