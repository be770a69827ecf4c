import { sql } from 'drizzle-orm';
import { formatAwb } from '@shared/awb';
import type { BookingBody, BookingSource } from '@shared/booking/booking';
import { chargesOf } from '@shared/shipments/awb';
import type { PricedQuote } from '@shared/tariffs/quote';
import { queryRows, type Database } from '../../db/client';
import { refuseStatement } from '../../db/refusal';
import { bookingHistory, bookings, shipments, stockItems, stocks } from '../../db/schema';
import { holdExpressions, type HoldTerms } from '../finance';
import { legLoadsUpdate, type VersionedSaleLeg } from '../flights';
import type { QuoteContract } from '../tariffs';
import { legLoadChange } from './leg-load';

// A booking decided in memory, written by one statement: it locks the legs and goes on only if each
// is still the version the decision read (otherwise it writes nothing and says so), places the
// hold when the money is there (otherwise it writes nothing and says so), writes the shipment, its
// AWB number used, its bookings, their history and the legs' counters. A number booked a moment ago
// by another, or one the contract cannot use, stops the statement (everything undone). Run alone it
// is its own transaction: no begin, no commit, and the legs stay locked only while it runs.

/** An AWB number of a stock: its prefix, serial and running number (the serial less its check digit). */
export type StockNumber = { prefix: string; serial: string; number: number };

/** A leg's answer as the booking writes it. */
export interface LegAnswerToWrite {
  leg: VersionedSaleLeg;
  status: 'KK' | 'HN' | 'LL' | 'CN' | 'UU';
  quotaId: number | null;
  latestAcceptance: Date;
}

export interface BookingToWrite {
  airlineId: number;
  contract: QuoteContract;
  source: BookingSource;
  /** Who booked; null for a telegram that arrived by itself. */
  userId: number | null;
  body: Pick<BookingBody, 'pieces' | 'weight' | 'shc' | 'cargoName' | 'product' | 'dimensions' | 'variantId' | 'post' | 'participants'>;
  volume: number;
  quote: PricedQuote;
  priority: number;
  /** The number, and whether it is of the airline's own stock (a shipper's). */
  item: StockNumber;
  own: boolean;
  answers: readonly LegAnswerToWrite[];
  /** The contract's terms, when the hold can be placed by the statement (its currency the price's). */
  terms: HoldTerms | null;
  at: Date;
}

/** What the statement did: booked, or wrote nothing because a leg changed or the money is not there. */
export type WriteOutcome = { shipmentId: number } | 'changed' | 'noMoney';

/** Reasons the statement stops with (refusalOf): the number booked already, or not the contract's to use. */
export const NUMBER_BOOKED = 'booked';
export const NUMBER_NOT_TAKEN = 'unused';

/** A booking's leg as the `(leg_id, seq, status, quota_id, latest, answered)` row of a values list. */
export const legValues = (answer: { leg: { id: number } } & Pick<LegAnswerToWrite, 'status' | 'quotaId' | 'latestAcceptance'>, seq: number, at: Date) =>
  sql`(${answer.leg.id}::int, ${seq}::int, ${answer.status}::booking_status, ${answer.quotaId}::int, ${answer.latestAcceptance.toISOString()}::timestamptz, ${answer.status === 'HN' ? null : at.toISOString()}::timestamptz)`;

/** Whether the booking holds money: alive on some leg (a refused one holds nothing). */
export const holdsMoney = (answers: readonly Pick<LegAnswerToWrite, 'status'>[]) => answers.some((answer) => answer.status !== 'UU');

