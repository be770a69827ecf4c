import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentUsage, chatAttachments } from '../../db/schema';
import { createTestServer, DEMO_USERS, type DemoUser, type TestServer } from '../../test/harness';
import { chatOf, multipart, userId } from './test-kit';

// The daily volume of attachments each user may send (issue 11): checked and taken at once, so
// parallel messages cannot pass it together, and a refused message keeps nothing.

const KB = 1024;
let server: TestServer;
const headers = {} as Record<DemoUser, Record<string, string>>;
let agentChat: number;

/** A PDF of exactly `bytes` bytes. */
const pdf = (bytes: number) => {
  const head = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%';
  const tail = '\n%%EOF\n';
  return Buffer.from(head + 'x'.repeat(bytes - head.length - tail.length) + tail);
};

beforeAll(async () => {
  server = await createTestServer({ chat: { attachmentBytesPerDay: 30 * KB } });
  for (const who of ['agent', 'airline'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  agentChat = await chatOf(server.db, 'Сибирь Логистик');
});
afterAll(async () => server.close());

async function send(who: DemoUser, files: Buffer[], text = '') {
  const body = await multipart({ message: text }, files.map((content, i) => ({ name: `doc${i}.pdf`, content, type: 'application/pdf' })));
  return server.request({ method: 'POST', url: `/api/chat/id-${agentChat}/message`, ...body, headers: { ...headers[who], ...body.headers, 'accept-language': 'en' } });
}

const used = async (who: DemoUser) =>
  (await server.db.select({ bytes: attachmentUsage.bytes }).from(attachmentUsage).where(eq(attachmentUsage.userId, await userId(server.db, who)))).reduce((sum, r) => sum + r.bytes, 0);

describe('the daily attachment quota', () => {
  it('takes files up to the day’s volume, then refuses on files and keeps nothing of the refused message', async () => {
    expect((await send('agent', [pdf(10 * KB), pdf(10 * KB)])).statusCode).toBe(200);
    const stored = (await server.db.select({ id: chatAttachments.id }).from(chatAttachments)).length;
    const over = await send('agent', [pdf(11 * KB)], 'one more');
    expect(over.statusCode).toBe(400);
    expect(over.json<{ fields: Record<string, string> }>().fields.files).toMatch(/^Files of up to \d+ MB a day may be sent/);
    expect((await server.db.select({ id: chatAttachments.id }).from(chatAttachments)).length).toBe(stored);
    expect(await used('agent')).toBe(20 * KB);
    // What still fits passes; text needs no quota.
    expect((await send('agent', [pdf(10 * KB)])).statusCode).toBe(200);
    expect((await send('agent', [], 'text only')).statusCode).toBe(200);
    expect((await send('agent', [pdf(1 * KB)])).statusCode).toBe(400);
  });

  it('is each user’s own', async () => {
    expect((await send('airline', [pdf(20 * KB)])).statusCode).toBe(200);
  });

  it('holds under parallel messages: exactly what fits is taken', async () => {
    const before = await used('airline');
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('airline', [pdf(4 * KB)])));
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 400)).toBe(true);
    expect(accepted).toBe(Math.floor((30 * KB - before) / (4 * KB)));
    expect(await used('airline')).toBe(before + accepted * 4 * KB);
  });
});
