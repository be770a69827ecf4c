import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays } from '@shared/finance/periods';
import type { Currency } from '@shared/money';
import { contractors, contracts, payments, shipments } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';
import { lastMonth, seedDocuments } from './documents-seed';
import { accountingDay } from './documents-text';
import { charge, credit, correct, open, placeHold, releaseHold, type Cause } from './ledger';

// The demo contracts' money: four months of a ledger that ends at the balances the demo has always
// shown (1 254 300,00 ₽ for the agent, 86 450,50 ₽ for the shipper, 412 000,00 ₽ for the other
// agent): an opening balance, bank payments, holds for bookings released or charged on AWB issue
// (the demo shipments' own AWBs at a believable rate), a refund and a correction, and holds still
// open for bookings to come. Every entry goes through the ledger's operations, as live money does.
// Then the documents made from it and uploaded beside it (documents-seed.ts).

const DAY_MS = 86_400_000;
/** 92,50 ₽ a kilogram, in kopecks per tenth of a kilogram (weights have one decimal). */
const KOPECKS_PER_TENTH_KG = 925;

type Step =
  | { kind: 'payment'; daysAgo: number; amount: number; description: string; number: string }
  | { kind: 'hold'; daysAgo: number; amount: number; description: string; then?: { kind: 'release' | 'charge'; daysAgo: number; shipment?: number } }
  | { kind: 'refund'; daysAgo: number; amount: number; description: string; shipment?: number }
  | { kind: 'correction'; daysAgo: number; amount: number; description: string };

interface Plan {
  contractId: number;
  /** Who pays from the bank: the client company's name and INN. */
  payer: { name: string; inn: string | null };
  currency: Currency;
  /** The balance the history ends at, in kopecks. */
  closing: number;
  steps: Step[];
}

/** The amount a step moves the balance by once finished (a released hold moves nothing). */
function settled(step: Step, charges: Map<number, number>): number {
  if (step.kind === 'payment' || step.kind === 'refund' || step.kind === 'correction') return step.amount;
  if (!step.then) return -step.amount;
  if (step.then.kind === 'release') return 0;
  return -(step.then.shipment !== undefined ? (charges.get(step.then.shipment) ?? step.amount) : step.amount);
}

/** When a step happens: `daysAgo` days before the seed's moment, at about `hour`. */
const stepTime = (now: Date, daysAgo: number, hour: number) => new Date(now.getTime() - daysAgo * DAY_MS + (hour - 12) * 3_600_000);
/** A hold's release or charge comes in the afternoon. */
const THEN_HOUR = 15;

async function play(ctx: DemoSeedContext, plan: Plan, charges: Map<number, number>, userId: number): Promise<void> {
  const at = (daysAgo: number, hour = 11) => stepTime(ctx.now, daysAgo, hour);
  const money = (amount: number) => ({ amount, currency: plan.currency });
  // The opening balance is what makes the history end where the demo's balance has always been.
  const opening = plan.closing - plan.steps.reduce((sum, step) => sum + settled(step, charges), 0);
  await open(ctx.db, plan.contractId, money(opening), { at: at(120, 9) });

  // Each step's events in time order: a hold and its release or charge are two events.
  const events: { time: Date; run: () => Promise<unknown> }[] = [];
  for (const step of plan.steps) {
    const cause: Cause = { description: step.description, at: at(step.daysAgo) };
    if (step.kind === 'payment') {
      events.push({
        time: cause.at!,
        run: async () => {
          // The payment as the airline's accountant accepted it from the bank statement, then its money on the ledger.
          const [payment] = await ctx.db
            .insert(payments)
            .values({
              airlineId: ctx.need('airline').id,
              contractId: plan.contractId,
              number: step.number,
              date: cause.at!.toISOString().slice(0, 10),
              amount: step.amount,
              currency: plan.currency,
              description: step.description,
              payerName: plan.payer.name,
              payerInn: plan.payer.inn,
              status: 'accepted',
              source: 'statement',
              createdBy: userId,
              createdAt: cause.at!,
              decidedBy: userId,
              decidedAt: cause.at!,
            })
            .returning({ id: payments.id });
          await credit(ctx.db, plan.contractId, 'payment', money(step.amount), { ...cause, paymentId: payment!.id, userId });
        },
      });
    }
    else if (step.kind === 'refund') events.push({ time: cause.at!, run: () => credit(ctx.db, plan.contractId, 'refund', money(step.amount), { ...cause, shipmentId: step.shipment ?? null }) });
    else if (step.kind === 'correction') events.push({ time: cause.at!, run: () => correct(ctx.db, plan.contractId, money(step.amount), { ...cause, description: step.description, userId }) });
    else {
      let holdId = 0;
      events.push({ time: cause.at!, run: async () => ({ holdId } = await placeHold(ctx.db, plan.contractId, money(step.amount), cause)) });
      const then = step.then;
      if (then) {
        const when = at(then.daysAgo, THEN_HOUR);
        events.push({
          time: when,
          run: () =>
            then.kind === 'release'
              ? releaseHold(ctx.db, holdId, { description: step.description, at: when })
              : charge(ctx.db, plan.contractId, money(then.shipment !== undefined ? (charges.get(then.shipment) ?? step.amount) : step.amount), {
                  holdId,
                  shipmentId: then.shipment ?? null,
                  description: step.description,
                  at: when,
                }),
        });
      }
    }
  }
  events.sort((a, b) => a.time.getTime() - b.time.getTime());
  for (const event of events) await event.run();
}

