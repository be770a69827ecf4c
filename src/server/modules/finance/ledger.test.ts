import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Money } from '@shared/money';
import { balanceHolds, contractBalances, contractPaymentMethods, contracts, ledgerEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { createTestServer, dbKind, type TestServer } from '../../test/harness';
import { charge, correct, credit, ledgerDrift, placeHold, releaseHold } from './ledger';

// The ledger on both databases: the seeded history adds up, random sequences of operations keep
// every balance equal to the sum of its entries and never below its floor, a hold is released or
// charged once, and concurrent holds on one contract never overdraw it.

let server: TestServer;
let template: { airlineId: number; contractorId: number };
let made = 0;

const rub = (amount: number): Money => ({ amount, currency: 'RUB' });

/** A fresh contract of the demo agent's contractor, prepaid or on credit (a KR limit in rubles). */
async function freshContract(credit?: string): Promise<number> {
  made += 1;
  const [row] = await server.db
    .insert(contracts)
    .values({ number: `LEDGER-${dbKind()}-${made}`, airlineId: template.airlineId, contractorId: template.contractorId, type: 'agent', currency: 'RUB', validFrom: '2026-01-01', unlimited: true })
    .returning({ id: contracts.id });
  if (credit !== undefined) await server.db.insert(contractPaymentMethods).values({ contractId: row!.id, method: 'KR', value: credit });
  return row!.id;
}

async function balanceOf(contractId: number): Promise<{ balance: number; held: number; sum: number }> {
  const [kept] = await server.db.select().from(contractBalances).where(eq(contractBalances.contractId, contractId));
  const [sum] = await server.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId));
  return { balance: kept?.balance ?? 0, held: kept?.held ?? 0, sum: Number(sum?.sum ?? 0) };
}

const refusal = async (work: Promise<unknown>): Promise<AppError> => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

beforeAll(async () => {
  server = await createTestServer();
  const [agent] = await server.db.select({ airlineId: contracts.airlineId, contractorId: contracts.contractorId }).from(contracts).where(eq(contracts.number, 'UT-AG-2024/017'));
  template = agent!;
});
afterAll(async () => server?.close());

describe('the seeded ledger', () => {
  it('ends at the demo balances, and every kept balance is the sum of its entries', async () => {
    const rows = await server.db.select({ number: contracts.number, balance: contractBalances.balance }).from(contractBalances).innerJoin(contracts, eq(contracts.id, contractBalances.contractId));
    const byNumber = Object.fromEntries(rows.map((row) => [row.number, row.balance]));
    expect(byNumber['UT-AG-2024/017']).toBe(125_430_000);
    expect(await ledgerDrift(server.db)).toEqual([]);
    // Each seeded contract opens with one carried-over entry, and has holds still open for bookings to come.
    const openings = await server.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.type, 'opening'));
    expect(openings.length).toBeGreaterThanOrEqual(3);
    const open = await server.db.select({ id: balanceHolds.id }).from(balanceHolds).where(eq(balanceHolds.status, 'open'));
    expect(open.length).toBeGreaterThanOrEqual(3);
  });
});

describe('operations', () => {
  it('holds, then charges through the hold: the final price needs only the difference', async () => {
    const id = await freshContract();
    await credit(server.db, id, 'payment', rub(100_000));
    const { holdId } = await placeHold(server.db, id, rub(80_000), { description: 'booking' });
    expect(await balanceOf(id)).toEqual({ balance: 20_000, held: 80_000, sum: 20_000 });
    // 95 000 charged against an 80 000 hold: 15 000 more is there.
    const entry = await charge(server.db, id, rub(95_000), { holdId });
    expect(entry.balanceAfter).toBe(5_000);
    expect(await balanceOf(id)).toEqual({ balance: 5_000, held: 0, sum: 5_000 });
    // A hold is closed once.
    expect((await refusal(releaseHold(server.db, holdId))).messageKey).toBe('finance:holdClosed');
  });

  it('refuses a debit below zero on a prepaid contract, and says what is available', async () => {
    const id = await freshContract();
    await credit(server.db, id, 'payment', rub(50_000));
    const error = await refusal(placeHold(server.db, id, rub(50_001)));
    expect(error.status).toBe(409);
    expect(error.messageKey).toBe('finance:insufficientFunds');
    expect(error.options.params).toMatchObject({ available: '500.00 RUB', amount: '500.01 RUB' });
    expect((await refusal(correct(server.db, id, rub(-50_001), { description: 'fee' }))).status).toBe(409);
    expect(await balanceOf(id)).toEqual({ balance: 50_000, held: 0, sum: 50_000 });
  });

  it('lets a credit contract go down to its limit and no further', async () => {
    const id = await freshContract('1 000,00');
    await placeHold(server.db, id, rub(60_000));
    await charge(server.db, id, rub(40_000));
    expect((await balanceOf(id)).balance).toBe(-100_000);
    expect((await refusal(charge(server.db, id, rub(1)))).messageKey).toBe('finance:overCreditLimit');
  });

  it('refuses money in another currency on the field', async () => {
    const id = await freshContract();
    const error = await refusal(credit(server.db, id, 'payment', { amount: 100, currency: 'USD' }));
    expect(error.status).toBe(400);
    expect(error.options.fields).toEqual({ currency: 'finance:currencyMismatch' });
  });
});

