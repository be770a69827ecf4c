import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatCount, ChatHistory, ChatListPage } from '@shared/chat/schemas';
import { createTestServer, DEMO_USERS, type DemoUser, type TestServer } from '../../test/harness';
import { chatOf, userId } from './test-kit';

// Who sees which chat, on the demo seed as it is (nothing here writes): the agent's company and
// the shipper's company each see their own chat with UT, the airline's staff see both (one taken
// by them, one waiting), the others none. A chat out of reach is not found, never forbidden.

let server: TestServer;
const headers = {} as Record<DemoUser, Record<string, string>>;
let agentChat: number;
let shipperChat: number;
let ids: Record<'airline' | 'agent' | 'shipper', number>;

beforeAll(async () => {
  server = await createTestServer();
  for (const who of Object.keys(DEMO_USERS) as DemoUser[]) headers[who] = await server.as(DEMO_USERS[who]);
  agentChat = await chatOf(server.db, 'Сибирь Логистик');
  shipperChat = await chatOf(server.db, 'Ямал Фиш Экспорт');
  ids = { airline: await userId(server.db, 'airline'), agent: await userId(server.db, 'agent'), shipper: await userId(server.db, 'shipper') };
});
afterAll(async () => server.close());

const get = (who: DemoUser, url: string) => server.request({ method: 'GET', url, headers: { ...headers[who], 'accept-language': 'en' } });
const list = async (who: DemoUser, query = '') => {
  const response = await get(who, `/api/chat${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatListPage>();
};

describe('the chat list', () => {
  it('shows the agent their company’s chat with UT, with two answers unread', async () => {
    const page = await list('agent');
    expect(page.total).toBe(1);
    const [chat] = page.items;
    expect(chat).toMatchObject({
      id: agentChat,
      type: 'common',
      count: 2,
      company: { marker: 'ut', iata: 'UT', name: 'UTair Aviation' },
      contractor: { name: 'Сибирь Логистик' },
      lastMessage: { status: 'active', createdBy: { id: ids.airline, name: 'Ирина Соколова', contractorName: 'UTair Aviation', airline: true } },
    });
    expect(chat?.members).toEqual([
      { userId: ids.agent, role: 'creator', username: DEMO_USERS.agent, name: 'Павел Морозов', contractorName: 'Сибирь Логистик' },
      { userId: ids.airline, role: 'airline', username: DEMO_USERS.airline, name: 'Ирина Соколова', contractorName: 'UTair Aviation' },
    ]);
    expect(Object.keys(chat?.readBy ?? {}).sort()).toEqual([String(ids.airline), String(ids.agent)].sort());
    expect(chat!.readBy[String(ids.agent)]).toBeLessThan(chat!.lastMessage!.id);
  });

  it('shows the shipper only theirs, nothing unread (they wrote it)', async () => {
    const page = await list('shipper');
    expect(page.items.map((c) => [c.id, c.count, c.members.map((m) => m.role)])).toEqual([[shipperChat, 0, ['creator']]]);
  });

  it.each(['newclient', 'preshipper'] as const)('shows %s none', async (who) => {
    expect(await list(who)).toEqual({ items: [], total: 0, tabs: { all: 0, mine: 0, new: 0 } });
  });

  it('gives the airline’s staff tabs: all, mine (taken by them) and new (untaken)', async () => {
    const all = await list('airline');
    expect(all.tabs).toEqual({ all: 2, mine: 1, new: 1 });
    // The newest conversation first.
    expect(all.items.map((c) => c.id)).toEqual([agentChat, shipperChat]);
    expect(all.items.map((c) => c.count)).toEqual([0, 2]);
    expect((await list('airline', '?tab=mine')).items.map((c) => c.id)).toEqual([agentChat]);
    const untaken = await list('airline', '?tab=new');
    expect(untaken.items.map((c) => c.id)).toEqual([shipperChat]);
    expect(untaken.total).toBe(1);
  });

  it('searches by the client’s name, taking what is typed literally', async () => {
    expect((await list('airline', `?search=${encodeURIComponent('ямал')}`)).items.map((c) => c.id)).toEqual([shipperChat]);
    expect((await list('airline', `?search=${encodeURIComponent('Ольга')}`)).items.map((c) => c.id)).toEqual([shipperChat]);
    expect((await list('airline', '?search=%25')).total).toBe(0);
    expect((await list('airline', '?search=_')).total).toBe(0);
  });

  it('pages', async () => {
    const first = await list('airline', '?size=1');
    const second = await list('airline', '?size=1&page=2');
    expect([first.total, first.items.length, second.items[0]?.id]).toEqual([2, 1, shipperChat]);
  });

  it('ignores the tab for clients', async () => {
    expect((await list('agent', '?tab=new')).items.map((c) => c.id)).toEqual([agentChat]);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['?tab=other', '?page=0', '?size=1000', '?search[x]=1']) expect((await get('airline', `/api/chat${query}`)).statusCode, query).toBe(400);
  });
});

describe('one chat', () => {
  it('answers those who see it', async () => {
    const chat = (await get('airline', `/api/chat/id-${shipperChat}`)).json<Chat>();
    expect(chat).toMatchObject({ id: shipperChat, count: 2, contractor: { name: 'Ямал Фиш Экспорт' } });
  });

  it.each([
    ['agent', 'shipper'],
    ['shipper', 'agent'],
    ['newclient', 'agent'],
    ['preshipper', 'shipper'],
  ] as const)('is not found for %s asking for the %s’s chat', async (who, whose) => {
    const id = whose === 'agent' ? agentChat : shipperChat;
    for (const url of [`/api/chat/id-${id}`, `/api/chat/id-${id}/message`]) {
      const response = await get(who, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Not found' });
    }
  });

  it('takes only valid numbers as ids (section 5)', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) expect((await get('agent', `/api/chat/id-${id}`)).statusCode, id).toBe(400);
    expect((await get('agent', '/api/chat/id-999999')).statusCode).toBe(404);
  });

  it('needs the chat ability and a session', async () => {
    expect((await server.request({ method: 'GET', url: '/api/chat' })).statusCode).toBe(401);
  });
});

describe('unread counts', () => {
  it('counts the agent’s two unread answers', async () => {
    expect((await get('agent', '/api/chat/message/count')).json<ChatCount>()).toEqual({ all: 2, chats: { [agentChat]: 2 } });
  });

  it('counts for the staff the untaken chat’s two questions, not their own answers', async () => {
    expect((await get('airline', '/api/chat/message/count')).json<ChatCount>()).toEqual({ all: 2, chats: { [shipperChat]: 2 } });
  });

  it('counts nothing for those without chats', async () => {
    expect((await get('newclient', '/api/chat/message/count')).json<ChatCount>()).toEqual({ all: 0, chats: {} });
  });
});

describe('the history of the seeded chat', () => {
  it('is in order, with answers, the file and read marks', async () => {
    const history = (await get('agent', `/api/chat/id-${agentChat}/message`)).json<ChatHistory>();
    expect(history.pagination.more).toBe(false);
    expect(history.items).toHaveLength(8);
    const ids = history.items.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(history.items[1]?.replyTo).toMatchObject({ id: ids[0], createdBy: 'Павел Морозов', deleted: false, attachments: 0 });
    expect(history.items[5]?.replyTo).toMatchObject({ id: ids[4], attachments: 1 });
    expect(history.items[4]?.attachments).toEqual([{ id: expect.any(Number), name: 'манифест-партии.csv', mimeType: 'text/csv', size: expect.any(Number) }]);
  });
});

describe('attachment download', () => {
  it('gives the file to those who see the chat, and 404 to others', async () => {
    const history = (await get('agent', `/api/chat/id-${agentChat}/message`)).json<ChatHistory>();
    const file = history.items[4]!.attachments[0]!;
    const url = `/api/chat/message/attachment/id-${file.id}`;
    for (const who of ['agent', 'airline'] as const) {
      const response = await get(who, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="________-______.csv"; filename*=UTF-8''${encodeURIComponent('манифест-партии.csv')}`);
      expect(response.rawPayload.toString('utf8')).toContain('1-12;340;1,8;PER');
      expect(response.rawPayload.length).toBe(file.size);
    }
    for (const who of ['shipper', 'newclient', 'preshipper'] as const) expect((await get(who, url)).statusCode, who).toBe(404);
    expect((await get('agent', '/api/chat/message/attachment/id-abc')).statusCode).toBe(400);
  });
});