/** The contract's issued shipments, oldest first, with what issuing each one charged. */
async function issued(ctx: DemoSeedContext, contractId: number): Promise<{ ids: number[]; charges: Map<number, number> }> {
  const rows = await ctx.db
    .select({ id: shipments.id, weight: shipments.weight, chargeable: shipments.chargeableWeight })
    .from(shipments)
    .where(and(eq(shipments.contractId, contractId), isNotNull(shipments.issuedAt), inArray(shipments.status, ['issued', 'accepted'])))
    .orderBy(asc(shipments.issuedAt), asc(shipments.id))
    .limit(6);
  return {
    ids: rows.map((row) => row.id),
    charges: new Map(rows.map((row) => [row.id, Math.round((row.chargeable ?? row.weight) * 10) * KOPECKS_PER_TENTH_KG])),
  };
}

async function payerOf(ctx: DemoSeedContext, contractId: number): Promise<Plan['payer']> {
  const [row] = await ctx.db
    .select({ name: contractors.name, fullName: contractors.fullName, inn: contractors.inn })
    .from(contracts)
    .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(eq(contracts.id, contractId));
  return { name: row?.fullName ?? row?.name ?? '', inn: row?.inn ?? null };
}

/**
 * The steps, with one more booking charged in the middle of last month when none of them is: the
 * demo's act and invoice are made from last month's charges (documents-seed.ts).
 */
function withChargeLastMonth(steps: Step[], now: Date): Step[] {
  const { from, to } = lastMonth(now);
  const charged = steps.some((step) => {
    if (step.kind !== 'hold' || step.then?.kind !== 'charge') return false;
    const day = accountingDay(stepTime(now, step.then.daysAgo, THEN_HOUR));
    return day >= from && day <= to;
  });
  if (charged) return steps;
  const middle = Math.round((now.getTime() - Date.parse(`${addDays(from, 14)}T12:00:00Z`)) / DAY_MS);
  return [...steps, { kind: 'hold', daysAgo: middle + 1, amount: 2_442_000, description: 'Бронирование TJM-NUX', then: { kind: 'charge', daysAgo: middle } }];
}