type Op = { kind: 'pay' | 'hold' | 'charge' | 'refund' | 'correct'; amount: number } | { kind: 'release' | 'chargeHold'; pick: number; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('pay' as const, 'hold' as const, 'charge' as const, 'refund' as const), amount: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant('correct' as const), amount: fc.integer({ min: -200_000, max: 200_000 }).filter((n) => n !== 0) }),
  fc.record({ kind: fc.constantFrom('release' as const, 'chargeHold' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 200_000 }) }),
);

describe('random sequences of operations', () => {
  for (const limit of [undefined, '750']) {
    it(`keep the balance the sum of its entries and never below the floor (${limit ? 'credit 750 ₽' : 'prepaid'})`, async () => {
      const floor = limit ? -75_000 : 0;
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
          const id = await freshContract(limit);
          const open: number[] = [];
          for (const op of ops) {
            try {
              if (op.kind === 'pay') await credit(server.db, id, 'payment', rub(op.amount));
              else if (op.kind === 'refund') await credit(server.db, id, 'refund', rub(op.amount));
              else if (op.kind === 'hold') open.push((await placeHold(server.db, id, rub(op.amount))).holdId);
              else if (op.kind === 'charge') await charge(server.db, id, rub(op.amount));
              else if (op.kind === 'correct') await correct(server.db, id, rub(op.amount), { description: 'property' });
              else if ((op.kind === 'release' || op.kind === 'chargeHold') && open.length) {
                const [holdId] = open.splice(op.pick % open.length, 1);
                if (op.kind === 'release') await releaseHold(server.db, holdId!);
                else await charge(server.db, id, rub(op.amount), { holdId: holdId! }).catch((error: unknown) => {
                  // A refused charge leaves its hold open: the whole transaction is undone.
                  open.push(holdId!);
                  throw error;
                });
              }
            } catch (error) {
              if (!(error instanceof AppError) || error.status !== 409) throw error;
            }
            const now = await balanceOf(id);
            expect(now.balance).toBe(now.sum);
            expect(now.balance).toBeGreaterThanOrEqual(floor);
          }
          const [held] = await server.db.select({ sum: sql<string>`coalesce(sum(${balanceHolds.amount}), 0)` }).from(balanceHolds).where(sql`${balanceHolds.contractId} = ${id} and ${balanceHolds.status} = 'open'`);
          expect((await balanceOf(id)).held).toBe(Number(held?.sum));
        }),
        { numRuns: 12 },
      );
    });
  }
});

describe('concurrent holds', () => {
  it('50 at once on one contract with room for 10: exactly 10 succeed', async () => {
    const id = await freshContract();
    await credit(server.db, id, 'payment', rub(10 * 12_345));
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => placeHold(server.db, id, rub(12_345))));
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(lost.every((result) => result.reason instanceof AppError && result.reason.status === 409)).toBe(true);
    expect(await balanceOf(id)).toEqual({ balance: 0, held: 10 * 12_345, sum: 0 });
    const entries = await server.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.contractId, id));
    expect(entries).toHaveLength(11);
    expect(await ledgerDrift(server.db)).toEqual([]);
  });
});
