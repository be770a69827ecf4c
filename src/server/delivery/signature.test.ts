import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../lib/mailer';
import type { HttpParcel } from './parcel';
import { createTransports } from './transports';

// A signed parcel is signed as each attempt leaves: a retry an hour later carries that hour's
// timestamp, so a receiver refusing old timestamps (against replays) takes it.

afterEach(() => vi.useRealTimers());

describe('a signed HTTP parcel', () => {
  it('is signed over the timestamp of each attempt and the exact body', async () => {
    const sent: Record<string, string>[] = [];
    const fetcher = (async (_url: string, init: RequestInit) => {
      sent.push(init.headers as Record<string, string>);
      return new Response('ok', { status: 200 });
    }) as typeof fetch;
    const transports = createTransports({} as Mailer, { fetcher, allowPrivateReceivers: true });
    const parcel: HttpParcel = {
      channel: 'http',
      url: 'http://127.0.0.1:9/hook',
      contentType: 'application/json',
      body: '{"id":"e1"}',
      headers: { 'x-event': 'ping' },
      signing: { secret: 'whsec_test', signatureHeader: 'x-signature', timestampHeader: 'x-timestamp' },
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    await transports.http(parcel);
    vi.setSystemTime(new Date('2026-11-29T11:00:00Z'));
    await transports.http(parcel);

    const stamps = sent.map((headers) => headers['x-timestamp']);
    expect(stamps).toEqual([String(Date.parse('2026-11-29T10:00:00Z') / 1000), String(Date.parse('2026-11-29T11:00:00Z') / 1000)]);
    for (const headers of sent) {
      expect(headers['x-signature']).toBe(`sha256=${createHmac('sha256', 'whsec_test').update(`${headers['x-timestamp']}.${parcel.body}`).digest('hex')}`);
      expect(headers).toMatchObject({ 'x-event': 'ping', 'content-type': 'application/json' });
    }
  });
});
