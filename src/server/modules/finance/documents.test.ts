import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentPage, DocumentRow } from '@shared/finance';
import { MAX_DOCUMENT_BYTES } from '@shared/finance/documents';
import { rublesInWords } from '@shared/finance/words';
import { contracts, documents, shipments } from '../../db/schema';
import { createTestServer, dbKind, DEMO_USERS, type TestServer } from '../../test/harness';
import { charge, credit, placeHold } from './ledger';

// Documents on both databases: who reaches which (a client its own contracts' and the airline's
// tariff documents, staff their airline's), acts and invoices made from charges and refunds the
// test puts on the ledger (VAT per line by its Moscow day and region, exact to the kopeck; numbers
// per airline, type and year with no gap; a period made once), their PDFs read back with Poppler,
// uploads checked by name and content, and removal. On PostgreSQL, makings at the same moment.

const run = promisify(execFile);

let server: TestServer;
let workDir: string;
const headers: Record<string, Record<string, string>> = {};
const contractId = { agent: 0, shipper: 0 };
/** The agent's shipment to Yerevan: international carriage, VAT 0%. */
let yerevanShipment = 0;

const rub = (amount: number) => ({ amount, currency: 'RUB' as const });
const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function get<T>(who: string, url: string): Promise<T> {
  const answer = await call(who, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}
const fieldsOf = (answer: { json<T>(): T }) => answer.json<{ fields: Record<string, string> }>().fields;
const generate = (body: Record<string, unknown>, who = 'airline') => call(who, 'POST', '/api/documents/generate', { contractId: contractId.agent, type: 'act', ...body });
async function generated(body: Record<string, unknown>): Promise<DocumentRow> {
  const answer = await generate(body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DocumentRow>();
}
const sequence = (number: string) => Number(number.slice(number.lastIndexOf('-') + 1));

/** A booking charged on the agent's contract at a moment of the past (a hold, then its charge, as issuing an AWB does). */
async function charged(amount: number, at: string, shipmentId: number | null = null): Promise<void> {
  const { holdId } = await placeHold(server.db, contractId.agent, rub(amount), { description: 'Бронирование TJM-VKO', at: new Date(at) });
  await charge(server.db, contractId.agent, rub(amount), { holdId, shipmentId, description: 'Бронирование TJM-VKO', at: new Date(at) });
}

/** A multipart body as a browser builds it. */
async function form(fields: Record<string, string>, file?: { name: string; content: Buffer; field?: string }): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(file.field ?? 'file', new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
async function upload(who: string, fields: Record<string, string>, file?: { name: string; content: Buffer; field?: string }) {
  const body = await form(fields, file);
  return server.request({ method: 'POST', url: '/api/documents/upload', payload: body.payload, headers: { ...headers[who]!, ...body.headers } });
}

async function download(who: string, id: number) {
  const answer = await server.request({ method: 'GET', url: `/api/documents/id-${id}/file`, headers: headers[who]! });
  return answer;
}

/** The PDF's text as Poppler lays it out, its runs of blanks made one. */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/[ \t\r\n]+/g, ' ');
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  server = await createTestServer();
  workDir = await mkdtemp(join(tmpdir(), 'documents-test-'));
  for (const who of ['airline', 'agent', 'shipper', 'newclient'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  const rows = await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts);
  contractId.agent = rows.find((row) => row.number === 'UT-AG-2024/017')!.id;
  contractId.shipper = rows.find((row) => row.number === 'UT-SH-2025/042')!.id;
  const [abroad] = await server.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.contractId, contractId.agent), sql`'EVN' = any(${shipments.route})`));
  yerevanShipment = abroad!.id;
});
afterAll(async () => {
  await server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('who reaches which documents', () => {
  it('shows a client its contracts’ documents and the airline’s tariff documents, not another company’s', async () => {
    const agent = await get<DocumentPage>('agent', '/api/documents?size=100');
    expect(agent.items.map((row) => row.type).sort()).toEqual(['act', 'invoice', 'tariff']);
    const act = agent.items.find((row) => row.type === 'act')!;
    expect(act).toMatchObject({ contractId: contractId.agent, contractNumber: 'UT-AG-2024/017', contractor: 'Сибирь Логистик', contentType: 'application/pdf', createdBy: expect.any(String) });
    expect(act.total!.amount).toBeGreaterThan(0);
    expect(agent.items.find((row) => row.type === 'tariff')).toMatchObject({ contractId: null, contractNumber: null, total: null });

    const shipper = await get<DocumentPage>('shipper', '/api/documents?size=100');
    expect(shipper.items.map((row) => row.type).sort()).toEqual(['claim', 'tariff']);
    const claim = shipper.items.find((row) => row.type === 'claim')!;
    // Another company's file does not exist for the caller; the airline's tariff sheet is everyone's.
    expect((await download('agent', claim.id)).statusCode).toBe(404);
    expect((await download('shipper', act.id)).statusCode).toBe(404);
    const sheet = await download('agent', agent.items.find((row) => row.type === 'tariff')!.id);
    expect(sheet.statusCode).toBe(200);
    expect(await pdfText(sheet.rawPayload)).toContain('Тарифы на перевозку грузов');

    // Staff see the airline's, filtered.
    const staff = await get<DocumentPage>('airline', '/api/documents?size=100');
    expect(staff.items.map((row) => row.type).sort()).toEqual(['act', 'claim', 'invoice', 'tariff']);
    expect((await get<DocumentPage>('airline', '/api/documents?type=claim')).items.map((row) => row.number)).toEqual(['14']);
    expect((await get<DocumentPage>('airline', `/api/documents?contractId=${contractId.agent}`)).total).toBe(2);
    const sameDay = await get<DocumentPage>('airline', `/api/documents?sort=date&contractId=${contractId.agent}&from=${act.date}&to=${act.date}`);
    expect(sameDay.items.map((row) => row.type).sort()).toEqual(['act', 'invoice']);
    expect(fieldsOf(await call('airline', 'GET', '/api/documents?type=letter'))).toHaveProperty('type');
  });

  it('refuses clients the staff’s calls, and a company without the ability the list', async () => {
    expect((await call('newclient', 'GET', '/api/documents')).statusCode).toBe(403);
    expect((await generate({ from: '2026-03-01', to: '2026-03-31' }, 'agent')).statusCode).toBe(403);
    expect((await upload('agent', { type: 'tariff', number: '1', date: '2026-03-01' }, { name: 'a.pdf', content: PDF })).statusCode).toBe(403);
    const own = (await get<DocumentPage>('agent', '/api/documents?type=act')).items[0]!;
    expect((await call('agent', 'DELETE', `/api/documents/id-${own.id}`)).statusCode).toBe(403);
  });
});

describe('making acts and invoices from the ledger', () => {
  // March 2026 in Moscow: from 2026-02-28 21:00 to 2026-03-31 21:00 UTC. VAT 22% on domestic carriage.
  const MARCH = { from: '2026-03-01', to: '2026-03-31' };
  const marchTotal = 1_220_000 + 3_333_333 - 610_000 + 500_000 + 100_000;
  // 12 200,00 carries 2 200,00; 33 333,33 carries 6 010,93 (6 010,928… rounds up); the refund takes
  // back 1 100,00; the flight to Yerevan is international (0%); 1 000,00 carries 180,33.
  const marchVat = 220_000 + 601_093 - 110_000 + 0 + 18_033;
  let firstAct: DocumentRow;

  beforeAll(async () => {
    await charged(100_000, '2026-02-28T21:30:00Z'); // 00:30 on 1 March in Moscow: March's.
    await charged(1_220_000, '2026-03-10T07:00:00Z');
    await charged(3_333_333, '2026-03-15T09:00:00Z');
    await credit(server.db, contractId.agent, 'refund', rub(610_000), { description: 'Возврат: рейс отменён', at: new Date('2026-03-20T08:00:00Z') });
    await charged(500_000, '2026-03-25T10:00:00Z', yerevanShipment);
    await charged(250_000, '2026-03-31T21:30:00Z'); // 00:30 on 1 April in Moscow: April's.
    await charged(1_200_000, '2025-12-31T20:30:00Z'); // 23:30 on 31 December 2025 in Moscow: VAT 20%.
  });

  it('adds up the period’s charges and refunds, VAT per line to the kopeck, under the next number', async () => {
    const seeded = (await get<DocumentPage>('airline', '/api/documents?type=act&size=100')).items.filter((row) => row.number.startsWith('А-2026-'));
    firstAct = await generated(MARCH);
    expect(firstAct).toMatchObject({
      type: 'act',
      contractId: contractId.agent,
      contractNumber: 'UT-AG-2024/017',
      periodFrom: MARCH.from,
      periodTo: MARCH.to,
      date: MARCH.to,
      total: rub(marchTotal),
      vat: rub(marchVat),
      contentType: 'application/pdf',
      fileName: `Акт ${firstAct.number}.pdf`,
    });
    expect(firstAct.number).toMatch(/^А-2026-\d{5}$/);
    expect(sequence(firstAct.number)).toBe(Math.max(0, ...seeded.map((row) => sequence(row.number))) + 1);

    // April holds only the charge made at 00:30 Moscow time on its first day; the next act's number follows.
    const april = await generated({ from: '2026-04-01', to: '2026-04-30' });
    expect(april).toMatchObject({ total: rub(250_000), vat: rub(45_082) });
    expect(april.number).toBe(`А-2026-${String(sequence(firstAct.number) + 1).padStart(5, '0')}`);

    // A day of 2025: VAT at 20%, and the year's own numbering.
    const december = await generated({ from: '2025-12-01', to: '2025-12-31' });
    expect(december).toMatchObject({ number: 'А-2025-00001', total: rub(1_200_000), vat: rub(200_000) });
  });

  it('makes a period once, refuses an empty or reversed one and a contract out of reach, and loses no number', async () => {
    const again = await generate(MARCH);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json<{ message: string }>().message).toContain(firstAct.number);

    const empty = await generate({ from: '2026-02-01', to: '2026-02-27' });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty).to).toBe('За этот период по договору нет начислений и возвратов');
    const reversed = await generate({ from: '2026-03-31', to: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(reversed))).toEqual(['to']);
    for (const [body, field] of [
      [{ contractId: 999_999 }, 'contractId'],
      [{ contractId: contractId.agent, type: 'claim' }, 'type'],
      [{ from: '2026-02-30' }, 'from'],
    ] as const) {
      const answer = await generate({ ...MARCH, ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldsOf(answer)), JSON.stringify(body)).toContain(field);
    }

    // The refused makings took no number: the invoice of the period is the year's next invoice.
    const invoices = (await get<DocumentPage>('airline', '/api/documents?type=invoice&size=100')).items.filter((row) => row.number.startsWith('УПД-2026-'));
    const invoice = await generated({ ...MARCH, type: 'invoice' });
    expect(sequence(invoice.number)).toBe(Math.max(0, ...invoices.map((row) => sequence(row.number))) + 1);
    const sameRow = await server.db.select({ n: count() }).from(documents).where(and(eq(documents.contractId, contractId.agent), eq(documents.periodFrom, MARCH.from), eq(documents.type, 'act')));
    expect(sameRow[0]!.n).toBe(1);
  });

  it('writes the act as a Russian PDF: number, contract, customer, figures and the total in words', async () => {
    const file = await download('agent', firstAct.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(firstAct.fileName)}`);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.rawPayload);
    for (const expected of [
      `АКТ № ${firstAct.number} от 31 марта 2026 г.`,
      'договору № UT-AG-2024/017 за период с 01.03.2026 по 31.03.2026',
      'Общество с ограниченной ответственностью «Сибирь Логистик»',
      'ПАО «Авиакомпания «ЮТэйр»',
      '12 200,00',
      '2 200,00',
      '-6 100,00',
      '0%',
      '45 433,33',
      '7 291,26',
      rublesInWords(marchTotal),
    ]) {
      expect(text, expected).toContain(expected);
    }

    const png = join(workDir, 'act');
    const pdf = join(workDir, 'act.pdf');
    await writeFile(pdf, file.rawPayload);
    await run('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
    const image = await readFile(`${png}.png`);
    expect(image.length).toBeGreaterThan(1000);
    expect(image.subarray(1, 4).toString()).toBe('PNG');
  });

  it('writes the invoice as a universal transfer document (status 1)', async () => {
    const invoice = (await get<DocumentPage>('airline', `/api/documents?type=invoice&from=${MARCH.to}&to=${MARCH.to}`)).items[0]!;
    const text = await pdfText((await download('airline', invoice.id)).rawPayload);
    for (const expected of ['Универсальный передаточный документ', `Счёт-фактура № ${invoice.number}`, 'Статус: 1', 'Договор № UT-AG-2024/017', 'усл. ед.', '45 433,33', '7 291,26']) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('uploading and removing documents', () => {
  it('refuses a claim without a contract, a file that is not what its name says, and one over the limit', async () => {
    const noContract = await upload('airline', { type: 'claim', number: '15', date: '2026-11-01' }, { name: 'claim.pdf', content: PDF });
    expect(noContract.statusCode).toBe(400);
    expect(fieldsOf(noContract)).toHaveProperty('contractId');
    for (const file of [
      { name: 'setup.exe', content: Buffer.from('MZ\x90\x00 a program') },
      { name: 'letter.pdf', content: Buffer.from('just a text, not a PDF') },
      { name: 'empty.pdf', content: Buffer.alloc(0) },
    ]) {
      const answer = await upload('airline', { type: 'tariff', number: 'T-1', date: '2026-11-01' }, file);
      expect(answer.statusCode, file.name).toBe(400);
      expect(Object.keys(fieldsOf(answer)), file.name).toEqual(['file']);
    }
    const none = await upload('airline', { type: 'tariff', number: '', date: '2026-13-01' });
    expect(Object.keys(fieldsOf(none)).sort()).toEqual(['date', 'file', 'number']);
    const elsewhere = await upload('airline', { type: 'claim', contractId: '999999', number: '15', date: '2026-11-01' }, { name: 'claim.pdf', content: PDF });
    expect(fieldsOf(elsewhere)).toHaveProperty('contractId');

    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect((await upload('airline', { type: 'tariff', number: 'T-2', date: '2026-11-01' }, { name: 'big.pdf', content: big })).statusCode).toBe(413);
  });

  it('stores a good file and gives it back byte for byte; a contract’s tariff document is news to its client', async () => {
    const answer = await upload('airline', { type: 'tariff', contractId: String(contractId.agent), number: 'ТД-7', date: '2026-11-20', description: 'Тарифы на декабрь' }, { name: 'C:\\scans\\Тарифы декабрь.pdf', content: PDF });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = answer.json<DocumentRow>();
    expect(row).toMatchObject({ type: 'tariff', number: 'ТД-7', contractId: contractId.agent, fileName: 'Тарифы декабрь.pdf', contentType: 'application/pdf', size: PDF.length, total: null, description: 'Тарифы на декабрь' });

    const file = await download('agent', row.id);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Тарифы декабрь.pdf')}`);

    const bell = await get<{ items: { group: string; level: string; title: string; contentData: Record<string, unknown> }[] }>('agent', '/api/notification?tab=all&page=1&size=5');
    const told = bell.items.find((item) => item.group === 'tariff');
    expect(told).toMatchObject({ level: 'info', title: 'Новый тарифный документ' });
    expect(told!.contentData.document).toMatchObject({ type: 'link', text: 'ТД-7', subtype: 'contract', params: { id: contractId.agent, tab: 'documents' } });

    // A claim with its contract, as a picture.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const claim = await upload('airline', { type: 'claim', contractId: String(contractId.shipper), number: '15', date: '2026-11-21' }, { name: 'скан.PNG', content: png });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json<DocumentRow>()).toMatchObject({ contentType: 'image/png', contractNumber: 'UT-SH-2025/042', description: null });
  });

  it('removes an uploaded document; a made one stays', async () => {
    const uploaded = (await upload('airline', { type: 'tariff', number: 'ТД-8', date: '2026-11-22' }, { name: 'tariffs.pdf', content: PDF })).json<DocumentRow>();
    const removed = await call('airline', 'DELETE', `/api/documents/id-${uploaded.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await download('airline', uploaded.id)).statusCode).toBe(404);
    expect((await call('airline', 'DELETE', `/api/documents/id-${uploaded.id}`)).statusCode).toBe(404);

    const act = (await get<DocumentPage>('airline', '/api/documents?type=act')).items[0]!;
    const refused = await call('airline', 'DELETE', `/api/documents/id-${act.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await download('airline', act.id)).statusCode).toBe(200);
  });
});

