import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalancePage, ContractBalance, PaymentPage, PaymentRow } from '@shared/finance';
import { contracts, ledgerEntries } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { ledgerDrift } from './ledger';

// Payments on both databases: whose payments each caller sees, staff registering one (accepted at
// once: the balance moves through the ledger and the client is told; or left in review), deciding
// one in review (declined and cancelled never touch the balance; an unmatched one accepted once a
// contract is assigned), and bad input answered on the field.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const contractId = { agent: 0, shipper: 0 };

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function get<T>(who: string, url: string): Promise<T> {
  const answer = await call(who, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}
const fieldsOf = (answer: { json<T>(): T }) => answer.json<{ fields: Record<string, string> }>().fields;
const balanceOf = async (id: number) => (await get<ContractBalance>('airline', `/api/balance/user/contract-${id}`)).money.amount;
const payment = (body: Record<string, unknown> = {}) => ({ contractId: contractId.shipper, number: '777', date: '2026-11-20', amount: '12 500,00', currency: 'RUB', description: 'Предоплата', ...body });

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper', 'newclient'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  const rows = await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts);
  contractId.agent = rows.find((row) => row.number === 'UT-AG-2024/017')!.id;
  contractId.shipper = rows.find((row) => row.number === 'UT-SH-2025/042')!.id;
});
afterAll(async () => server?.close());

