import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceOperation, BalancePage, CashFlow, CashFlowBlocks, ContractBalance, UserBalance } from '@shared/finance/balance';
import { contracts } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// The balance calls of section 7 over the seeded ledger, on both databases: whose money each
// caller sees, the header's balance, the operations with their running balance and filters, the
// export, the cash flow adding up, and the staff's correction with its refusals.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const contractId: Record<'agent' | 'shipper' | 'otherAgent', number> = { agent: 0, shipper: 0, otherAgent: 0 };

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function get<T>(who: string, url: string): Promise<T> {
  const answer = await call(who, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}
const fieldsOf = (answer: { json<T>(): T }) => answer.json<{ fields: Record<string, string> }>().fields;

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper', 'newclient'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  const rows = await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts);
  const id = (number: string) => rows.find((row) => row.number === number)!.id;
  contractId.agent = id('UT-AG-2024/017');
  contractId.shipper = rows.find((row) => row.number.startsWith('UT-SH'))?.id ?? 0;
  contractId.otherAgent = rows.find((row) => row.number !== 'UT-AG-2024/017' && row.number.startsWith('UT-AG'))?.id ?? 0;
});
afterAll(async () => server?.close());

describe('the caller’s balance (the header)', () => {
  it('answers a list whose first item has the money of the agent’s contract, with its credit terms', async () => {
    const list = await get<UserBalance[]>('agent', '/api/balance/user');
    expect(list[0]).toMatchObject({ contractId: contractId.agent, number: 'UT-AG-2024/017', money: { amount: 125_430_000, currency: 'RUB' } });
    // The KR payment method's value is the credit limit: 1 500 000 ₽ below zero is available too.
    expect(list[0]!.creditLimit).toEqual({ amount: 150_000_000, currency: 'RUB' });
    expect(list[0]!.available.amount).toBe(125_430_000 + 150_000_000);
    expect(list[0]!.held.amount).toBeGreaterThan(0);
  });

  it('is refused to those without financial.balance.user', async () => {
    expect((await call('airline', 'GET', '/api/balance/user')).statusCode).toBe(403);
    expect((await call('newclient', 'GET', '/api/balance/user')).statusCode).toBe(403);
  });
});

describe('contracts with their balances', () => {
  it('gives a client its own contracts, each with contractResponse, and staff every contract of the airline', async () => {
    const own = await get<ContractBalance[]>('agent', '/api/balance/user/contracts-list');
    expect(own.map((row) => row.contractResponse.number)).toEqual(['UT-AG-2024/017']);
    expect(own[0]!.contractResponse).toMatchObject({ id: contractId.agent, currency: 'RUB', supplier: expect.any(String), contractor: { name: expect.any(String) } });
    const all = await get<ContractBalance[]>('airline', '/api/balance/user/contracts-list');
    expect(all.length).toBeGreaterThanOrEqual(3);
    const one = await get<ContractBalance[]>('airline', `/api/balance/user/contracts-list?id=${contractId.agent}`);
    expect(one.map((row) => row.contractResponse.id)).toEqual([contractId.agent]);
  });

  it('answers 404 for another contractor’s contract and 400 for an id that is no id', async () => {
    expect((await call('shipper', 'GET', `/api/balance/user/contract-${contractId.agent}`)).statusCode).toBe(404);
    expect((await call('agent', 'GET', '/api/balance/user/contract-999999')).statusCode).toBe(404);
    expect((await call('agent', 'GET', '/api/balance/user/contract-abc')).statusCode).toBe(400);
    const mine = await get<ContractBalance>('agent', `/api/balance/user/contract-${contractId.agent}`);
    expect(mine.money.amount).toBe(125_430_000);
  });
});