export async function seedFinance(ctx: DemoSeedContext): Promise<void> {
  const contract = ctx.need('contracts');
  const userId = ctx.need('airlineUserId');
  const agent = await issued(ctx, contract.agent);
  const [first, second, third] = agent.ids;
  const plans: Plan[] = [
    {
      contractId: contract.agent,
      payer: await payerOf(ctx, contract.agent),
      currency: 'RUB',
      closing: 125_430_000,
      steps: withChargeLastMonth([
        { kind: 'payment', daysAgo: 95, amount: 50_000_000, description: 'Платёжное поручение № 1187', number: '1187' },
        { kind: 'hold', daysAgo: 80, amount: 3_885_000, description: 'Бронирование TJM-SGC', then: { kind: 'charge', daysAgo: 78, ...(first ? { shipment: first } : {}) } },
        { kind: 'hold', daysAgo: 64, amount: 2_220_000, description: 'Бронирование NJC-TJM', then: { kind: 'release', daysAgo: 60 } },
        { kind: 'payment', daysAgo: 45, amount: 30_000_000, description: 'Платёжное поручение № 1342', number: '1342' },
        { kind: 'hold', daysAgo: 33, amount: 5_735_000, description: 'Бронирование HMA-VKO', then: { kind: 'charge', daysAgo: 31, ...(second ? { shipment: second } : {}) } },
        { kind: 'refund', daysAgo: 26, amount: 1_110_000, description: 'Возврат: рейс отменён', ...(first ? { shipment: first } : {}) },
        { kind: 'hold', daysAgo: 12, amount: 4_625_000, description: 'Бронирование SGC-LED', then: { kind: 'charge', daysAgo: 9, ...(third ? { shipment: third } : {}) } },
        { kind: 'hold', daysAgo: 2, amount: 2_960_000, description: 'Бронирование TJM-VKO' },
        { kind: 'hold', daysAgo: 1, amount: 1_387_500, description: 'Бронирование NJC-SGC' },
      ], ctx.now),
    },
    {
      contractId: contract.shipper,
      payer: await payerOf(ctx, contract.shipper),
      currency: 'RUB',
      closing: 8_645_050,
      steps: [
        { kind: 'payment', daysAgo: 70, amount: 15_000_000, description: 'Оплата по счёту № 56', number: '56' },
        { kind: 'hold', daysAgo: 58, amount: 4_162_500, description: 'Бронирование SLY-TJM', then: { kind: 'charge', daysAgo: 57 } },
        { kind: 'hold', daysAgo: 21, amount: 2_035_000, description: 'Бронирование NUX-SGC', then: { kind: 'charge', daysAgo: 20 } },
        { kind: 'correction', daysAgo: 14, amount: -157_450, description: 'Досчёт сбора за опасный груз (накладная 298-20114373)' },
        { kind: 'hold', daysAgo: 3, amount: 1_850_000, description: 'Бронирование SLY-SGC' },
      ],
    },
    {
      contractId: contract.otherAgent,
      payer: await payerOf(ctx, contract.otherAgent),
      currency: 'RUB',
      closing: 41_200_000,
      steps: [
        { kind: 'payment', daysAgo: 88, amount: 20_000_000, description: 'Платёжное поручение № 904', number: '904' },
        { kind: 'hold', daysAgo: 40, amount: 6_475_000, description: 'Бронирование VKO-SGC', then: { kind: 'charge', daysAgo: 38 } },
        { kind: 'hold', daysAgo: 17, amount: 3_330_000, description: 'Бронирование LED-TJM', then: { kind: 'release', daysAgo: 16 } },
        { kind: 'payment', daysAgo: 10, amount: 25_000_000, description: 'Платёжное поручение № 951', number: '951' },
      ],
    },
  ];
  for (const plan of plans) await play(ctx, plan, plan.contractId === contract.agent ? agent.charges : new Map(), userId);

  // Yesterday's statement brought a payment nobody could match (a payer the airline does not know,
  // no contract number in the purpose): it waits for a person. And one staff declined (a refund
  // the bank sent back to the payer).
  const day = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const airlineId = ctx.need('airline').id;
  await ctx.db.insert(payments).values([
    { airlineId, contractId: null, number: '3071', date: day(1), amount: 7_500_000, currency: 'RUB', description: 'Оплата по счёту 114 за перевозку груза, НДС не облагается', payerName: 'ООО «Северный Ветер»', payerInn: '8901023456', status: 'wait', source: 'statement', createdBy: userId },
    { airlineId, contractId: contract.shipper, number: '61', date: day(30), amount: 1_250_000, currency: 'RUB', description: 'Предоплата по договору UT-SH-2025/042', payerName: 'ООО «Ямал Фиш Экспорт»', payerInn: null, status: 'declined', source: 'manual', comment: 'Возвращён банком: неверные реквизиты получателя', createdBy: userId, decidedBy: userId, decidedAt: new Date(ctx.now.getTime() - 29 * DAY_MS) },
  ]);

  await seedDocuments(ctx);
}
