import { and, eq, sql } from 'drizzle-orm';
import { combineAnswers, legAnswer } from '@shared/booking/answer';
import { BOOKING_ERROR_CODES, type BookingBody, type BookingSource } from '@shared/booking/booking';
import { pieceProblems } from '@shared/booking/pieces';
import { formatAwb, parseAwb } from '@shared/awb';
import { money, toDecimal, type Currency } from '@shared/money';
import { dimensionsVolume } from '@shared/booking/dimensions';
import { M, messageRef, type FieldMessages } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import { queryRows, type Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { dataVersionsNow, type DataVersionsNow } from '../../db/versioned-cache';
import { bookingHistory, bookings, shipments, stockItems, stocks } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import { holdExpressions, placeHold, termsOf } from '../finance';
import { legLoadsUpdate, lockSaleLegs, saleLegsRead, type LegsRead, type SaleLeg } from '../flights';
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

/** The legs a booking names, as read: the variant's or those typed, with the data versions read with them. */
export interface BookingLegs extends LegsRead {
  ids: readonly number[];
  /** The variant booked: whose it is and its price as made. */
  variant: { airlineId: number; price: { currency: string; total: number } | null } | null;
}

/** Reads the legs a booking names (the variant's or those typed); checkLegs says whether they may be booked. */
export async function readLegs(db: Database, body: Pick<BookingBody, 'variantId' | 'legIds'>): Promise<BookingLegs> {
  let ids = body.legIds;
  let variant: BookingLegs['variant'] = null;
  if (body.variantId) {
    const found = await findVariant(db, body.variantId);
    if (!found) throw new ValidationError({ variantId: M.unknownValue });
    ids = found.legIds;
    variant = { airlineId: found.airlineId, price: found.variant.price };
  }
  if (!ids.length) throw new ValidationError({ legIds: M.required });
  return { ids, variant, ...(await saleLegsRead(db, ids)) };
}

/** The legs booked, in the order flown: the airline's, each still sold and joined to the next. */
export function checkLegs(read: BookingLegs, airlineId: number, now: number): { legs: SaleLeg[]; variantPrice: { currency: string; total: number } | null } {
  const { ids, legs, variant } = read;
  if (variant && variant.airlineId !== airlineId) throw new ValidationError({ variantId: M.unknownValue });
  if (legs.length !== ids.length || legs.some((leg) => leg.airlineId !== airlineId)) throw new ValidationError({ legIds: M.unknownValue });
  if (legs.some((leg) => !onSale(leg, now))) throw flightGone();
  const joined = legs.every((leg, i) => i === 0 || (legs[i - 1]!.arrival === leg.departure && legs[i - 1]!.arrives <= leg.departs));
  if (!joined || new Set(ids).size !== ids.length) throw new ValidationError({ legIds: M.invalid });
  return { legs, variantPrice: variant?.price ?? null };
}

/** The legs booked, read and checked (moving and splitting a shipment of `airlineId`). */
export async function legsOf(db: Database, airlineId: number, body: Pick<BookingBody, 'variantId' | 'legIds'>, now: number) {
  return checkLegs(await readLegs(db, body), airlineId, now);
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
      status: stockItems.status,
      booked: sql<number | null>`(select ${shipments.id} from ${shipments} where ${shipments.awbPrefix} = ${sql.placeholder('prefix')} and ${shipments.awbSerial} = ${sql.placeholder('serial')})`,
    })
    .from(stockItems)
    .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
    .where(and(eq(stockItems.prefix, sql.placeholder('prefix')), eq(stockItems.number, sql.placeholder('number')), eq(stocks.contractId, sql.placeholder('contractId'))))
    .prepare('booking_stock_number'),
);

/** An AWB number of a stock: its prefix, serial and running number (the serial less its check digit). */
type StockNumber = { prefix: string; serial: string; number: number };

/**
 * The AWB number a booking takes, as typed: checked for its form here, against the contract's stock
 * by the booking's own statement (stockProblem says why when it was not taken). No number: a
 * shipper's booking takes one of the airline's own stock inside the transaction (`'own'`); an agent
 * names one of its own.
 */
function awbNumber(contract: QuoteContract, awb: string | null): StockNumber | 'own' | { refused: FieldMessages } {
  if (awb === null) return contract.type === 'shipper' ? 'own' : { refused: { awb: M.required } };
  const parsed = parseAwb(awb);
  if (!parsed.ok) return { refused: { awb: parsed.problem === 'checkDigit' ? M.awbCheckDigit : M.awbFormat } };
  const { prefix, serial } = parsed.awb;
  return { prefix, serial, number: Number(serial.slice(0, 7)) };
}

