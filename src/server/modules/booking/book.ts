import { and, eq, sql } from 'drizzle-orm';
import { combineAnswers, legAnswer } from '@shared/booking/answer';
import { BOOKING_ERROR_CODES, type BookingBody, type BookingSource } from '@shared/booking/booking';
import { pieceProblems } from '@shared/booking/pieces';
import { formatAwb, parseAwb } from '@shared/awb';
import type { BookingStatus } from '@shared/constants';
import { money, toDecimal, type Currency } from '@shared/money';
import { dimensionsVolume } from '@shared/booking/dimensions';
import { M, messageRef, type FieldMessages } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import { queryRows, type Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { dataVersionsNow, type DataVersionsNow } from '../../db/versioned-cache';
import { bookingHistory, bookings, contracts, shipments, stockItems, stocks } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import { placeHold, termsOf } from '../finance';
import { legLoadsUpdate, lockSaleLegs, saleLegsById, type SaleLeg } from '../flights';
import { assertSaleOrigin, contractInForce, pricingContext, quoteContract, type QuoteContract } from '../tariffs';
import { holdOf, loadBookingHandbooks, priorityOf, type BookingHandbooks } from './booking-rules';
import { legLoadChange } from './leg-load';
import { quotaSpans, quotasOnLegs, roomOn, type QuotaSpan } from './quota-room';
import { quoteVariant } from './search';
import { findVariant } from './variants-store';

// POST /api/bookings: a booking decided at once. Everything that can be checked without a lock is
// checked first (the flights still sold, the sale origin, the cargo against each hold and the
// airline's settings, the AWB number in the caller's stock, the price still the one agreed); then
// one transaction locks the legs in id order, reads their live room and the quotas, answers each
// leg by the booking rules, writes the shipment, its bookings and the legs' counters, uses the
// stock number and holds the price on the contract's balance. Two agents booking the last kilos
// queue on the leg's lock: the second reads the first's counters.

const MINUTE = 60_000;
// Section 5's texts (validation.json), named here rather than in the shared list every page loads.
const NOT_IN_STOCK = 'validation:awbNotInStock';
const BOOKED = 'validation:bookingExists';
const MAX_WEIGHT = 'validation:maxWeight';
const MAX_VOLUME = 'validation:maxVolume';
const NO_OWN_STOCK = 'booking:refusals.noOwnStock';

/** Whether a leg is still sold: scheduled, open for sale and not closed, not yet departed. */
export const onSale = (leg: SaleLeg, now: number): boolean => leg.status === 'scheduled' && !leg.saleClosed && !leg.closed && leg.departs > now;

export const flightGone = () => new AppError(409, 'booking:refusals.flightGone', { code: BOOKING_ERROR_CODES.flightGone });

/** Whose booking it is: a client's own contract in force; staff name the client's contract (and need the ability). */
async function bookingParty(db: Database, user: SessionContext, body: BookingBody, today: string, versions: DataVersionsNow): Promise<{ airlineId: number; contract: QuoteContract; source: BookingSource }> {
  const staff = user.airlineId !== null;
  if (staff && body.contractId === null) throw new ValidationError({ contractId: M.required });
  const { airlineId, contract } = await quoteContract(db, user, body.contractId, today, versions);
  if (!contract) throw new ForbiddenError('resources/tariffs:quote.needsContract');
  if (!contractInForce(contract, today)) throw new ValidationError({ contractId: 'booking:refusals.contractNotInForce' });
  return { airlineId, contract, source: staff ? 'airline' : 'cabinet' };
}

/** The legs booked, in the order flown: the variant's or those named, each still sold and joined to the next. */
export async function legsOf(db: Database, airlineId: number, body: Pick<BookingBody, 'variantId' | 'legIds'>, now: number): Promise<{ legs: SaleLeg[]; variantPrice: { currency: string; total: number } | null }> {
  let ids = body.legIds;
  let variantPrice: { currency: string; total: number } | null = null;
  if (body.variantId) {
    const variant = await findVariant(db, body.variantId);
    if (!variant || variant.airlineId !== airlineId) throw new ValidationError({ variantId: M.unknownValue });
    ids = variant.legIds;
    variantPrice = variant.variant.price;
  }
  if (!ids.length) throw new ValidationError({ legIds: M.required });
  const legs = await saleLegsById(db, ids);
  if (legs.length !== ids.length) throw new ValidationError({ legIds: M.unknownValue });
  if (legs.some((leg) => !onSale(leg, now))) throw flightGone();
  const joined = legs.every((leg, i) => i === 0 || (legs[i - 1]!.arrival === leg.departure && legs[i - 1]!.arrives <= leg.departs));
  if (!joined || new Set(ids).size !== ids.length) throw new ValidationError({ legIds: M.invalid });
  return { legs, variantPrice };
}

/** The cargo's problems against the airline's settings and each leg's hold, by field. */
export function cargoProblems(body: Pick<BookingBody, 'shc' | 'dimensions' | 'pieces' | 'weight'>, volume: number, legs: readonly SaleLeg[], handbooks: BookingHandbooks): FieldMessages {
  const problems: FieldMessages = {};
  const forbidden = body.shc.filter((code) => handbooks.forbiddenShr.includes(code));
  if (forbidden.length) problems.shc = messageRef('booking:cargo.shcForbidden', { codes: forbidden.join(', ') });
  if (!body.dimensions.length && body.shc.some((code) => handbooks.shcRequiringDimensions.includes(code))) problems.dimensions = M.required;
  if (body.dimensions.length) {
    const pieces = body.dimensions.reduce((sum, row) => sum + row.pieces, 0);
    if (pieces !== body.pieces) problems.dimensions = messageRef('booking:cargo.dimensionsPieces', { pieces: body.pieces });
  }
  for (const leg of legs) {
    const hold = holdOf(handbooks, leg.aircraftType, leg.tailNumber);
    if (hold) {
      for (const problem of pieceProblems(body.dimensions, hold)) {
        problems[`dimensions.${problem.row}.${problem.field}`] ??=
          problem.limit > 0 ? messageRef(M.maxValue, { requirement: problem.limit }) : messageRef('booking:cargo.pieceNoDoor', { aircraft: leg.aircraftType });
      }
    }
    if (body.weight > leg.ceiling.weight) problems.weight ??= MAX_WEIGHT;
    if (volume > leg.ceiling.volume) problems.volume ??= MAX_VOLUME;
  }
  return problems;
}

const stockStatement = perDatabase((db) =>
  db
    .select({
      item: stockItems.id,
      status: stockItems.status,
      booked: sql<number | null>`(select ${shipments.id} from ${shipments} where ${shipments.awbPrefix} = ${sql.placeholder('prefix')} and ${shipments.awbSerial} = ${sql.placeholder('serial')})`,
    })
    .from(stockItems)
    .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
    .where(and(eq(stockItems.prefix, sql.placeholder('prefix')), eq(stockItems.serial, sql.placeholder('serial')), eq(stocks.contractId, sql.placeholder('contractId'))))
    .prepare('booking_stock_number'),
);

type StockNumber = { id: number; prefix: string; serial: string };

/**
 * The AWB number's stock item: one of the contract's stocks' numbers still unused, not booked yet.
 * No number: a shipper's booking takes one of the airline's own stock inside the transaction
 * (`'own'`); an agent names one of its own.
 */
async function stockNumber(db: Database, contract: QuoteContract, awb: string | null): Promise<StockNumber | 'own' | FieldMessages> {
  if (awb === null) {
    const [row] = await db.select({ type: contracts.type }).from(contracts).where(eq(contracts.id, contract.id));
    return row?.type === 'shipper' ? 'own' : { awb: M.required };
  }
  const parsed = parseAwb(awb);
  if (!parsed.ok) return { awb: parsed.problem === 'checkDigit' ? M.awbCheckDigit : M.awbFormat };
  const { prefix, serial } = parsed.awb;
  const [item] = await stockStatement(db).execute({ prefix, serial, contractId: contract.id });
  if (!item) {
    // Not the contract's number: it may still be booked (another contract's, or the airline's).
    const [booked] = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.awbPrefix, prefix), eq(shipments.awbSerial, serial)));
    return { awb: booked ? BOOKED : NOT_IN_STOCK };
  }
  if (item.booked !== null) return { awb: BOOKED };
  if (item.status !== 'unused') return { awb: NOT_IN_STOCK };
  return { id: item.item, prefix, serial };
}