describe('the payments list', () => {
  it('shows a client its own contracts’ payments, each the ledger’s payment entry points to', async () => {
    const own = await get<PaymentPage>('agent', '/api/payments?size=100');
    expect(own.items.map((row) => row.number).sort()).toEqual(['1187', '1342']);
    expect(own.items.every((row) => row.contractId === contractId.agent && row.status === 'accepted')).toBe(true);
    const entries = await get<BalancePage>('agent', '/api/balance/list?type=payment&size=100');
    expect(entries.items.map((entry) => entry.paymentId).sort()).toEqual(own.items.map((row) => row.id).sort());
  });

  it('shows staff every payment of the airline, the unmatched one in review included, filtered', async () => {
    const all = await get<PaymentPage>('airline', '/api/payments?size=100');
    const unmatched = all.items.find((row) => row.contractId === null);
    expect(unmatched).toMatchObject({ status: 'wait', source: 'statement', payerInn: '8901023456' });
    expect((await get<PaymentPage>('airline', '/api/payments?status=declined')).items.map((row) => row.comment)).toEqual([expect.stringMatching(/^Возвращён банком/)]);
    expect((await get<PaymentPage>('airline', '/api/payments?q=Северный')).total).toBe(1);
    expect((await get<PaymentPage>('airline', `/api/payments?contractId=${contractId.agent}`)).total).toBe(2);
    // Out of a client's reach: another contractor's payment and an unmatched one are not there.
    expect((await call('agent', 'GET', `/api/payments/id-${unmatched!.id}`)).statusCode).toBe(404);
    expect((await call('newclient', 'GET', '/api/payments')).statusCode).toBe(403);
    for (const [query, field] of [
      ['status=paid', 'status'],
      ['from=2026-02-30', 'from'],
      ['sort=payer', 'sort'],
    ] as const) {
      const answer = await call('airline', 'GET', `/api/payments?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(fieldsOf(answer)), query).toContain(field);
    }
  });
});

describe('registering a payment by hand', () => {
  it('accepts it at once: the balance moves through the ledger and the client’s users are told', async () => {
    const before = await balanceOf(contractId.shipper);
    const answer = await call('airline', 'POST', '/api/payments', payment());
    expect(answer.statusCode, answer.body).toBe(200);
    const row = answer.json<PaymentRow>();
    expect(row).toMatchObject({ status: 'accepted', source: 'manual', amount: { amount: 1_250_000, currency: 'RUB' }, contractNumber: 'UT-SH-2025/042', decidedBy: expect.any(String) });
    expect(await balanceOf(contractId.shipper)).toBe(before + 1_250_000);
    const [entry] = await server.db.select({ amount: ledgerEntries.amount, type: ledgerEntries.type }).from(ledgerEntries).where(eq(ledgerEntries.paymentId, row.id));
    expect(entry).toEqual({ amount: 1_250_000, type: 'payment' });

    const bell = await get<{ items: { group: string; level: string; title: string; contentData: Record<string, unknown> }[] }>('shipper', '/api/notification?tab=all&page=1&size=5');
    const told = bell.items.find((item) => item.group === 'payment');
    expect(told).toMatchObject({ level: 'success', title: 'Платёж зачислен' });
    // Its link is section 2's balance subtype: /payments?openId={id}&shared[contractId]={contract}.
    expect(told!.contentData.payment).toMatchObject({ type: 'link', text: '777', subtype: 'balance', params: { id: row.id, contract: contractId.shipper } });
    expect(await ledgerDrift(server.db)).toEqual([]);
  });

  it('leaves it in review when asked; declined or cancelled it never touches the balance, and is decided once', async () => {
    const before = await balanceOf(contractId.shipper);
    const waiting = (await call('airline', 'POST', '/api/payments', payment({ number: '778', accept: false }))).json<PaymentRow>();
    expect(waiting.status).toBe('wait');
    const declined = await call('airline', 'PATCH', `/api/payments/id-${waiting.id}/status`, { status: 'declined', comment: 'Двойное зачисление' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<PaymentRow>()).toMatchObject({ status: 'declined', comment: 'Двойное зачисление' });
    expect(await balanceOf(contractId.shipper)).toBe(before);
    expect((await call('airline', 'PATCH', `/api/payments/id-${waiting.id}/status`, { status: 'accepted' })).statusCode).toBe(409);

    const cancelled = (await call('airline', 'POST', '/api/payments', payment({ number: '779', accept: false }))).json<PaymentRow>();
    expect((await call('airline', 'PATCH', `/api/payments/id-${cancelled.id}/status`, { status: 'cancelled' })).json<PaymentRow>().status).toBe('cancelled');
    expect(await balanceOf(contractId.shipper)).toBe(before);
  });

  it('accepts an unmatched payment once a person assigns its contract', async () => {
    const all = await get<PaymentPage>('airline', '/api/payments?status=wait&size=100');
    const unmatched = all.items.find((row) => row.contractId === null)!;
    const none = await call('airline', 'PATCH', `/api/payments/id-${unmatched.id}/status`, { status: 'accepted' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toHaveProperty('contractId');
    const before = await balanceOf(contractId.agent);
    const accepted = await call('airline', 'PATCH', `/api/payments/id-${unmatched.id}/status`, { status: 'accepted', contractId: contractId.agent });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<PaymentRow>()).toMatchObject({ status: 'accepted', contractNumber: 'UT-AG-2024/017' });
    expect(await balanceOf(contractId.agent)).toBe(before + unmatched.amount.amount);
    // Now the agent's: it sees it.
    expect((await call('agent', 'GET', `/api/payments/id-${unmatched.id}`)).statusCode).toBe(200);
  });

  it('answers bad input with 400 on the field, and clients with 403', async () => {
    for (const [body, field] of [
      [{ amount: 'abc' }, 'amount'],
      [{ amount: '10.555' }, 'amount'],
      [{ amount: '-5' }, 'amount'],
      [{ amount: 125 }, 'amount'],
      [{ currency: 'EUR' }, 'currency'],
      [{ currency: 'USD' }, 'currency'],
      [{ payerInn: '123' }, 'payerInn'],
      [{ date: '2026-13-01' }, 'date'],
      [{ number: ' ' }, 'number'],
      [{ contractId: 999_999 }, 'contractId'],
      [{ extra: 1 }, 'extra'],
    ] as const) {
      const answer = await call('airline', 'POST', '/api/payments', payment(body));
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldsOf(answer)), JSON.stringify(body)).toContain(field);
    }
    expect((await call('agent', 'POST', '/api/payments', payment({ contractId: contractId.agent }))).statusCode).toBe(403);
    expect((await call('agent', 'PATCH', '/api/payments/id-1/status', { status: 'declined' })).statusCode).toBe(403);
  });
});
