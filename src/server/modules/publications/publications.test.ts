import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication, PublicationAttachment, PublicationPage, PublicationRecipients } from '@shared/publications';
import { accessGroups, contracts, notifications, publicationConfirmations, users } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { countPublicationsToConfirm } from './familiarization';

// Publications on both databases: who reads what (by recipients, never by id or file outside
// them), publishing and its notifications, familiarization per user and version, the recipients
// tab and reminders, a new version's changed properties, and bad input answered on its field.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};
const ids = { agentContract: 0, shipperContract: 0, agentUser: 0, shipperUser: 0 };

type Who = 'airline' | 'agent' | 'shipper' | 'newclient';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => server.request({ method, url, headers: headers[who]!, ...(payload ? { payload } : {}) });
async function ok<T>(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const answer = await call(who, method, url, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
}
const body = (extra: Record<string, unknown> = {}) => ({
  type: 'basic',
  date: '2026-11-20',
  title: 'Только для грузоотправителя',
  text: 'Текст **важный**',
  recipients: { all: false, contractIds: [ids.shipperContract] },
  familiarizationRequired: true,
  links: [{ title: 'Сайт', url: 'https://utair.ru' }],
  attachmentIds: [],
  ...extra,
});
async function upload(who: Who, name = 'note.txt', content = 'hello'): Promise<PublicationAttachment> {
  const form = await multipart({}, [{ name, content, type: 'text/plain', field: 'file' }]);
  const answer = await server.request({ method: 'POST', url: '/api/publications/attachments', payload: form.payload, headers: { ...headers[who]!, ...form.headers } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<PublicationAttachment>();
}
// In the order written: PostgreSQL promises no order without one, and the tests slice what came after.
const notificationsOf = (userId: number) => server.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
const sessionOf = async (email: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.email, email));
  return { userId: row!.id, contractorId: row!.contractorId, airlineId: row!.airlineId } as never;
};

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent', 'shipper', 'newclient'] as const) headers[who] = await server.as(DEMO_USERS[who]);
  const rows = await server.db.select({ id: contracts.id, number: contracts.number }).from(contracts);
  ids.agentContract = rows.find((row) => row.number === 'UT-AG-2024/017')!.id;
  ids.shipperContract = rows.find((row) => row.number === 'UT-SH-2025/042')!.id;
  const people = await server.db.select({ id: users.id, email: users.email }).from(users);
  ids.agentUser = people.find((p) => p.email === DEMO_USERS.agent)!.id;
  ids.shipperUser = people.find((p) => p.email === DEMO_USERS.shipper)!.id;
});
afterAll(async () => server?.close());