describe('the operations', () => {
  it('lists the client’s own entries, newest first, each with the running balance after it', async () => {
    const page = await get<BalancePage>('agent', '/api/balance/list?size=100');
    expect(page.total).toBeGreaterThan(5);
    expect(page.items.every((item) => item.contractId === contractId.agent)).toBe(true);
    expect(page.items[0]!.balance.amount).toBe(125_430_000);
    // Oldest last: the opening entry, whose balance is its own amount.
    const oldest = page.items.at(-1)!;
    expect(oldest.type).toBe('opening');
    expect(oldest.balance).toEqual(oldest.amount);
    // Each entry moves the balance of the one before it by its amount.
    const ascending = [...page.items].reverse();
    for (let i = 1; i < ascending.length; i += 1) expect(ascending[i]!.balance.amount).toBe(ascending[i - 1]!.balance.amount + ascending[i]!.amount.amount);
    // A charge names the AWB it was for.
    expect(page.items.some((item) => item.type === 'charge' && item.awb !== null)).toBe(true);
  });

  it('filters by contract, type and local dates, and refuses bad filters with 400 on the field', async () => {
    const staff = await get<BalancePage>('airline', `/api/balance/list?contractId=${contractId.shipper}&size=100`);
    expect(staff.items.every((item) => item.contractId === contractId.shipper)).toBe(true);
    expect(staff.total).toBeGreaterThan(0);
    const payments = await get<BalancePage>('airline', '/api/balance/list?type=payment&size=100');
    expect(payments.items.every((item) => item.type === 'payment')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await get<BalancePage>('agent', `/api/balance/list?from=${today}&to=${today}&tz=UTC`);
    expect(recent.items.every((item) => item.date.slice(0, 10) === today)).toBe(true);
    // Another contractor's contract filters to nothing, never to its rows.
    expect((await get<BalancePage>('agent', `/api/balance/list?contractId=${contractId.shipper}`)).total).toBe(0);
    for (const [query, field] of [
      ['type=gift', 'type'],
      ['from=2026-13-01', 'from'],
      ['tz=Mars/Olympus', 'tz'],
      ['size=1000', 'size'],
    ] as const) {
      const answer = await call('agent', 'GET', `/api/balance/list?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(fieldsOf(answer)), query).toContain(field);
    }
  });

  it('exports the same operations as a workbook', async () => {
    const answer = await call('agent', 'GET', '/api/balance/list/xlsx?type=payment');
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const page = await get<BalancePage>('agent', '/api/balance/list?type=payment&size=100');
    expect(sheet.rowCount - 1).toBe(page.total);
    expect(sheet.getRow(1).getCell(4).value).toBe('Тип');
    expect(sheet.getRow(2).getCell(4).value).toBe('Платёж');
    expect(sheet.getRow(2).getCell(6).value).toBe(page.items[0]!.amount.amount / 100);
  });
});

describe('the cash flow', () => {
  it('adds up: opening and every movement make the closing balance, and the periods chain', async () => {
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const blocks = await get<CashFlowBlocks>('agent', `/api/balance/user/cash-flow-blocks/contract-${contractId.agent}?from=${from}&to=${to}`);
    expect(blocks.opening.amount).toBe(0);
    const moved = blocks.payments.amount + blocks.refunds.amount + blocks.holds.amount + blocks.charges.amount + blocks.corrections.amount;
    expect(blocks.closing.amount).toBe(blocks.opening.amount + moved);
    expect(blocks.closing.amount).toBe(125_430_000);
    expect(blocks.payments.amount).toBe(80_000_000);
    expect(blocks.holds.amount).toBeLessThan(0);

    const flow = await get<CashFlow>('agent', `/api/balance/user/cash-flow/contract-${contractId.agent}?from=${from}&to=${to}&period=week`);
    expect(flow.periods.length).toBeGreaterThan(25);
    for (let i = 1; i < flow.periods.length; i += 1) expect(flow.periods[i]!.opening).toEqual(flow.periods[i - 1]!.closing);
    expect(flow.periods.at(-1)!.closing.amount).toBe(125_430_000);
    // The default: twelve months to this one.
    const monthly = await get<CashFlow>('airline', `/api/balance/user/cash-flow/contract-${contractId.agent}`);
    expect(monthly.periods).toHaveLength(12);
  });

  it('refuses a span that ends before it begins, or holds too many periods', async () => {
    const backwards = await call('agent', 'GET', `/api/balance/user/cash-flow-blocks/contract-${contractId.agent}?from=2026-05-01&to=2026-04-01`);
    expect(backwards.statusCode).toBe(400);
    expect(fieldsOf(backwards)).toHaveProperty('to');
    const long = await call('agent', 'GET', `/api/balance/user/cash-flow/contract-${contractId.agent}?from=2020-01-01&to=2026-01-01&period=day`);
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toHaveProperty('from');
  });
});

describe('a correction by airline staff', () => {
  const correction = (body: Record<string, unknown>) => call('airline', 'POST', '/api/balance/corrections', { contractId: contractId.otherAgent, currency: 'RUB', reason: 'Сверка за октябрь', ...body });

  it('writes a ledger entry with its reason and author, and moves the balance', async () => {
    const before = await get<ContractBalance>('airline', `/api/balance/user/contract-${contractId.otherAgent}`);
    const answer = await correction({ amount: '1 250,50' });
    expect(answer.statusCode, answer.body).toBe(200);
    const entry = answer.json<BalanceOperation>();
    expect(entry).toMatchObject({ type: 'correction', description: 'Сверка за октябрь', amount: { amount: 125_050, currency: 'RUB' }, createdBy: expect.any(String) });
    const after = await get<ContractBalance>('airline', `/api/balance/user/contract-${contractId.otherAgent}`);
    expect(after.money.amount).toBe(before.money.amount + 125_050);
    expect(entry.balance).toEqual(after.money);
  });

  it('answers bad input with 400 on the field, and an overdraw with 409', async () => {
    for (const [body, field, message] of [
      [{ amount: 'ten' }, 'amount', 'Введите сумму, например 1500 или 1500,50'],
      [{ amount: '10.555' }, 'amount', 'Слишком много знаков после запятой для этой валюты'],
      [{ amount: '0' }, 'amount', 'Сумма не может быть нулевой'],
      [{ amount: 125 }, 'amount', undefined],
      [{ amount: '10', currency: 'EUR' }, 'currency', undefined],
      [{ amount: '10', currency: 'USD' }, 'currency', 'Баланс договора ведётся в другой валюте'],
      [{ amount: '10', reason: ' ' }, 'reason', undefined],
      [{ amount: '10', contractId: 'one' }, 'contractId', undefined],
    ] as const) {
      const answer = await correction(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldsOf(answer)), JSON.stringify(body)).toContain(field);
      if (message) expect(fieldsOf(answer)[field]).toBe(message);
    }
    const overdraw = await correction({ amount: '-99999999' });
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json<{ message: string }>().message).toMatch(/^Недостаточно средств по договору .+: нужно 99999999\.00 RUB, доступно/);
    // Another airline's or a missing contract does not exist for the caller.
    expect((await correction({ amount: '10', contractId: 999_999 })).statusCode).toBe(404);
  });

  it('is refused to clients, whatever their own balance', async () => {
    expect((await call('agent', 'POST', '/api/balance/corrections', { contractId: contractId.agent, amount: '100', currency: 'RUB', reason: 'mine' })).statusCode).toBe(403);
  });
});