/** The airline's own stock's first free number, locked for this transaction: parallel bookings skip it and take the next. */
async function ownStockNumber(tx: Database, airlineId: number): Promise<StockNumber> {
  const [row] = await queryRows<StockNumber>(
    tx,
    sql`select i.id, i.prefix, i.serial from ${stockItems} i join ${stocks} s on s.id = i.stock_id
      where s.airline_id = ${airlineId} and s.contract_id is null and i.status = 'unused'
        and not exists (select 1 from ${shipments} b where b.awb_prefix = i.prefix and b.awb_serial = i.serial)
      order by i.prefix, i.number limit 1 for update of i skip locked`,
  );
  if (!row) throw new ValidationError({ awb: NO_OWN_STOCK });
  return row;
}

/** Pieces heavier than the airline's heavy-cargo weight (when it is active): each row's, or the average piece. */
export function isHeavy(body: Pick<BookingBody, 'dimensions' | 'weight' | 'pieces'>, limit: number | null): boolean {
  if (limit === null) return false;
  const weights = body.dimensions.some((row) => row.weight !== null) ? body.dimensions.map((row) => (row.weight ?? 0) / row.pieces) : [body.weight / body.pieces];
  return weights.some((weight) => weight > limit);
}

/** The price now against the one agreed (the variant's, or one confirmed after a re-tariffing): 409 (701) with the new price otherwise. */
export function assertAgreedPrice(quote: { total: number; currency: string }, agreed: { total: number; currency: string } | null): void {
  if (!agreed || (agreed.total === quote.total && agreed.currency === quote.currency)) return;
  throw new AppError(409, 'booking:refusals.retariffed', {
    code: BOOKING_ERROR_CODES.retariffed,
    fields: { price: messageRef('booking:refusals.newPrice', { price: `${toDecimal(money(quote.total, quote.currency as Currency))} ${quote.currency}` }) },
    data: { price: { currency: quote.currency, total: quote.total } },
  });
}

