// The second half of `npm run bench:report`: webhook deliveries per second from the delivery queue to a local receiver.
//
// Creates a database of its own on BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres), migrates and seeds it, and registers one endpoint
// of a demo client, subscribed to AWB issues, at a bare node:http receiver on 127.0.0.1 answering
// 200. Then BENCH_WEBHOOKS events (default 2,000) are emitted as the change points emit them (in
// transactions of 50), and the queue's sender drains them: claimed under leases, signed parcels
// posted one after another, each marked sent. The baseline is the same number of signed bodies
// posted by a bare loop of fetch calls, in the same run. Prints events queued per second,
// deliveries per second, the ratio to the bare rate, and the check that the receiver got each
// event exactly once. Figures are printed, never asserted; the database is dropped at the end.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { airlines, contractors, deliveries, webhookEndpoints } from '../src/server/db/schema';
import { loadConfig } from '../src/server/config';
import { createMailer } from '../src/server/lib/mailer';
import { createTransports } from '../src/server/delivery/transports';
import { DeliveryWorker } from '../src/server/delivery/worker';
import { emitWebhookEvent } from '../src/server/modules/webhooks';
import { newSecret, signature } from '../src/server/modules/webhooks/sign';
import { seededBenchDatabase } from './bench/seeded-database';

const EVENTS = Number(process.env.BENCH_WEBHOOKS ?? 2000);
const BATCH = 50;

const seen = new Map<string, number>();
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const id = request.headers['x-cabinet-delivery'];
    if (typeof id === 'string') seen.set(id, (seen.get(id) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const bench = await seededBenchDatabase('webhooks');
const log = pino({ level: 'silent' });
const mailer = createMailer(loadConfig({}).mail, log);
try {
  const db = bench.handle.db;
  // Only the webhooks are measured: what the seed queued (letters) goes first, untimed.
  await db.update(deliveries).set({ status: 'sent' }).where(eq(deliveries.status, 'pending'));
  const [airline] = await db.select({ id: airlines.id }).from(airlines).limit(1);
  const [contractor] = await db.select({ id: contractors.id }).from(contractors).limit(1);
  const secret = newSecret();
  await db.insert(webhookEndpoints).values({ airlineId: airline!.id, contractorId: contractor!.id, url: receiverUrl, events: ['awb.issued'], secret, secretShown: true });

  let started = performance.now();
  for (let done = 0; done < EVENTS; done += BATCH) {
    await db.transaction(async (tx) => {
      for (let i = done; i < Math.min(done + BATCH, EVENTS); i += 1) {
        await emitWebhookEvent(tx, { contractorId: contractor!.id, event: 'awb.issued', data: { shipmentId: i + 1, awb: `298-${String(10_000_000 + i)}`, status: 'issued', price: { amount: 1_250_000, currency: 'RUB' } } });
      }
    });
  }
  const queuedPerSecond = EVENTS / ((performance.now() - started) / 1000);

  const worker = new DeliveryWorker({ db, transports: createTransports(mailer, { allowPrivateReceivers: true }), log, everyMs: 0 });
  started = performance.now();
  let sent = 0;
  for (;;) {
    const outcome = await worker.run();
    sent += outcome.sent;
    if (outcome.sent + outcome.retried + outcome.failed === 0) break;
  }
  const deliveredPerSecond = sent / ((performance.now() - started) / 1000);
  const once = [...seen.values()].every((count) => count === 1) && seen.size === EVENTS;

  // The baseline: the same signed posts by a bare loop, one after another as the sender posts.
  const body = JSON.stringify({ id: 'bare', event: 'awb.issued', occurredAt: new Date().toISOString(), data: { shipmentId: 1, awb: '298-10000000' } });
  started = performance.now();
  for (let i = 0; i < EVENTS; i += 1) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-cabinet-signature': signature(secret, timestamp, body), 'x-cabinet-timestamp': timestamp }, body });
    await answer.text();
  }
  const barePerSecond = EVENTS / ((performance.now() - started) / 1000);

  const [left] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(deliveries).where(eq(deliveries.status, 'pending'));
  process.stdout.write(
    [
      `Webhook events: ${EVENTS}, one endpoint, a receiver on 127.0.0.1`,
      `  queued (emitted in transactions of ${BATCH}): ${queuedPerSecond.toFixed(0)} events/s`,
      `  delivered from the queue:                    ${deliveredPerSecond.toFixed(0)} deliveries/s (${sent} sent, ${left?.n ?? 0} left pending)`,
      `  bare signed posts (baseline):                ${barePerSecond.toFixed(0)} posts/s`,
      `  ratio to bare:                               ${((deliveredPerSecond / barePerSecond) * 100).toFixed(0)}%`,
      `  each event received exactly once:            ${once ? 'yes' : `NO (${seen.size} distinct)`}`,
      '',
    ].join('\n'),
  );
} finally {
  await mailer.close();
  await bench.drop();
  receiver.close();
}