describe('reading publications', () => {
  it('shows the seeded fare notice to the agent as still to confirm, filtered and sorted', async () => {
    const page = await ok<PublicationPage>('agent', 'GET', '/api/publications');
    expect(page.items.map((row) => [row.type, row.familiarized])).toEqual([
      ['basic', null],
      ['fare', false],
    ]);
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?familiarized=no')).items.map((row) => row.type)).toEqual(['fare']);
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?familiarized=yes')).total).toBe(0);
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?type=basic')).items.map((row) => row.type)).toEqual(['basic']);
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?q=терминал')).total).toBe(1);
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?q=нет такого')).total).toBe(0);
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?sort=title')).items[0]!.title).toMatch(/^График/);
    // The fare notice goes to the agents' contracts: the shipper sees only the basic one.
    expect((await ok<PublicationPage>('shipper', 'GET', '/api/publications')).items.map((row) => row.type)).toEqual(['basic']);
    expect((await call('newclient', 'GET', '/api/publications')).statusCode).toBe(403);
  });

  it('never lets a client read a publication not meant for its contracts: not in the list, by id, its files or its confirmation', async () => {
    const file = await upload('airline', 'secret.txt', 'for the shipper only');
    const made = await ok<Publication>('airline', 'POST', '/api/publications', body({ attachmentIds: [file.id] }));
    expect(made).toMatchObject({ version: 1, changedProperties: [], attachments: [{ id: file.id, name: 'secret.txt' }], editable: true });
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?size=100')).items.some((row) => row.id === made.id)).toBe(false);
    expect((await call('agent', 'GET', `/api/publications/id-${made.id}`)).statusCode).toBe(404);
    expect((await call('agent', 'GET', `/api/publications/attachments/id-${file.id}`)).statusCode).toBe(404);
    expect((await call('agent', 'POST', `/api/publications/id-${made.id}/familiarized`)).statusCode).toBe(404);
    // Its recipient reads it, with its file; a client never sees the recipients tab.
    const read = await ok<Publication>('shipper', 'GET', `/api/publications/id-${made.id}`);
    expect(read).toMatchObject({ familiarizedAt: null, editable: false, recipients: { all: false, contracts: [{ id: ids.shipperContract }] } });
    const download = await call('shipper', 'GET', `/api/publications/attachments/id-${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('for the shipper only');
    expect((await call('shipper', 'GET', `/api/publications/id-${made.id}/recipients`)).statusCode).toBe(403);
    // An upload not yet attached is its uploader's alone.
    const loose = await upload('airline');
    expect((await call('shipper', 'GET', `/api/publications/attachments/id-${loose.id}`)).statusCode).toBe(404);
    expect((await call('airline', 'GET', `/api/publications/attachments/id-${loose.id}`)).statusCode).toBe(200);
  });
});

describe('publishing and familiarization', () => {
  it('notifies the recipients (basic: no group; fare: tariff), records confirmations per user and version, shows them and reminds the rest', async () => {
    const before = { agent: (await notificationsOf(ids.agentUser)).length, shipper: (await notificationsOf(ids.shipperUser)).length };
    const made = await ok<Publication>('airline', 'POST', '/api/publications', body({ type: 'fare', title: 'Всем клиентам', recipients: { all: true, contractIds: [] } }));
    const agentNews = (await notificationsOf(ids.agentUser)).slice(before.agent);
    expect(agentNews).toHaveLength(1);
    expect(agentNews[0]).toMatchObject({ group: 'tariff', template: 'publicationPublishedConfirm', contentData: { publication: { subtype: 'publication', params: { id: made.id } } } });
    expect((await notificationsOf(ids.shipperUser)).length).toBe(before.shipper + 1);
    const basic = await ok<Publication>('airline', 'POST', '/api/publications', body({ familiarizationRequired: false }));
    const shipperNews = (await notificationsOf(ids.shipperUser)).slice(before.shipper + 1);
    expect(shipperNews.map((n) => [n.group, n.template, n.contentData.publication?.params?.id])).toEqual([[null, 'publicationPublished', basic.id]]);
    // A notification without a group counts in all only.
    const count = await ok<Record<string, number>>('shipper', 'GET', '/api/notification/count');
    expect(count.all).toBeGreaterThanOrEqual(2);

    const agentSession = await sessionOf(DEMO_USERS.agent);
    const waiting = await countPublicationsToConfirm(server.db, agentSession);
    const confirmed = await ok<{ familiarizedAt: string }>('agent', 'POST', `/api/publications/id-${made.id}/familiarized`);
    // Confirming twice keeps the first time.
    expect((await ok<{ familiarizedAt: string }>('agent', 'POST', `/api/publications/id-${made.id}/familiarized`)).familiarizedAt).toBe(confirmed.familiarizedAt);
    expect(await countPublicationsToConfirm(server.db, agentSession)).toBe(waiting - 1);
    expect((await server.db.select().from(publicationConfirmations).where(and(eq(publicationConfirmations.publicationId, made.id), eq(publicationConfirmations.userId, ids.agentUser)))).length).toBe(1);
    expect((await ok<Publication>('agent', 'GET', `/api/publications/id-${made.id}`)).familiarizedAt).toBe(confirmed.familiarizedAt);
    expect((await ok<PublicationPage>('agent', 'GET', '/api/publications?familiarized=yes')).items.map((row) => row.id)).toContain(made.id);
    // Nothing to confirm on a publication that asks nothing; staff never confirm.
    expect((await call('shipper', 'POST', `/api/publications/id-${basic.id}/familiarized`)).statusCode).toBe(409);
    expect((await call('airline', 'POST', `/api/publications/id-${made.id}/familiarized`)).statusCode).toBe(403);

    const tab = await ok<PublicationRecipients>('airline', 'GET', `/api/publications/id-${made.id}/recipients`);
    expect(tab.items.find((r) => r.userId === ids.agentUser)?.familiarizedAt).toBe(confirmed.familiarizedAt);
    expect(tab.items.find((r) => r.userId === ids.shipperUser)?.familiarizedAt).toBeNull();
    expect(tab.confirmed).toBe(1);

    const shipperBefore = (await notificationsOf(ids.shipperUser)).length;
    const agentBefore = (await notificationsOf(ids.agentUser)).length;
    const reminded = await ok<{ reminded: number }>('airline', 'POST', `/api/publications/id-${made.id}/remind`);
    expect(reminded.reminded).toBe(tab.items.length - 1);
    expect((await notificationsOf(ids.shipperUser)).slice(shipperBefore).map((n) => n.template)).toEqual(['publicationReminder']);
    expect((await notificationsOf(ids.agentUser)).length).toBe(agentBefore);
    expect((await call('airline', 'POST', `/api/publications/id-${basic.id}/remind`)).statusCode).toBe(409);
    expect((await call('agent', 'POST', `/api/publications/id-${made.id}/remind`)).statusCode).toBe(403);
  });

  it('tells only the users who may read publications: a colleague whose group lacks publication.view is not a recipient', async () => {
    const [agent] = await server.db.select().from(users).where(eq(users.id, ids.agentUser));
    const [group] = await server.db.insert(accessGroups).values({ name: 'Склад агента (без публикаций)' }).returning();
    const [colleague] = await server.db
      .insert(users)
      .values({ email: 'warehouse-no-news@agent.test', name: 'Склад', passwordHash: agent!.passwordHash, roleId: agent!.roleId, clientRole: agent!.clientRole, accessGroupId: group!.id, contractorId: agent!.contractorId, timeZone: agent!.timeZone })
      .returning();
    const made = await ok<Publication>('airline', 'POST', '/api/publications', body({ title: 'Всем, кто читает', recipients: { all: true, contractIds: [] } }));
    expect(await notificationsOf(colleague!.id)).toEqual([]);
    const tab = await ok<PublicationRecipients>('airline', 'GET', `/api/publications/id-${made.id}/recipients`);
    expect(tab.items.map((r) => r.userId)).toContain(ids.agentUser);
    expect(tab.items.map((r) => r.userId)).not.toContain(colleague!.id);
  });

  it('makes a new version naming its changed properties, asking every reader to confirm again', async () => {
    const made = await ok<Publication>('airline', 'POST', '/api/publications', body({ recipients: { all: false, contractIds: [ids.agentContract] } }));
    await ok('agent', 'POST', `/api/publications/id-${made.id}/familiarized`);
    // Saving it unchanged publishes nothing.
    const same = await ok<Publication>('airline', 'PUT', `/api/publications/id-${made.id}`, body({ recipients: { all: false, contractIds: [ids.agentContract] } }));
    expect(same.version).toBe(1);
    const before = (await notificationsOf(ids.agentUser)).length;
    const file = await upload('airline');
    const next = await ok<Publication>(
      'airline',
      'PUT',
      `/api/publications/id-${made.id}`,
      body({ title: 'Уточнение', recipients: { all: false, contractIds: [ids.agentContract] }, links: [], attachmentIds: [file.id] }),
    );
    expect(next).toMatchObject({ version: 2, changedProperties: ['title', 'links', 'attachments'], title: 'Уточнение' });
    const read = await ok<Publication>('agent', 'GET', `/api/publications/id-${made.id}`);
    expect(read).toMatchObject({ version: 2, changedProperties: ['title', 'links', 'attachments'], familiarizedAt: null });
    expect((await notificationsOf(ids.agentUser)).slice(before).map((n) => n.template)).toEqual(['publicationNewVersionConfirm']);
    // Another file replacing it: the first one is gone with the version that dropped it.
    const other = await upload('airline');
    const third = await ok<Publication>('airline', 'PUT', `/api/publications/id-${made.id}`, body({ title: 'Уточнение', recipients: { all: false, contractIds: [ids.agentContract] }, links: [], attachmentIds: [other.id] }));
    expect(third).toMatchObject({ version: 3, changedProperties: ['attachments'] });
    expect((await call('airline', 'GET', `/api/publications/attachments/id-${file.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and the field, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ type: 'news' }, 'type'],
      [{ date: '2026-02-30' }, 'date'],
      [{ recipients: { all: false, contractIds: [] } }, 'recipients.contractIds'],
      [{ recipients: { all: false, contractIds: [999999] } }, 'recipients.contractIds'],
      [{ links: [{ title: 'x', url: 'javascript:alert(1)' }] }, 'links.0.url'],
      [{ attachmentIds: [999999] }, 'attachmentIds'],
      [{ familiarizationRequired: 'yes' }, 'familiarizationRequired'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [change, field] of cases) {
      const answer = await call('airline', 'POST', '/api/publications', body(change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.json<{ fields: Record<string, string> }>().fields), JSON.stringify(change)).toContain(field);
    }
    expect((await call('airline', 'POST', '/api/publications', body({ text: '' }))).json<{ fields: Record<string, string> }>().fields.text).toBe('Заполните это поле');
    for (const query of ['type=news', 'familiarized=maybe', 'sort=author', 'page=0']) expect((await call('agent', 'GET', `/api/publications?${query}`)).statusCode).toBe(400);
    expect((await call('agent', 'POST', '/api/publications', body())).statusCode).toBe(403);
    expect((await call('airline', 'GET', '/api/publications/id-999999')).statusCode).toBe(404);
  });
});
