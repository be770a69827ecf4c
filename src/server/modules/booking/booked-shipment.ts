import { and, asc, eq } from 'drizzle-orm';
import { formatAwb } from '@shared/awb';
import type { BookedShipment } from '@shared/booking/booking';
import { isCurrency } from '@shared/money';
import { localIsoWithOffset } from '@shared/flights';
import type { Database } from '../../db/client';
import { airlines, balanceHolds, bookingHistory, bookings, flightLegs, flights, shipments, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { rowScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';

// A shipment's bookings as the booking's answer and its page show them: the cargo, the price and
// the money held for it, each leg's booking with its flight and status, and the history.

const NO_PARTICIPANTS: BookedShipment['participants'] = { shipper: null, consignee: null, expeditor: null, notify: null };

export async function bookedShipment(db: Database, user: SessionContext | null, shipmentId: number): Promise<BookedShipment> {
  const [row] = await db
    .select({
      shipment: shipments,
      hold: { id: balanceHolds.id, amount: balanceHolds.amount, currency: balanceHolds.currency, status: balanceHolds.status },
    })
    .from(shipments)
    .leftJoin(balanceHolds, eq(balanceHolds.id, shipments.holdId))
    .where(user ? rowScopeOf(user, shipmentId) : eq(shipments.id, shipmentId));
  if (!row) throw new NotFoundError();
  const s = row.shipment;
  const legs = await db
    .select({
      id: bookings.id,
      legId: bookings.legId,
      flightId: flightLegs.flightId,
      seq: bookings.seq,
      part: bookings.part,
      pieces: bookings.pieces,
      weight: bookings.weight,
      volume: bookings.volume,
      status: bookings.status,
      quotaId: bookings.quotaId,
      cancelledAt: bookings.cancelledAt,
      airline: airlines.iata,
      number: flights.number,
      date: flightLegs.departureDate,
      departure: flightLegs.departure,
      arrival: flightLegs.arrival,
      std: flightLegs.std,
      sta: flightLegs.sta,
      etd: flightLegs.etd,
      eta: flightLegs.eta,
      departureZone: flightLegs.departureZone,
      arrivalZone: flightLegs.arrivalZone,
    })
    .from(bookings)
    .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(eq(bookings.shipmentId, shipmentId))
    .orderBy(asc(bookings.part), asc(bookings.seq), asc(bookings.id));
  const history = await db
    .select({ at: bookingHistory.at, action: bookingHistory.action, bookingId: bookingHistory.bookingId, from: bookingHistory.fromStatus, to: bookingHistory.toStatus, comment: bookingHistory.comment, user: users.name })
    .from(bookingHistory)
    .leftJoin(users, eq(users.id, bookingHistory.userId))
    .where(eq(bookingHistory.shipmentId, shipmentId))
    .orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
  const currency = s.priceCurrency;
  return {
    shipmentId: s.id,
    awb: formatAwb({ prefix: s.awbPrefix, serial: s.awbSerial }),
    contractId: s.contractId,
    origin: s.origin,
    destination: s.destination,
    route: s.route,
    pieces: s.pieces,
    weight: s.weight,
    volume: s.volume ?? 0,
    cargoName: s.cargoName,
    shc: s.shc,
    product: s.product,
    source: s.source,
    issued: s.status !== 'not_issued',
    price: s.priceAmount !== null && currency && isCurrency(currency) ? { currency, total: s.priceAmount } : null,
    hold: row.hold && row.hold.status === 'open' ? { id: row.hold.id, amount: row.hold.amount, currency: row.hold.currency } : null,
    participants: { ...NO_PARTICIPANTS, ...s.participants },
    legs: legs.map((leg) => ({
      id: leg.id,
      legId: leg.legId,
      flightId: leg.flightId,
      seq: leg.seq,
      part: leg.part,
      pieces: leg.pieces,
      weight: leg.weight,
      volume: leg.volume,
      flight: `${leg.airline}${leg.number}`,
      date: leg.date,
      departure: leg.departure,
      arrival: leg.arrival,
      std: localIsoWithOffset(leg.etd ?? leg.std, leg.departureZone),
      sta: localIsoWithOffset(leg.eta ?? leg.sta, leg.arrivalZone),
      status: leg.status,
      quota: leg.quotaId !== null,
      cancelled: leg.cancelledAt !== null,
    })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** The shipment, if the caller reaches it: the airline's staff theirs, a client its company's. */
const rowScopeOf = (user: SessionContext, shipmentId: number) =>
  and(eq(shipments.id, shipmentId), rowScope(user, { airlineId: shipments.airlineId, contractorId: shipments.contractorId }));