describe.runIf(dbKind() === 'postgres')('makings at the same moment', () => {
  beforeAll(async () => {
    await charged(700_000, '2026-05-12T09:00:00Z');
    await charged(800_000, '2026-06-12T09:00:00Z');
  });

  it('makes a period once however many ask together; the others hear its number', async () => {
    const answers = await Promise.all([0, 1].map(() => generate({ from: '2026-05-01', to: '2026-05-31' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const made = answers.find((answer) => answer.statusCode === 200)!.json<DocumentRow>();
    expect(answers.find((answer) => answer.statusCode === 409)!.json<{ message: string }>().message).toContain(made.number);
    const [rows] = await server.db.select({ n: count() }).from(documents).where(and(eq(documents.contractId, contractId.agent), eq(documents.type, 'act'), eq(documents.periodFrom, '2026-05-01')));
    expect(rows!.n).toBe(1);
  });

  it('gives makings of different periods consecutive numbers, no gap and no duplicate', async () => {
    const answers = await Promise.all(
      [
        { from: '2026-05-01', to: '2026-05-31' },
        { from: '2026-06-01', to: '2026-06-30' },
      ].map((period) => generate({ ...period, type: 'invoice' })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = answers.map((answer) => sequence(answer.json<DocumentRow>().number)).sort((a, b) => a - b);
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });
});
