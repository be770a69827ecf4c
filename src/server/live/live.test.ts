import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '@shared/live/topics';
import { buildApp } from '../app';
import { openChangeFeed, type ChangeFeed } from '../db/change-feed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestServer, dbKind, DEMO_USERS, type DemoUser, type TestServer } from '../test/harness';
import { openStream, type TestStream } from '../test/sse';
import { publishLive } from './bus';

// The hub over real HTTP: who may hear what, and that nothing published is lost to a subscriber
// that was away (a dropped connection, a restarted server, another instance).

let server: TestServer;
let base: string;
const open: TestStream[] = [];

beforeAll(async () => {
  // A heartbeat each second: the session check that ends streams runs with it.
  server = await createTestServer({ live: { heartbeatSeconds: 1, retentionHours: 72, maxStreamsPerSession: 10 } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await server.close();
});

const headersOf = async (who: DemoUser) => server.as(DEMO_USERS[who]);
const me = async (headers: Record<string, string>) =>
  (await server.request({ method: 'GET', url: '/api/user', headers })).json<{ profile: { id: number; contractor: { id: number } | null } }>().profile;

async function discover(headers: Record<string, string>, kind: 'chat' | 'notification') {
  const response = await server.request({ method: 'GET', url: `/api/${kind}/discovery`, headers });
  return { status: response.statusCode, link: String(response.headers.link ?? ''), body: response.json<{ topic: string; topics: string[] }>() };
}

async function stream(headers: Record<string, string>, topicList: string[], extra: Record<string, string> = {}, query = '') {
  const url = new URL(`${base}/api/live${query}`);
  for (const topic of topicList) url.searchParams.append('topic', topic);
  const opened = await openStream(url.toString(), { ...headers, ...extra });
  open.push(opened);
  return opened;
}

describe('discovery', () => {
  it('links the hub and names the topics each role may hear', async () => {
    const airline = await headersOf('airline');
    const agent = await headersOf('agent');
    const newclient = await headersOf('newclient');
    const [airlineUser, agentUser, newUser] = await Promise.all([me(airline), me(agent), me(newclient)]);

    const chat = await discover(airline, 'chat');
    expect(chat.status).toBe(200);
    expect(chat.link).toMatch(/^<http:\/\/[^>]+\/api\/live\?lang=ru>; rel="mercure"$/);
    expect(chat.body.topics).toEqual([topics.chatUser(airlineUser.id), topics.chatAirline('ut')]);
    expect((await discover(agent, 'chat')).body.topics).toEqual([topics.chatUser(agentUser.id), topics.chatContractor(agentUser.contractor!.id)]);
    expect((await discover(newclient, 'chat')).body.topics).toEqual([topics.chatUser(newUser.id)]);
    const notification = await discover(agent, 'notification');
    expect(notification.body).toEqual({ topic: topics.notifications(agentUser.id), topics: [topics.notifications(agentUser.id)] });
  });

  it('asks for a sign-in', async () => {
    expect((await server.request({ method: 'GET', url: '/api/chat/discovery' })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/notification/discovery' })).statusCode).toBe(401);
  });
});

describe('topic authorisation', () => {
  it.each(Object.keys(DEMO_USERS) as DemoUser[])('%s may hear the topics discovery names, and nobody else’s', async (who) => {
    const headers = await headersOf(who);
    const own = [...(await discover(headers, 'chat')).body.topics, ...(await discover(headers, 'notification')).body.topics];
    const ok = await stream(headers, own);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/event-stream/);
    ok.close();

    const self = await me(headers);
    const foreign = [
      topics.notifications(self.id + 1000),
      topics.chatUser(self.id + 1000),
      topics.chatContractor(99_999),
      topics.chatAirline('zz'),
      ...(who === 'airline' ? [] : [topics.chatAirline('ut')]),
    ];
    for (const topic of foreign) {
      const refused = await stream(headers, [...own, topic]);
      expect(refused.status, topic).toBe(403);
    }
  });

  it('refuses a stream without a session, and one naming no topic', async () => {
    expect((await stream({}, [topics.chatAirline('ut')])).status).toBe(401);
    expect((await stream(await headersOf('agent'), [])).status).toBe(400);
  });
});

describe('limits', () => {
  it('holds at most ten streams per session; the next answers 429, another session is not held by it', async () => {
    const agent = await headersOf('agent');
    const topic = topics.notifications((await me(agent)).id);
    const held = await Promise.all(Array.from({ length: 10 }, () => stream(agent, [topic])));
    expect(held.map((s) => s.status)).toEqual(Array(10).fill(200));
    const over = await stream(agent, [topic]);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('1');
    expect((await stream(await headersOf('agent'), [topic])).status).toBe(200);
    // A stream closed makes room again.
    held[0]!.close();
    await held[0]!.ended;
    await expect.poll(async () => (await stream(agent, [topic])).status).toBe(200);
    for (const s of held) s.close();
  });
});

describe('delivery', () => {
  it('hands an event to the subscribers of its topics only', async () => {
    const agent = await headersOf('agent');
    const shipper = await headersOf('shipper');
    const agentTopic = topics.notifications((await me(agent)).id);
    const shipperTopic = topics.notifications((await me(shipper)).id);
    const agentStream = await stream(agent, [agentTopic]);
    const shipperStream = await stream(shipper, [shipperTopic]);
    await publishLive(server.db, { topics: [agentTopic], type: 'probe', data: { n: 1 } });
    const got = await agentStream.waitFor((e) => e.type === 'probe');
    expect(got.data).toEqual({ n: 1 });
    await publishLive(server.db, { topics: [shipperTopic], type: 'probe', data: { n: 2 } });
    await shipperStream.waitFor((e) => e.type === 'probe');
    expect(agentStream.events.filter((e) => e.type === 'probe')).toHaveLength(1);
  });

  it('gives each subscriber its language of a localized event', async () => {
    const agent = await headersOf('agent');
    const topic = topics.notifications((await me(agent)).id);
    const ru = await stream(agent, [topic], {}, '?lang=ru');
    const en = await stream(agent, [topic], {}, '?lang=en');
    await publishLive(server.db, { topics: [topic], type: 'greeting', data: { text: 'default' }, localized: { ru: { text: 'привет' }, en: { text: 'hello' } } });
    expect((await ru.waitFor((e) => e.type === 'greeting')).data).toEqual({ text: 'привет' });
    expect((await en.waitFor((e) => e.type === 'greeting')).data).toEqual({ text: 'hello' });
  });

  it('resumes after Last-Event-ID with what was published while away, then goes on live', async () => {
    const agent = await headersOf('agent');
    const topic = topics.notifications((await me(agent)).id);
    const first = await stream(agent, [topic]);
    await publishLive(server.db, { topics: [topic], type: 'seq', data: { n: 1 } });
    const seen = await first.waitFor((e) => e.type === 'seq');
    first.close();

    await publishLive(server.db, { topics: [topic], type: 'seq', data: { n: 2 } });
    await publishLive(server.db, { topics: [topics.chatAirline('ut')], type: 'seq', data: { n: 'not mine' } });
    await publishLive(server.db, { topics: [topic], type: 'seq', data: { n: 3 } });
    // A large event travels by id and is read from the log.
    await publishLive(server.db, { topics: [topic], type: 'seq', data: { n: 4, pad: 'x'.repeat(20_000) } });

    const header = await stream(agent, [topic], { 'last-event-id': seen.id });
    await header.waitFor((e) => e.type === 'seq' && (e.data as { n: number }).n === 4);
    await publishLive(server.db, { topics: [topic], type: 'seq', data: { n: 5 } });
    await header.waitFor((e) => e.type === 'seq' && (e.data as { n: number }).n === 5);
    expect(header.events.filter((e) => e.type === 'seq').map((e) => (e.data as { n: number }).n)).toEqual([2, 3, 4, 5]);

    // EventSource cannot set headers on a first connection: the query parameter does the same.
    const query = await stream(agent, [topic], {}, `?lastEventID=${seen.id}`);
    await query.waitFor((e) => e.type === 'seq' && (e.data as { n: number }).n === 5);
    expect(query.events.filter((e) => e.type === 'seq').map((e) => (e.data as { n: number }).n)).toEqual([2, 3, 4, 5]);
  });

  it('loses nothing across a server restart', async () => {
    const agent = await headersOf('agent');
    const topic = topics.notifications((await me(agent)).id);
    const before = await stream(agent, [topic]);
    await publishLive(server.db, { topics: [topic], type: 'restart', data: { n: 1 } });
    const seen = await before.waitFor((e) => e.type === 'restart');
    before.close();

    // The server goes away; something is published meanwhile (by another process); a new server starts.
    await publishLive(server.db, { topics: [topic], type: 'restart', data: { n: 2 } });
    const restarted = await startInstance(server.handle);
    try {
      const after = await openStream(`${restarted.base}/api/live?topic=${encodeURIComponent(topic)}`, { ...agent, 'last-event-id': seen.id });
      open.push(after);
      await after.waitFor((e) => e.type === 'restart' && (e.data as { n: number }).n === 2);
      await publishLive(server.db, { topics: [topic], type: 'restart', data: { n: 3 } });
      await after.waitFor((e) => e.type === 'restart' && (e.data as { n: number }).n === 3);
      after.close();
    } finally {
      await restarted.close();
    }
  });

  it('ends a stream when its session ends', async () => {
    const agent = await headersOf('agent');
    const topic = topics.notifications((await me(agent)).id);
    const live = await stream(agent, [topic]);
    const other = await stream(await headersOf('shipper'), [topics.notifications((await me(await headersOf('shipper'))).id)]);
    expect(live.status).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/logout', headers: agent })).statusCode).toBeLessThan(300);
    await live.ended;
    expect(other.isEnded()).toBe(false);
  });
});

/** Another instance of the cabinet on the same database, listening on its own port. */
async function startInstance(handle: DatabaseHandle): Promise<{ app: FastifyInstance; feed: ChangeFeed; base: string; close(): Promise<void> }> {
  const feed = await openChangeFeed(handle);
  const app = await buildApp({ config: server.config, db: handle.db, sessions: feed.sessions, hub: feed.hub, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    feed,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await feed.close();
    },
  };
}

// Several instances share one database only on PostgreSQL (PGlite belongs to one process).
describe.runIf(dbKind() === 'postgres')('two instances on one PostgreSQL', () => {
  it('deliver each other’s events', async () => {
    const other = await openDatabase({ kind: 'postgres', url: server.databaseUrl!, poolSize: 2 });
    const instance = await startInstance(other);
    try {
      const agent = await headersOf('agent');
      const topic = topics.notifications((await me(agent)).id);
      const onOther = await openStream(`${instance.base}/api/live?topic=${encodeURIComponent(topic)}`, agent);
      const onFirst = await stream(agent, [topic]);
      open.push(onOther);
      // Published through the first instance's database pool, heard on the second; and back.
      await publishLive(server.db, { topics: [topic], type: 'cross', data: { from: 'first' } });
      await onOther.waitFor((e) => e.type === 'cross');
      await publishLive(other.db, { topics: [topic], type: 'cross', data: { from: 'second' } });
      await onFirst.waitFor((e) => e.type === 'cross' && (e.data as { from: string }).from === 'second');
      expect(onFirst.events.filter((e) => e.type === 'cross')).toHaveLength(2);
    } finally {
      await instance.close();
      await other.close();
    }
  });
});
