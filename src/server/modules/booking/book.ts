import { and, eq, sql } from 'drizzle-orm';
import { combineAnswers, legAnswer } from '@shared/booking/answer';
import { BOOKING_ERROR_CODES, type BookingBody, type BookingSource } from '@shared/booking/booking';
import { pieceProblems } from '@shared/booking/pieces';
import { parseAwb } from '@shared/awb';
import { money, toDecimal, type Currency } from '@shared/money';
import { dimensionsVolume } from '@shared/booking/dimensions';
import { M, messageRef, type FieldMessages } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import { queryRows, type Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { keyedTurns } from '../../lib/keyed-turns';
import { refusalOf } from '../../db/refusal';
import { dataVersionsNow, type DataVersionsNow } from '../../db/versioned-cache';
import { contracts, shipments, stockItems, stocks } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import { holdRefusal, termsOf } from '../finance';
import { lockSaleLegs, saleLegsById, saleLegsRead, type LegsRead, type SaleLeg, type VersionedSaleLeg } from '../flights';
import { assertSaleOrigin, contractInForce, findQuoteContract, pricingContext, quoteContract, type QuoteContract } from '../tariffs';
import { holdOf, loadBookingHandbooks, priorityOf, type BookingHandbooks } from './booking-rules';
import { NUMBER_BOOKED, NUMBER_NOT_TAKEN, writeBooking, type StockNumber } from './booking-write';
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
/** Tries on the legs as read before they are locked first (a leg changed meanwhile by another booking). */
const OPTIMISTIC_ATTEMPTS = 1;
const MAX_ATTEMPTS = 8;
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

/** The legs a booking names: the variant's (read) or those typed. */
async function namedLegs(db: Database, body: Pick<BookingBody, 'variantId' | 'legIds'>): Promise<Pick<BookingLegs, 'ids' | 'variant'>> {
  if (!body.variantId) {
    if (!body.legIds.length) throw new ValidationError({ legIds: M.required });
    return { ids: body.legIds, variant: null };
  }
  const found = await findVariant(db, body.variantId);
  if (!found) throw new ValidationError({ variantId: M.unknownValue });
  if (!found.legIds.length) throw new ValidationError({ legIds: M.required });
  return { ids: found.legIds, variant: { airlineId: found.airlineId, price: found.variant.price } };
}

/** Reads the legs a booking names (the variant's or those typed); checkLegs says whether they may be booked. */
export async function readLegs(db: Database, body: Pick<BookingBody, 'variantId' | 'legIds'>, named?: Pick<BookingLegs, 'ids' | 'variant'>): Promise<BookingLegs> {
  const { ids, variant } = named ?? (await namedLegs(db, body));
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

/**
 * The airline's own stock's first free number not among `taken` (found booked a moment ago). Locked
 * in a transaction (`lock`), so parallel bookings skip it and take the next; read plainly otherwise,
 * the booking's statement then finding it booked if another took it first.
 */
async function ownStockNumber(db: Database, airlineId: number, taken: readonly number[], lock: boolean): Promise<StockNumber> {
  const [row] = await queryRows<StockNumber>(
    db,
    sql`select i.prefix, i.serial, i.number from ${stockItems} i join ${stocks} s on s.id = i.stock_id
      where s.airline_id = ${airlineId} and s.contract_id is null and i.status = 'unused'
        and not exists (select 1 from ${shipments} b where b.awb_prefix = i.prefix and b.awb_serial = i.serial)
        ${taken.length ? sql`and i.number <> all(${`{${taken.join(',')}}`}::int[])` : sql``}
      order by i.prefix, i.number limit 1 ${lock ? sql`for update of i skip locked` : sql``}`,
  );
  if (!row) throw new ValidationError({ awb: NO_OWN_STOCK });
  return row;
}

/** Legs as found, in the order wanted (a leg not found is left out). */
const inOrder = <L extends { id: number }>(found: readonly L[], wanted: readonly { id: number }[]): L[] => wanted.flatMap((leg) => found.find((one) => one.id === leg.id) ?? []);

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

/** Each leg's answer for the cargo: the rules and the legs' room as read, quotas included. */
export async function answerLegs<L extends SaleLeg>(
  tx: Database,
  route: readonly L[],
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

/**
 * Bookings of the same legs in this process take turns, from reading the legs to writing: each
 * then decides on what the one before it wrote, rather than all deciding on one read and all but
 * one finding at the write that a leg has changed.
 */
const turns = perDatabase(() => keyedTurns<number>());

/** Who books: whose booking it is (its airline, contract and source) and who is written as its author. */
interface Booker {
  userId: number | null;
  party(db: Database, body: BookingBody, today: string, versions: DataVersionsNow): Promise<{ airlineId: number; contract: QuoteContract; source: BookingSource }>;
}

export async function createBooking(db: Database, user: SessionContext, body: BookingBody, at = new Date()): Promise<number> {
  return book(db, { userId: user.userId, party: (handle, sent, today, versions) => bookingParty(handle, user, sent, today, versions) }, body, at);
}

/**
 * A booking request telegram (FFR) booked on a contract's behalf, by the same engine: the contract
 * in force, its stock's number, its money and quotas, the same rules' answers. `userId` is whoever
 * pasted the telegram (null when it arrived by itself).
 */
export async function bookByTelegram(db: Database, airlineId: number, contractId: number, userId: number | null, body: BookingBody, at = new Date()): Promise<number> {
  const party: Booker['party'] = async (handle, _body, today) => {
    const contract = await findQuoteContract(handle, and(eq(contracts.id, contractId), eq(contracts.airlineId, airlineId)));
    if (!contract) throw new ValidationError({ contractId: M.unknownValue });
    if (!contractInForce(contract, today)) throw new ValidationError({ contractId: 'booking:refusals.contractNotInForce' });
    return { airlineId, contract, source: 'telegram' };
  };
  return book(db, { userId, party }, { ...body, contractId }, at);
}

async function book(db: Database, booker: Booker, body: BookingBody, at: Date): Promise<number> {
  const named = await namedLegs(db, body);
  return turns(db)(named.ids, () => bookLegs(db, booker, body, named, at));
}

async function bookLegs(db: Database, booker: Booker, body: BookingBody, named: Pick<BookingLegs, 'ids' | 'variant'>, at: Date): Promise<number> {
  const now = at.getTime();
  // The legs with the caches' data versions, read once for the whole booking (each cache would read its own).
  const read = await readLegs(db, body, named);
  const versions = read.versions ?? (await dataVersionsNow(db));
  const { airlineId, contract, source } = await booker.party(db, body, at.toISOString().slice(0, 10), versions);
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
  // The contract's terms for the hold; where quotas are, so legs none covers skip reading their use.
  let terms = await termsOf(db, contract.id, versions);
  const spans = await quotaSpans(db, airlineId, versions);

  // Decided on the legs as read and written by one statement that goes on only if they are still
  // that version. A leg changed meanwhile (another booking on it): read again and decide again; past
  // a few tries (a leg everybody books at once), the legs are locked first and the same statement
  // runs in that transaction, where they cannot change. A shipper's number from the airline's own
  // stock booked a moment ago by another: the next one.
  let route = legs as VersionedSaleLeg[];
  const taken: number[] = [];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const locking = attempt > OPTIMISTIC_ATTEMPTS;
    let item: StockNumber | null = number === 'own' ? null : (number as StockNumber);
    const decideAndWrite = async (handle: Database, legsNow: readonly VersionedSaleLeg[]) => {
      if (legsNow.length !== legs.length || legsNow.some((leg) => !onSale(leg, Date.now()))) throw flightGone();
      const answers = await answerLegs(handle, legsNow, contract.id, handbooks, { shc: body.shc, weight: body.weight, volume, heavy }, at, spans);
      item ??= await ownStockNumber(handle, airlineId, taken, locking);
      const holdTerms = terms !== null && terms.currency === quote.currency && Number.isSafeInteger(quote.total) && quote.total > 0 ? terms : null;
      return writeBooking(handle, { airlineId, contract, source, userId: booker.userId, body, volume, quote, priority, item, own: number === 'own', answers, terms: holdTerms, at });
    };
    try {
      const outcome = locking
        ? await db.transaction(async (tx) => decideAndWrite(tx, inOrder(await lockSaleLegs(db, tx, legs.map((leg) => leg.id)), legs)))
        : await decideAndWrite(db, route);
      if (typeof outcome === 'object') return outcome.shipmentId;
      if (outcome === 'changed') route = inOrder(await saleLegsById(db, legs.map((leg) => leg.id)), legs);
      else {
        // Nothing held and nothing written: the ledger says why, or the money came meanwhile.
        const refusal = await holdRefusal(db, contract.id, money(quote.total, quote.currency));
        if (refusal) throw refusal;
        terms = await termsOf(db, contract.id);
      }
    } catch (error) {
      const reason = refusalOf(error);
      if (reason === NUMBER_BOOKED && number === 'own' && item) taken.push(item.number);
      else if (reason === NUMBER_BOOKED) throw new ValidationError({ awb: BOOKED });
      else if (reason === NUMBER_NOT_TAKEN && item) throw new ValidationError((await stockProblem(db, contract, item)) ?? { awb: NOT_IN_STOCK });
      else throw error;
    }
  }
  throw new AppError(409, 'booking:refusals.busy');
}