/** Each leg's answer for the cargo, the legs locked: the rules and the live room, quotas included. */
export async function answerLegs(
  tx: Database,
  route: readonly SaleLeg[],
  contractId: number,
  handbooks: BookingHandbooks,
  cargo: { shc: string[]; weight: number; volume: number; heavy: boolean },
  at: Date,
  spans?: readonly QuotaSpan[],
) {
  const quotas = await quotasOnLegs(tx, route, contractId, at, spans);
  const answers = combineAnswers(
    route.map((leg) =>
      legAnswer(
        handbooks.rules,
        { departure: leg.departure, arrival: leg.arrival, shc: cargo.shc, aircraftType: leg.aircraftType, flightNumber: leg.flightNumber, weight: cargo.weight, volume: cargo.volume, heavy: cargo.heavy },
        roomOn(leg, quotas.get(leg.id)!),
      ),
    ),
    handbooks.separateAnswers,
  );
  return route.map((leg, i) => {
    const answer = answers[i]!;
    return {
      leg,
      status: answer.status,
      quotaId: answer.status === 'KK' && answer.fromQuota ? (quotas.get(leg.id)!.own?.id ?? null) : null,
      latestAcceptance: new Date(leg.departs - (handbooks.latMinutes.get(leg.departure) ?? 0) * MINUTE),
    };
  });
}

/** A booking's leg as the `(leg_id, seq, status, quota_id, latest, answered)` row of a values list. */
export const legValues = (answer: Awaited<ReturnType<typeof answerLegs>>[number], seq: number, at: Date) =>
  sql`(${answer.leg.id}::int, ${seq}::int, ${answer.status}::booking_status, ${answer.quotaId}::int, ${answer.latestAcceptance.toISOString()}::timestamptz, ${answer.status === 'HN' ? null : at.toISOString()}::timestamptz)`;

