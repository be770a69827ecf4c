import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { BookingBodySchema } from '@shared/booking/booking';
import { generateCimp } from '@shared/messaging/cimp';
import type { Ffa } from '@shared/messaging/cimp/ffa';
import type { Ffr, FfrLeg } from '@shared/messaging/cimp/ffr';
import type { Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { airlines, bookings, flightLegs, flights, stockItems, stocks } from '../../db/schema';
import { parseInput } from '../../lib/validate';
import { bookByTelegram } from '../booking';
import { dayOf } from './day';
import { airlineShipment, cubicMetres, kilos, notApplied, refusalText, type Outcome } from './outcome';

// An FFR books through the booking engine (the booking screen's own: the contract's stock number,
// its money and quotas, the airline's rules), on behalf of the sender's contract, and is answered
// with an FFA quoting the request's legs, each with the engine's answer (KK, HN, LL, CN, UU), and
// its REF back. The cabinet books its airline's own legs only: with the airline's setting "FFR own
// segments only" the other carriers' legs are left to them (not booked, not answered: each carrier
// answers its own segments); without it an FFR naming another carrier's leg is refused, as the
// cabinet cannot book another carrier's space and half a route would be a broken connection.
// A change or cancellation (an AWB booked already, XX) is refused: the cabinet's move and cancel
// are the screen's for now.

/** Nature of goods when the request gives none (the booking needs a name; the FWB brings the real one). */
export const UNNAMED_GOODS = 'GENERAL CARGO';

const INCH = 2.54;

/** A leg as the FFA quotes it and the note names it: `UT478/28NOV TJMVKO`. */
const legName = (leg: Pick<FfrLeg, 'carrier' | 'number' | 'date' | 'departure' | 'arrival'>) => `${leg.carrier}${leg.number}/${leg.date} ${leg.departure}${leg.arrival}`;

/** The contract whose stock the AWB number is of (an agent's numbers are its own): whose booking a pasted FFR is. */
async function stockContract(tx: Database, airlineId: number, awb: string): Promise<number | null> {
  const [prefix, serial] = awb.split('-') as [string, string];
  const [row] = await tx
    .select({ contractId: stocks.contractId })
    .from(stockItems)
    .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
    .where(and(eq(stocks.airlineId, airlineId), isNotNull(stocks.contractId), eq(stockItems.prefix, prefix), eq(stockItems.number, Number(serial.slice(0, 7)))))
    .limit(1);
  return row?.contractId ?? null;
}

/** The airline's leg a request line names: its flight (carrier and number) on that local day, from and to. */
async function legOf(tx: Database, airlineId: number, leg: FfrLeg, now: Date): Promise<number | null> {
  const [row] = await tx
    .select({ id: flightLegs.id })
    .from(flightLegs)
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(
      and(
        eq(flightLegs.airlineId, airlineId),
        eq(sql`${airlines.iata} || ${flights.number}`, `${leg.carrier}${leg.number}`),
        eq(flightLegs.departureDate, dayOf(leg.date, now)),
        eq(flightLegs.departure, leg.departure),
        eq(flightLegs.arrival, leg.arrival),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The request's cargo as the booking screen sends it: kilograms, cubic metres, dimensions in centimetres. */
function bookingBody(ffr: Ffr, legIds: number[], contractId: number) {
  const { consignment } = ffr;
  const cm = (unit: string, value: number) => (unit === 'INH' ? Math.round(value * INCH) : value);
  return parseInput(BookingBodySchema, {
    legIds,
    contractId,
    awb: consignment.awb,
    cargoName: consignment.goods ?? UNNAMED_GOODS,
    pieces: consignment.pieces,
    weight: kilos(consignment.weightUnit, consignment.weight),
    volume: consignment.volume ? cubicMetres(consignment.volume) : null,
    dimensions: ffr.dimensions.map((row) => ({
      pieces: row.pieces,
      length: cm(row.unit, row.length),
      width: cm(row.unit, row.width),
      height: cm(row.unit, row.height),
      weight: kilos(row.weightUnit, row.weight),
    })),
    shc: ffr.shc,
  });
}

export interface FfrSender {
  airlineId: number;
  /** Whoever pasted it; null when it arrived by itself. */
  userId: number | null;
  /** The incoming setting's contract; null when pasted (the AWB's stock says whose). */
  contractId: number | null;
}

/** An FFR booked by the engine and answered with an FFA, all or none. */
export async function applyFfr(tx: Database, sender: FfrSender, ffr: Ffr, t: Translate, now: Date): Promise<Outcome> {
  const { airlineId } = sender;
  const awb = ffr.consignment.awb;
  const [airline] = await tx.select({ iata: airlines.iata, ownOnly: airlines.ffrOwnSegmentsOnly }).from(airlines).where(eq(airlines.id, airlineId));
  const own = ffr.flights.filter((leg) => leg.carrier === airline!.iata);
  const others = ffr.flights.filter((leg) => leg.carrier !== airline!.iata);
  if (others.length && !airline!.ownOnly) return notApplied(t('resources/cimp:outcome.otherCarrier', { legs: others.map(legName).join(', ') }));
  if (!own.length) return notApplied(t('resources/cimp:outcome.noOwnLegs', { carrier: airline!.iata }));
  if (own.some((leg) => leg.spaceCode === 'XX') || (await airlineShipment(tx, airlineId, awb))) return notApplied(t('resources/cimp:outcome.ffrChange', { awb }));

  const contractId = sender.contractId ?? (await stockContract(tx, airlineId, awb));
  if (contractId === null) return notApplied(t('resources/cimp:outcome.noContract', { awb }));
  const legIds: number[] = [];
  for (const leg of own) {
    const id = await legOf(tx, airlineId, leg, now);
    if (id === null) return notApplied(t('resources/cimp:outcome.noFlight', { leg: legName(leg) }));
    legIds.push(id);
  }

  let shipmentId: number;
  try {
    // A savepoint: a refusal of the engine leaves nothing of the request behind, the log row stays.
    shipmentId = await tx.transaction(async (savepoint) => bookByTelegram(savepoint, airlineId, contractId, sender.userId, bookingBody(ffr, legIds, contractId), now));
  } catch (error) {
    const reason = refusalText(error, t);
    if (reason === null) throw error;
    return notApplied(t('resources/cimp:outcome.ffrRefused', { awb, reason }));
  }

  const answered = await tx
    .select({ legId: bookings.legId, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.shipmentId, shipmentId), isNull(bookings.cancelledAt)))
    .orderBy(asc(bookings.seq));
  const codes = own.map((leg, i) => ({ leg, code: answered.find((row) => row.legId === legIds[i])!.status }));
  const ffa: Ffa = {
    type: 'FFA',
    version: 4,
    consignment: ffr.consignment,
    shc: ffr.shc,
    flights: codes.map(({ leg, code }) => ({ carrier: leg.carrier, number: leg.number, date: leg.date, departure: leg.departure, arrival: leg.arrival, spaceCode: code })),
    ssr: [],
    osi: [],
    reference: ffr.reference,
  };
  const notes = [t('resources/cimp:outcome.booked', { awb, answers: codes.map(({ leg, code }) => `${legName(leg)} ${code}`).join(', ') })];
  if (others.length) notes.push(t('resources/cimp:outcome.othersLeft', { legs: others.map(legName).join(', ') }));
  return { status: 'complete', note: notes.join('. '), answer: { type: 'FFA', version: 4, text: generateCimp(ffa) } };
}
