import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedActions, ACTION_SEGMENTS } from '@shared/accreditations';
import { topics } from '@shared/live/topics';
import type { Notification, NotificationCount, NotificationPage } from '@shared/notifications/schemas';
import { accreditations } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { openStream } from '../../test/sse';
import { notify } from './service';

// Notifications end to end on the server: producers (accreditation decisions, a concluded
// contract), the live event each reader receives in their language, and the list, count and
// view calls, each reader seeing only their own.

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => server.close());

const userId = async (headers: Record<string, string>) =>
  (await server.request({ method: 'GET', url: '/api/user', headers })).json<{ profile: { id: number } }>().profile.id;
const get = async <T>(headers: Record<string, string>, url: string, lang = 'en') =>
  (await server.request({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } })).json<T>();
const view = (headers: Record<string, string>, payload: unknown) => server.request({ method: 'PATCH', url: '/api/notification/view', headers, payload: payload as object });

async function requestOf(email: string) {
  const [row] = await server.db.select().from(accreditations).where(eq(accreditations.creatorEmail, email));
  if (!row) throw new Error(`no request by ${email}`);
  return row;
}

describe('producers and live delivery', () => {
  it('tells the applicant of a decision on their request, live and in their language', async () => {
    // A company that signed up yesterday; its request is new.
    const email = 'belov@taiga-seafood.test';
    const applicant = await server.as(email);
    const staff = await server.as(DEMO_USERS.airline);
    const request = await requestOf(email);
    const action = allowedActions(request.status).includes('revise') ? 'revise' : 'reject';
    const topic = topics.notifications(await userId(applicant));
    const stream = await openStream(`${base}/api/live?lang=en&topic=${encodeURIComponent(topic)}`, applicant);
    const before = await get<NotificationCount>(applicant, '/api/notification/count');

    const acted = await server.request({ method: 'POST', url: `/api/handbooks/accreditations/id-${request.id}/${ACTION_SEGMENTS[action]}`, headers: staff, payload: { comment: 'Приложите устав' } });
    expect(acted.statusCode).toBeLessThan(300);

    const event = await stream.waitFor((e) => e.type === 'notification');
    stream.close();
    const { message, count } = event.data as { message: Notification; count: NotificationCount };
    expect(message.group).toBe('bid');
    expect(message.title).toBe('Accreditation request');
    expect(message.contentData.request).toEqual({ type: 'link', text: `№ ${request.id}`, subtype: 'questionnaire', params: { id: request.id } });
    expect(message.content).toContain('{{request}}');
    expect(message.viewedAt).toBeNull();
    expect(count.all).toBe(before.all + 1);
    expect(count.bid).toBe(before.bid + 1);

    const ru = await get<NotificationPage>(applicant, '/api/notification?tab=unread', 'ru');
    expect(ru.items[0]).toMatchObject({ id: message.id, title: 'Заявка на аккредитацию' });
  });

  it('tells a new client of its contract when its request is activated', async () => {
    const applicant = await server.as(DEMO_USERS.preshipper);
    const staff = await server.as(DEMO_USERS.airline);
    const request = await requestOf(DEMO_USERS.preshipper);
    expect(allowedActions(request.status)).toContain('activate');
    const acted = await server.request({ method: 'POST', url: `/api/handbooks/accreditations/id-${request.id}/activate`, headers: staff, payload: {} });
    expect(acted.statusCode).toBeLessThan(300);
    const page = await get<NotificationPage>(applicant, '/api/notification?group=bid');
    const contract = page.items.find((n) => n.title === 'New contract');
    expect(contract?.contentData.contract).toMatchObject({ type: 'link', subtype: 'contract' });
    expect(page.items.find((n) => n.title === 'Accreditation request')?.level).toBe('success');
  });
});

describe('list, count and view', () => {
  let headers: Record<string, string>;
  let ids: number[];
  beforeAll(async () => {
    headers = await server.as(DEMO_USERS.shipper);
    const id = await userId(headers);
    for (const group of ['booking', 'booking', 'payment'] as const) {
      await notify(server.db, [id], { group, level: 'info', template: 'contractCreated', contentData: { contract: { type: 'link', text: 'X-1', subtype: 'contract', params: { id: 1 } }, airline: { type: 'bold', text: 'UTair' } } });
    }
    ids = (await get<NotificationPage>(headers, '/api/notification')).items.map((n) => n.id);
  });

  it('lists newest first, by tab and group, and pages', async () => {
    const all = await get<NotificationPage>(headers, '/api/notification');
    expect(all.items.map((n) => n.group).slice(0, 3)).toEqual(['payment', 'booking', 'booking']);
    expect((await get<NotificationPage>(headers, '/api/notification?group=booking')).total).toBe(2);
    const paged = await get<NotificationPage>(headers, '/api/notification?size=1&page=2');
    expect(paged.items).toHaveLength(1);
    expect(paged.items[0]?.id).toBe(ids[1]);
  });

  it('marks one, a group, or all read, and counts what is left', async () => {
    let count = (await view(headers, { strategy: 'id', subject: ids[0] })).json<NotificationCount>();
    expect(count).toMatchObject({ all: 2, booking: 2, payment: 0 });
    expect((await get<NotificationPage>(headers, '/api/notification?tab=unread')).items.map((n) => n.id)).not.toContain(ids[0]);
    count = (await view(headers, { strategy: 'group', subject: 'booking' })).json<NotificationCount>();
    expect(count.all).toBe(0);
    expect((await get<NotificationPage>(headers, '/api/notification?tab=all')).items[0]?.viewedAt).not.toBeNull();
  });

  it('never touches another user’s notifications', async () => {
    const agent = await server.as(DEMO_USERS.agent);
    const agentId = await userId(agent);
    await notify(server.db, [agentId], { group: 'tariff', level: 'warning', template: 'contractCreated', contentData: {} });
    const theirs = (await get<NotificationPage>(agent, '/api/notification')).items[0]!;
    await view(headers, { strategy: 'id', subject: theirs.id });
    await view(headers, { strategy: 'all' });
    expect((await get<NotificationCount>(agent, '/api/notification/count')).tariff).toBe(1);
    expect((await get<NotificationPage>(headers, '/api/notification')).items.map((n) => n.id)).not.toContain(theirs.id);
  });

  it.each([
    [{ strategy: 'some' }, 'strategy'],
    [{ strategy: 'group', subject: 'nope' }, 'subject'],
    [{ strategy: 'id', subject: 'abc' }, 'subject'],
  ])('answers 400 naming the field for %o', async (payload, field) => {
    const response = await view(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toContain(field);
  });

  it('refuses bad list queries with 400 and strangers with 401', async () => {
    expect((await server.request({ method: 'GET', url: '/api/notification?group=zzz', headers })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/notification?tab=unread&size=1000', headers })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/notification' })).statusCode).toBe(401);
  });
});
