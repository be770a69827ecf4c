import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractBalance, PaymentRow, StatementResult } from '@shared/finance';
import { MAX_STATEMENT_BYTES } from '@shared/finance/statement';
import { contracts, ledgerEntries, payments, users } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { ledgerDrift } from './ledger';
import { lineOf, statementFile, statementText, type StatementOrder } from './statement.test-support';

// Importing a bank statement on both databases: a matched order accepted and credited at once
// (the client told), an unmatched one waiting for a person, an outgoing one ignored; the same file
// again credits nothing; a bad file is refused whole, with its problems per line, writing nothing;
// only airline staff import; and two imports of one file at the same moment credit it once.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const contractId = { agent: 0, shipper: 0 };
const SECOND_STAFF = 'accountant@demo.test';

const BOUNDARY = '----cabinet-statement-test';
function upload(who: string, file: Buffer | null, name = 'statement.txt') {
  const part = file
    ? [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`), file, Buffer.from('\r\n')]
    : [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n`)];
  return server.request({
    method: 'POST',
    url: '/api/payments/statement',
    payload: Buffer.concat([...part, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { ...headers[who]!, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}
async function imported(who: string, file: Buffer): Promise<StatementResult> {
  const answer = await upload(who, file);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<StatementResult>();
}
const call = (who: string, method: 'GET' | 'PATCH', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function get<T>(who: string, url: string): Promise<T> {
  const answer = await call(who, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}
const balanceOf = async (id: number) => (await get<ContractBalance>('airline', `/api/balance/user/contract-${id}`)).money.amount;
const paymentCount = async () => (await server.db.select({ n: count() }).from(payments))[0]!.n;

const matched: StatementOrder = {
  number: '5101',
  date: '2026-11-18',
  amount: '150000.00',
  payerName: 'ООО «Сибирь Логистик»',
  payerInn: '7203412655',
  purpose: 'Оплата по договору № UT-AG-2024/017 от 01.01.2024 за авиаперевозку груза, НДС не облагается',
};
const unknownPayer: StatementOrder = { number: '5102', date: '2026-11-18', amount: '32000,50', payerName: 'ООО «Тундра Снаб»', payerInn: '8904012345', purpose: 'Оплата по счёту 77 за перевозку груза' };
// A known payer naming another company's contract: a person decides.
const othersContract: StatementOrder = { number: '5103', date: '2026-11-19', amount: '5000.00', payerName: 'АО «Ямал Фиш Экспорт»', payerInn: '8901027745', purpose: 'Оплата по договору UT-AG-2024/017' };
const outgoing: StatementOrder = { number: '880', date: '2026-11-19', amount: '12000.00', payerName: 'ООО «Аэропорт Рощино»', payerInn: '7204002080', purpose: 'Аэропортовые сборы за октябрь', outgoing: true };
const ORDERS = [matched, unknownPayer, othersContract, outgoing];

beforeAll(async () => {
  server = await createTestServer();
  // A second accountant of the airline, to import at the same moment as the first.
  const [staff] = await server.db.select().from(users).where(eq(users.email, DEMO_USERS.airline));
  await server.db.insert(users).values({ ...staff!, id: undefined, email: SECOND_STAFF, name: 'Second accountant' });
  for (const who of ['airline', 'agent'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  headers.second = await server.as(SECOND_STAFF);
  const rows = await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts);
  contractId.agent = rows.find((row) => row.number === 'UT-AG-2024/017')!.id;
  contractId.shipper = rows.find((row) => row.number === 'UT-SH-2025/042')!.id;
});
afterAll(async () => server?.close());

describe('importing a statement', () => {
  it('credits a matched order at once, leaves the others waiting and ignores outgoing money', async () => {
    const before = { agent: await balanceOf(contractId.agent), shipper: await balanceOf(contractId.shipper) };
    const text = statementText(ORDERS);
    const result = await imported('airline', statementFile(ORDERS));
    expect(result).toMatchObject({ accepted: 1, wait: 2, duplicate: 0, outgoing: 1 });
    expect(result.lines).toEqual([
      {
        line: lineOf(text, 'Номер=5101') - 1,
        number: '5101',
        date: '2026-11-18',
        amount: { amount: 15_000_000, currency: 'RUB' },
        payerName: 'ООО «Сибирь Логистик»',
        payerInn: '7203412655',
        outcome: 'accepted',
        paymentId: expect.any(Number),
        contractId: contractId.agent,
        contractNumber: 'UT-AG-2024/017',
      },
      expect.objectContaining({ number: '5102', amount: { amount: 3_200_050, currency: 'RUB' }, outcome: 'wait', paymentId: expect.any(Number), contractId: null, contractNumber: null }),
      expect.objectContaining({ number: '5103', outcome: 'wait', contractId: null }),
      expect.objectContaining({ number: '880', outcome: 'outgoing', paymentId: null, contractId: null }),
    ]);

    // The matched one: accepted on its contract, the balance up by exactly its amount, through the ledger.
    const [accepted, waiting] = result.lines;
    expect(await balanceOf(contractId.agent)).toBe(before.agent + 15_000_000);
    expect(await balanceOf(contractId.shipper)).toBe(before.shipper);
    const row = await get<PaymentRow>('airline', `/api/payments/id-${accepted!.paymentId}`);
    expect(row).toMatchObject({ status: 'accepted', source: 'statement', contractNumber: 'UT-AG-2024/017', description: matched.purpose, payerName: 'ООО «Сибирь Логистик»', payerInn: '7203412655', decidedBy: expect.any(String) });
    const entries = await server.db.select({ amount: ledgerEntries.amount, type: ledgerEntries.type, description: ledgerEntries.description }).from(ledgerEntries).where(eq(ledgerEntries.paymentId, accepted!.paymentId!));
    expect(entries).toEqual([{ amount: 15_000_000, type: 'payment', description: '№ 5101' }]);
    expect(await ledgerDrift(server.db)).toEqual([]);

    // The client company is told, its payment one click away.
    const bell = await get<{ items: { group: string; level: string; contentData: Record<string, unknown> }[] }>('agent', '/api/notification?tab=all&page=1&size=5');
    expect(bell.items.find((item) => item.group === 'payment')).toMatchObject({ level: 'success', contentData: { payment: { text: '5101', params: { id: accepted!.paymentId, contract: contractId.agent } } } });

    // Outgoing money is no payment of a client.
    expect(await server.db.select({ id: payments.id }).from(payments).where(eq(payments.number, '880'))).toEqual([]);

    // An unmatched one waits without a contract until a person assigns one; then it is credited.
    expect(await get<PaymentRow>('airline', `/api/payments/id-${waiting!.paymentId}`)).toMatchObject({ status: 'wait', contractId: null, source: 'statement', payerInn: '8904012345' });
    const decided = await call('airline', 'PATCH', `/api/payments/id-${waiting!.paymentId}/status`, { status: 'accepted', contractId: contractId.shipper });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await balanceOf(contractId.shipper)).toBe(before.shipper + 3_200_050);
    expect(await ledgerDrift(server.db)).toEqual([]);
  });

  it('skips every order imported before: the same file again credits nothing', async () => {
    const before = { agent: await balanceOf(contractId.agent), payments: await paymentCount() };
    const result = await imported('airline', statementFile(ORDERS));
    expect(result).toMatchObject({ accepted: 0, wait: 0, duplicate: 3, outgoing: 1 });
    expect(result.lines.map((line) => line.paymentId)).toEqual([null, null, null, null]);
    expect(await balanceOf(contractId.agent)).toBe(before.agent);
    expect(await paymentCount()).toBe(before.payments);
  });

  it('refuses a bad file whole: 400 with its problems per line and key, nothing written', async () => {
    const before = { agent: await balanceOf(contractId.agent), payments: await paymentCount() };
    const orders = [{ ...matched, number: '6101' }, { ...unknownPayer, number: '6102', amount: 'сто рублей', payerInn: '12' }];
    const text = statementText(orders);
    const answer = await upload('airline', statementFile(orders));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      code: 400,
      message: 'Выписка не загружена: 2 ошибки в документах. Исправьте файл и загрузите его снова',
      fields: {
        [`${lineOf(text, 'Сумма=сто рублей')}.Сумма`]: 'Сумма должна быть положительным числом с не более чем двумя знаками после запятой',
        [`${lineOf(text, 'ПлательщикИНН=12')}.ПлательщикИНН`]: 'ИНН плательщика должен состоять из 10 или 12 цифр',
      },
    });
    expect(await balanceOf(contractId.agent)).toBe(before.agent);
    expect(await paymentCount()).toBe(before.payments);

    // Anything else: no 500, a 400 on the file.
    for (const garbage of [Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256)), Buffer.from('1CClientBankExchange\r\nВерсияФормата=1.03\r\n'), Buffer.alloc(0)]) {
      const refused = await upload('airline', garbage);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields)).toEqual(['file']);
    }
  });

  it('is airline staff’s: a client gets 403; no file is a 400, a JSON body 415, a file over the limit 413', async () => {
    expect((await upload('agent', statementFile([matched]))).statusCode).toBe(403);
    const none = await upload('airline', null);
    expect(none.statusCode, none.body).toBe(400);
    expect((await server.request({ method: 'POST', url: '/api/payments/statement', headers: headers.airline!, payload: {} })).statusCode).toBe(415);
    expect((await upload('airline', Buffer.alloc(MAX_STATEMENT_BYTES + 1, 0x41))).statusCode).toBe(413);
  });
});

describe('two imports of one file at the same moment', () => {
  it('credit it once', async () => {
    const order: StatementOrder = { ...matched, number: '7101', amount: '7777.77' };
    const before = await balanceOf(contractId.agent);
    const file = statementFile([order, { ...unknownPayer, number: '7102' }]);
    const answers = await Promise.all([upload('airline', file), upload('second', file)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const results = answers.map((answer) => answer.json<StatementResult>());
    expect(results.map((result) => result.accepted).sort()).toEqual([0, 1]);
    expect(results.map((result) => result.duplicate).sort()).toEqual([0, 2]);
    expect(await balanceOf(contractId.agent)).toBe(before + 777_777);
    expect(await server.db.select({ id: payments.id }).from(payments).where(eq(payments.number, '7101'))).toHaveLength(1);
    expect(await ledgerDrift(server.db)).toEqual([]);
  });
});