export async function createBooking(db: Database, user: SessionContext, body: BookingBody, at = new Date()): Promise<number> {
  const now = at.getTime();
  // The caches' versions read once for the whole booking (each cache would read its own).
  const versions = await dataVersionsNow(db);
  const { airlineId, contract, source } = await bookingParty(db, user, body, at.toISOString().slice(0, 10), versions);
  const { legs, variantPrice } = await legsOf(db, airlineId, body, now);
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  assertSaleOrigin(contract, first.departure);

  const handbooks = await loadBookingHandbooks(db, airlineId, versions);
  if (!handbooks) throw new ForbiddenError();
  const volume = body.volume ?? dimensionsVolume(body.dimensions);
  const problems = cargoProblems(body, volume, legs, handbooks);
  const number = await stockNumber(db, contract, body.awb);
  if (typeof number === 'object' && 'awb' in number) Object.assign(problems, number);
  if (Object.keys(problems).length) throw new ValidationError(problems);

  // The price now, against the one agreed (the variant's, or the one the booker confirmed after a re-tariffing).
  const transfers = legs.slice(1).map((leg) => leg.departure);
  const cargo = { departure: first.departure, arrival: last.arrival, pieces: body.pieces, weight: body.weight, volume, shc: body.shc, product: body.product };
  const context = await pricingContext(db, { airlineId, departure: first.departure, arrival: last.arrival, transfers, contractId: contract.id }, versions);
  const quote = context ? quoteVariant(context, cargo, { legs, transfers, date: first.departureDate }, contract) : null;
  if (!quote) throw new AppError(422, 'resources/tariffs:quote.noTariff', { params: { route: `${first.departure} → ${last.arrival}`, date: first.departureDate } });
  assertAgreedPrice(quote, body.price ?? variantPrice);

  const heavy = isHeavy(body, handbooks.heavyCargoWeight);
  // A shipment without a product is general cargo (GCR) in the airline's priorities.
  const priority = priorityOf(handbooks, body.product ?? 'GCR');

  // The contract's terms for the hold, read before the legs are locked: under the lock the hold is one statement.
  const terms = await termsOf(db, contract.id);
  // Where quotas are, so legs none covers skip reading their use under the lock.
  const spans = await quotaSpans(db, airlineId, versions);

  return db.transaction(async (tx) => {
    const locked = new Map((await lockSaleLegs(db, tx, legs.map((leg) => leg.id))).map((leg) => [leg.id, leg]));
    const route = legs.map((leg) => locked.get(leg.id)!);
    if (route.some((leg) => !leg || !onSale(leg, Date.now()))) throw flightGone();
    const answers = await answerLegs(tx, route, contract.id, handbooks, { shc: body.shc, weight: body.weight, volume, heavy }, at, spans);
    const item = number === 'own' ? await ownStockNumber(tx, airlineId) : (number as StockNumber);

    // The shipment, its stock number used, its bookings and their history: one statement. A
    // number booked or used a moment ago by another booking leaves it without a shipment or a
    // used number, and the transaction is undone.
    const legsValues = sql.join(
      answers.map((answer, i) => legValues(answer, i + 1, at)),
      sql`, `,
    );
    // The legs' counters move in the same statement, once the shipment and its number are written.
    const load = { pieces: body.pieces, weight: body.weight, volume };
    const counters = legLoadsUpdate(
      answers.map((answer) => ({ legId: answer.leg.id, ...legLoadChange(load, null, answer.status) })),
      sql`exists (select 1 from s) and exists (select 1 from used)`,
    );
    const [written] = await queryRows<{ shipment_id: number | null; used: number; bookings: { id: number; legId: number; status: BookingStatus }[] }>(
      tx,
      sql`with s as (
          insert into ${shipments} (airline_id, contractor_id, contract_id, awb_prefix, awb_serial, origin, destination, route, pieces, weight, volume,
            chargeable_weight, shc, cargo_name, product, dimensions, price_amount, price_currency, variant_id, source, created_by, post, participants)
          values (${airlineId}, ${contract.contractorId}, ${contract.id}, ${item.prefix}, ${item.serial}, ${first.departure}, ${last.arrival},
            ${sql`array[${sql.join([first.departure, ...route.map((leg) => leg.arrival)].map((code) => sql`${code}`), sql`, `)}]::text[]`},
            ${body.pieces}, ${body.weight}, ${volume}, ${quote.chargeableWeight}, ${sql`${`{${body.shc.join(',')}}`}::text[]`}, ${body.cargoName}, ${body.product},
            ${JSON.stringify(body.dimensions)}::jsonb, ${quote.total}, ${quote.currency}, ${body.variantId}, ${source}::booking_source, ${user.userId}, ${body.post},
            ${JSON.stringify(body.participants)}::jsonb)
          on conflict do nothing
          returning id),
        used as (update ${stockItems} set status = 'used' where id = ${item.id} and status = 'unused' and exists (select 1 from s) returning id),
        b as (insert into ${bookings} (airline_id, shipment_id, leg_id, seq, status, source, priority, pieces, weight, volume, quota_id, latest_acceptance, answered_at)
          select ${airlineId}, s.id, v.leg_id, v.seq, v.status, ${source}::booking_source, ${priority}, ${body.pieces}, ${body.weight}, ${volume}, v.quota_id, v.latest, v.answered
          from s, used, (values ${legsValues}) as v(leg_id, seq, status, quota_id, latest, answered)
          returning id, leg_id, status),
        h as (insert into ${bookingHistory} (shipment_id, booking_id, action, to_status, user_id) select (select id from s), b.id, 'created', b.status, ${user.userId} from b)
        ${counters ? sql`, c as (${counters})` : sql``}
      select (select id from s) as shipment_id, (select count(*)::int from used) as used,
        coalesce((select json_agg(json_build_object('id', b.id, 'legId', b.leg_id, 'status', b.status) order by b.id) from b), '[]') as bookings`,
    );
    if (!written?.shipment_id) throw new ValidationError({ awb: BOOKED });
    if (!written.used) throw new ValidationError({ awb: NOT_IN_STOCK });
    const shipmentId = written.shipment_id;

    // A booking alive holds its price on the contract's balance (the hold's id written on the
    // shipment in the same statement); a refused one holds nothing.
    if (answers.some((answer) => answer.status !== 'UU')) {
      const cause = { shipmentId, userId: user.userId, description: `AWB ${formatAwb({ prefix: item.prefix, serial: item.serial })}` };
      await placeHold(tx, contract.id, money(quote.total, quote.currency), cause, { terms, linkShipment: true });
    }
    return shipmentId;
  });
}