export async function writeBooking(db: Database, write: BookingToWrite): Promise<WriteOutcome> {
  const { airlineId, contract, body, volume, quote, item, answers, at } = write;
  const route = answers.map((answer) => answer.leg);
  const first = route[0]!;
  const last = route[route.length - 1]!;
  const holding = holdsMoney(answers);
  if (holding && !write.terms) return 'noMoney';
  const cause = { userId: write.userId, description: `AWB ${formatAwb({ prefix: item.prefix, serial: item.serial })}` };
  // The hold placed before the shipment (its id on it), its entry written after (the shipment's id on it).
  const hold = holding ? holdExpressions(write.terms!, quote.total, cause, sql`(select id from s)`) : null;

  // The legs locked in id order (the one lock order every booking keeps), each still the version read.
  const byId = [...route].sort((a, b) => a.id - b.id);
  const versions = sql.join(
    byId.map((leg) => sql`(${leg.id}::int, ${leg.rowVersion}::text)`),
    sql`, `,
  );
  const legsValues = sql.join(
    answers.map((answer, i) => legValues(answer, i + 1, at)),
    sql`, `,
  );
  const load = { pieces: body.pieces, weight: body.weight, volume };
  const counters = legLoadsUpdate(
    answers.map((answer) => ({ legId: answer.leg.id, ...legLoadChange(load, null, answer.status) })),
    sql`exists (select 1 from s) and exists (select 1 from used)`,
  );
  const ok = sql`(select ok from checked)`;
  const [row] = await queryRows<{ ok: boolean; shipment_id: number | null }>(
    db,
    sql`with locked as (select l.id, l.xmin::text as version from flight_legs l where l.id in (${sql.join(
      byId.map((leg) => sql`${leg.id}::int`),
      sql`, `,
    )}) order by l.id for update),
      checked as (select count(*) = ${byId.length}::int and coalesce(bool_and(locked.version = v.version), false) as ok
        from locked join (values ${versions}) as v(id, version) on v.id = locked.id),
      ${hold ? sql`${hold.place},` : sql``}
      -- A number of an EAWB stock makes an e-AWB, which carries the e-freight code: EAW (no
      -- documents travel with it) unless the client named EAP (a document pouch travels).
      e as (select exists (select 1 from ${stockItems} ei join ${stocks} est on est.id = ei.stock_id
        where ei.prefix = ${item.prefix} and ei.number = ${item.number}::int and est.eawb) as eawb),
      s as (
        insert into ${shipments} (airline_id, contractor_id, contract_id, awb_prefix, awb_serial, origin, destination, route, pieces, weight, volume,
          chargeable_weight, shc, cargo_name, product, dimensions, price_amount, price_currency, variant_id, source, created_by, post, participants, hold_id, type, charges)
        select ${airlineId}, ${contract.contractorId}, ${contract.id}, ${item.prefix}, ${item.serial}, ${first.departure}, ${last.arrival},
          ${sql`array[${sql.join([first.departure, ...route.map((leg) => leg.arrival)].map((code) => sql`${code}`), sql`, `)}]::text[]`},
          ${body.pieces}, ${body.weight}, ${volume}, ${quote.chargeableWeight}, (select case when e.eawb and not (x.shc && array['EAP', 'EAW']::text[]) then x.shc || array['EAW']::text[] else x.shc end
            from (select ${`{${body.shc.join(',')}}`}::text[] as shc) x, e), ${body.cargoName}, ${body.product},
          ${JSON.stringify(body.dimensions)}::jsonb, ${quote.total}, ${quote.currency}, ${body.variantId}, ${write.source}::booking_source, ${write.userId}, ${body.post},
          ${JSON.stringify(body.participants)}::jsonb, ${hold ? sql`(select id from hold_placed)` : sql`null::int`},
          (select case when e.eawb then 'eawb' else 'awb' end from e),
          ${JSON.stringify(chargesOf(quote))}::jsonb
        where ${ok}${hold ? sql` and exists (select 1 from hold_placed)` : sql``}
        on conflict do nothing
        returning id),
      used as (update ${stockItems} i set status = 'used' from ${stocks} st
        where st.id = i.stock_id and i.prefix = ${item.prefix} and i.number = ${item.number}::int and i.status = 'unused' and exists (select 1 from s)
          and ${write.own ? sql`st.contract_id is null and st.airline_id = ${airlineId}::int` : sql`st.contract_id = ${contract.id}::int`}
        returning i.id),
      b as (insert into ${bookings} (airline_id, shipment_id, leg_id, seq, status, source, priority, pieces, weight, volume, quota_id, latest_acceptance, answered_at)
        select ${airlineId}, s.id, v.leg_id, v.seq, v.status, ${write.source}::booking_source, ${write.priority}, ${body.pieces}, ${body.weight}, ${volume}, v.quota_id, v.latest, v.answered
        from s, used, (values ${legsValues}) as v(leg_id, seq, status, quota_id, latest, answered)
        returning id, leg_id, status),
      h as (insert into ${bookingHistory} (shipment_id, booking_id, action, to_status, user_id) select (select id from s), b.id, 'created', b.status, ${write.userId} from b)
      ${counters ? sql`, c as (${counters})` : sql``}${hold ? sql`, ${hold.write}` : sql``}
    select ${ok} as ok, (select id from s) as shipment_id,
      case when not ${ok} ${hold ? sql`or not exists (select 1 from hold_placed)` : sql``} then null
        when not exists (select 1 from s) then ${refuseStatement(NUMBER_BOOKED)}
        when not exists (select 1 from used) then ${refuseStatement(NUMBER_NOT_TAKEN)}
      end as refused`,
  );
  if (!row?.ok) return 'changed';
  if (row.shipment_id === null) return 'noMoney';
  return { shipmentId: row.shipment_id };
}
