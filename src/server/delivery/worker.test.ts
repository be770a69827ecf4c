import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../db/schema';
import { createTestServer, type TestServer } from '../test/harness';
import type { HttpParcel } from './parcel';
import { enqueue } from './queue';
import { DeliveryWorker } from './worker';

// The sender posts each receiver's parcels in order and receivers side by side: a receiver that
// hangs does not hold another's parcels behind it.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

const parcel = (url: string, body: string): HttpParcel => ({ channel: 'http', url, contentType: 'text/plain', body });

describe('the delivery worker', () => {
  it("sends another receiver's parcels while one receiver has not answered, and each receiver's in order", async () => {
    const at = new Date(Date.now() + 365 * 24 * 3_600_000);
    const ids = [
      await enqueue(server.db, parcel('http://slow.example/hook', 'slow 1'), null, at),
      await enqueue(server.db, parcel('http://slow.example/hook', 'slow 2'), null, at),
      await enqueue(server.db, parcel('http://quick.example/hook', 'quick 1'), null, at),
      await enqueue(server.db, parcel('http://quick.example/other', 'quick 2'), null, at),
    ];
    const posted: string[] = [];
    let quickDone: () => void = () => undefined;
    const quickPosted = new Promise<void>((resolve) => (quickDone = resolve));
    const worker = new DeliveryWorker({
      db: server.db,
      log: pino({ level: 'silent' }),
      everyMs: 0,
      transports: {
        mail: async () => undefined,
        async http(sent) {
          posted.push(sent.body);
          // The slow receiver answers only once the quick one has had both its parcels: were the
          // receivers served one after another, this would never end.
          if (sent.url.startsWith('http://slow.example') && sent.body === 'slow 1') await quickPosted;
          if (sent.body === 'quick 2') quickDone();
          return '200';
        },
      },
    });
    const outcome = await worker.run(at);
    expect(outcome).toEqual({ sent: 4, retried: 0, failed: 0 });
    expect(posted.filter((body) => body.startsWith('slow'))).toEqual(['slow 1', 'slow 2']);
    expect(posted.filter((body) => body.startsWith('quick'))).toEqual(['quick 1', 'quick 2']);
    expect(posted.indexOf('quick 2')).toBeLessThan(posted.indexOf('slow 2'));
    const rows = await server.db.select({ status: deliveries.status }).from(deliveries).where(inArray(deliveries.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});