/** Why the contract cannot take the number: booked already, not its stock's, or used or voided; null when it can. */
async function stockProblem(db: Database, contract: QuoteContract, { prefix, serial, number }: StockNumber): Promise<FieldMessages | null> {
  const [item] = await stockStatement(db).execute({ prefix, serial, number, contractId: contract.id });
  if (!item) {
    // Not the contract's number: it may still be booked (another contract's, or the airline's).
    const [booked] = await db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.awbPrefix, prefix), eq(shipments.awbSerial, serial)));
    return { awb: booked ? BOOKED : NOT_IN_STOCK };
  }
  if (item.booked !== null) return { awb: BOOKED };
  if (item.status !== 'unused') return { awb: NOT_IN_STOCK };
  return null;
}

/** The airline's own stock's first free number, locked for this transaction: parallel bookings skip it and take the next. */
async function ownStockNumber(tx: Database, airlineId: number): Promise<StockNumber> {
  const [row] = await queryRows<StockNumber>(
    tx,
    sql`select i.prefix, i.serial, i.number from ${stockItems} i join ${stocks} s on s.id = i.stock_id
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
  // The legs with the caches' data versions, read once for the whole booking (each cache would read its own).
  const read = await readLegs(db, body);
  const versions = read.versions ?? (await dataVersionsNow(db));
  const { airlineId, contract, source } = await bookingParty(db, user, body, at.toISOString().slice(0, 10), versions);
  const { legs, variantPrice } = checkLegs(read, airlineId, now);
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  assertSaleOrigin(contract, first.departure);

  const handbooks = await loadBookingHandbooks(db, airlineId, versions);
  if (!handbooks) throw new ForbiddenError();
  const volume = body.volume ?? dimensionsVolume(body.dimensions);
  const problems = cargoProblems(body, volume, legs, handbooks);
  const number = awbNumber(contract, body.awb);
  // The booking's own statement checks the number against the stock. A refusal before it tells
  // the number's problem first, or with the cargo's, as a check made up front would.
  const numberProblem = async () => (typeof number === 'object' && !('refused' in number) ? await stockProblem(db, contract, number) : null);
  const refuse = async (refusal: Error): Promise<never> => {
    const problem = await numberProblem();
    throw problem ? new ValidationError(problem) : refusal;
  };
  if (typeof number === 'object' && 'refused' in number) Object.assign(problems, number.refused);
  else if (Object.keys(problems).length) Object.assign(problems, await numberProblem());
  if (Object.keys(problems).length) throw new ValidationError(problems);

  // The price now, against the one agreed (the variant's, or the one the booker confirmed after a re-tariffing).
  const transfers = legs.slice(1).map((leg) => leg.departure);
  const cargo = { departure: first.departure, arrival: last.arrival, pieces: body.pieces, weight: body.weight, volume, shc: body.shc, product: body.product };
  const context = await pricingContext(db, { airlineId, departure: first.departure, arrival: last.arrival, transfers, contractId: contract.id }, versions);
  const quote = context ? quoteVariant(context, cargo, { legs, transfers, date: first.departureDate }, contract) : null;
  if (!quote) return refuse(new AppError(422, 'resources/tariffs:quote.noTariff', { params: { route: `${first.departure} → ${last.arrival}`, date: first.departureDate } }));
  try {
    assertAgreedPrice(quote, body.price ?? variantPrice);
  } catch (retariffed) {
    return refuse(retariffed as Error);
  }

  const heavy = isHeavy(body, handbooks.heavyCargoWeight);
  // A shipment without a product is general cargo (GCR) in the airline's priorities.
  const priority = priorityOf(handbooks, body.product ?? 'GCR');

  // The contract's terms for the hold, read before the legs are locked: under the lock the hold is part of the booking's statement.
  const terms = await termsOf(db, contract.id, versions);
  // Where quotas are, so legs none covers skip reading their use under the lock.
  const spans = await quotaSpans(db, airlineId, versions);

  return db.transaction(async (tx) => {
    const locked = new Map((await lockSaleLegs(db, tx, legs.map((leg) => leg.id))).map((leg) => [leg.id, leg]));
    const route = legs.map((leg) => locked.get(leg.id)!);
    if (route.some((leg) => !leg || !onSale(leg, Date.now()))) throw flightGone();
    const answers = await answerLegs(tx, route, contract.id, handbooks, { shc: body.shc, weight: body.weight, volume, heavy }, at, spans);
    const item = number === 'own' ? await ownStockNumber(tx, airlineId) : (number as StockNumber);

    // A booking alive holds its price on the contract's balance; a refused one holds nothing. The
    // hold is written by the same statement when the money is there (its id on the shipment).
    const cause = { userId: user.userId, description: `AWB ${formatAwb({ prefix: item.prefix, serial: item.serial })}` };
    const holding = answers.some((answer) => answer.status !== 'UU');
    const holdHere = holding && terms !== null && terms.currency === quote.currency && Number.isSafeInteger(quote.total) && quote.total > 0;

    // The shipment, its stock number used, its bookings and their history, the legs' counters and
    // the hold: one statement. A number booked already leaves it without a shipment, one the
    // contract cannot use without a used number, and the transaction is undone.
    const legsValues = sql.join(
      answers.map((answer, i) => legValues(answer, i + 1, at)),
      sql`, `,
    );
    const load = { pieces: body.pieces, weight: body.weight, volume };
    const counters = legLoadsUpdate(
      answers.map((answer) => ({ legId: answer.leg.id, ...legLoadChange(load, null, answer.status) })),
      sql`exists (select 1 from s) and exists (select 1 from used)`,
    );
    // The hold placed before the shipment (its id on it), its entry written after (the shipment's id on it).
    const hold = holdHere ? holdExpressions(terms, quote.total, cause, sql`(select id from s)`) : null;
    const [written] = await queryRows<{ shipment_id: number | null; used: number; hold_id: number | null }>(
      tx,
      sql`with ${hold ? sql`${hold.place},` : sql``}
        s as (
          insert into ${shipments} (airline_id, contractor_id, contract_id, awb_prefix, awb_serial, origin, destination, route, pieces, weight, volume,
            chargeable_weight, shc, cargo_name, product, dimensions, price_amount, price_currency, variant_id, source, created_by, post, participants, hold_id)
          values (${airlineId}, ${contract.contractorId}, ${contract.id}, ${item.prefix}, ${item.serial}, ${first.departure}, ${last.arrival},
            ${sql`array[${sql.join([first.departure, ...route.map((leg) => leg.arrival)].map((code) => sql`${code}`), sql`, `)}]::text[]`},
            ${body.pieces}, ${body.weight}, ${volume}, ${quote.chargeableWeight}, ${sql`${`{${body.shc.join(',')}}`}::text[]`}, ${body.cargoName}, ${body.product},
            ${JSON.stringify(body.dimensions)}::jsonb, ${quote.total}, ${quote.currency}, ${body.variantId}, ${source}::booking_source, ${user.userId}, ${body.post},
            ${JSON.stringify(body.participants)}::jsonb, ${hold ? sql`(select id from hold_placed)` : sql`null::int`})
          on conflict do nothing
          returning id, hold_id),
        used as (update ${stockItems} i set status = 'used' from ${stocks} st
          where st.id = i.stock_id and i.prefix = ${item.prefix} and i.number = ${item.number}::int and i.status = 'unused' and exists (select 1 from s)
            and ${number === 'own' ? sql`st.contract_id is null and st.airline_id = ${airlineId}::int` : sql`st.contract_id = ${contract.id}::int`}
          returning i.id),
        b as (insert into ${bookings} (airline_id, shipment_id, leg_id, seq, status, source, priority, pieces, weight, volume, quota_id, latest_acceptance, answered_at)
          select ${airlineId}, s.id, v.leg_id, v.seq, v.status, ${source}::booking_source, ${priority}, ${body.pieces}, ${body.weight}, ${volume}, v.quota_id, v.latest, v.answered
          from s, used, (values ${legsValues}) as v(leg_id, seq, status, quota_id, latest, answered)
          returning id, leg_id, status),
        h as (insert into ${bookingHistory} (shipment_id, booking_id, action, to_status, user_id) select (select id from s), b.id, 'created', b.status, ${user.userId} from b)
        ${counters ? sql`, c as (${counters})` : sql``}${hold ? sql`, ${hold.write}` : sql``}
      select (select id from s) as shipment_id, (select count(*)::int from used) as used, (select hold_id from s) as hold_id`,
    );
    if (!written?.shipment_id) throw new ValidationError({ awb: BOOKED });
    if (!written.used) throw new NumberNotTaken(item);
    const shipmentId = written.shipment_id;

    // No hold written (another currency, no balance row yet, not enough money): the ledger's
    // locking path decides, and refuses with what is available.
    if (holding && written.hold_id === null) {
      await placeHold(tx, contract.id, money(quote.total, quote.currency), { ...cause, shipmentId }, { terms, linkShipment: true, triedAtOnce: holdHere });
    }
    return shipmentId;
  }).catch(async (error: unknown) => {
    // Why the number was not taken, read once the transaction (and its shipment) is undone.
    if (!(error instanceof NumberNotTaken)) throw error;
    throw new ValidationError((await stockProblem(db, contract, error.number)) ?? { awb: NOT_IN_STOCK });
  });
}

/** The booking's statement did not take the AWB number (not the contract's, used or voided). */
class NumberNotTaken extends Error {
  constructor(readonly number: StockNumber) {
    super('AWB number not taken');
  }
}
