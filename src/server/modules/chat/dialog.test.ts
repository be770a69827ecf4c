import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatCount, ChatHistory, ChatListPage, ChatMessage } from '@shared/chat/schemas';
import { topics } from '@shared/live/topics';
import { airlines, chatMembers, chatMessages, chats } from '../../db/schema';
import { createTestServer, DEMO_USERS, type DemoUser, type TestServer } from '../../test/harness';
import { chatOf, contractorId, liveEventsAfter, liveMark, multipart, userId } from './test-kit';

// Living in a chat: its history page by page, read marks and counts, taking and leaving the
// dialog, typing, and deleting one's own message; each with the live events it publishes.

let server: TestServer;
const headers = {} as Record<DemoUser, Record<string, string>>;
let ids: Record<DemoUser, number>;
let agentChat: number;
let sibir: number;
/** A fresh chat of the pre-shipper's company with UT, 70 messages long. */
let longChat: number;
let longChatTopics: string[];
let longIds: number[];

beforeAll(async () => {
  server = await createTestServer();
  for (const who of Object.keys(DEMO_USERS) as DemoUser[]) headers[who] = await server.as(DEMO_USERS[who]);
  ids = Object.fromEntries(await Promise.all((Object.keys(DEMO_USERS) as DemoUser[]).map(async (who) => [who, await userId(server.db, who)]))) as Record<DemoUser, number>;
  agentChat = await chatOf(server.db, 'Сибирь Логистик');
  sibir = await contractorId(server.db, 'Сибирь Логистик');
  const ural = await contractorId(server.db, 'Урал Фарма Трейд');
  const [ut] = await server.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.marker, 'ut'));
  const [chat] = await server.db.insert(chats).values({ airlineId: ut!.id, contractorId: ural, ownerUserId: ids.preshipper }).returning({ id: chats.id });
  longChat = chat!.id;
  longChatTopics = [topics.chatAirline('ut'), topics.chatContractor(ural)];
  await server.db.insert(chatMembers).values({ chatId: longChat, userId: ids.preshipper, role: 'creator' });
  const rows = await server.db
    .insert(chatMessages)
    .values(Array.from({ length: 70 }, (_, i) => ({ chatId: longChat, createdBy: ids.preshipper, text: `Сообщение ${i + 1}` })))
    .returning({ id: chatMessages.id });
  longIds = rows.map((r) => r.id).sort((a, b) => a - b);
});
afterAll(async () => server.close());

const request = (who: DemoUser, method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.request({ method, url, headers: { ...headers[who], 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const countOf = async (who: DemoUser) => (await request(who, 'GET', '/api/chat/message/count')).json<ChatCount>();
const chatAs = async (who: DemoUser, id: number) => (await request(who, 'GET', `/api/chat/id-${id}`)).json<Chat>();

describe('the history', () => {
  const page = async (query: string) => {
    const response = await request('preshipper', 'GET', `/api/chat/id-${longChat}/message${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ChatHistory>();
  };

  it('comes 30 at a time from the newest, oldest first within a page, until there is no more', async () => {
    const newest = await page('');
    expect(newest.items.map((m) => m.id)).toEqual(longIds.slice(40));
    expect(newest.pagination.more).toBe(true);
    const before = await page(`?limit=30&direction=before&messageId=${newest.items[0]!.id}`);
    expect(before.items.map((m) => m.id)).toEqual(longIds.slice(10, 40));
    expect(before.pagination.more).toBe(true);
    const last = await page(`?limit=30&direction=before&messageId=${before.items[0]!.id}`);
    expect(last.items.map((m) => m.id)).toEqual(longIds.slice(0, 10));
    expect(last.items[0]?.text).toBe('Сообщение 1');
    expect(last.pagination.more).toBe(false);
  });

  it('takes a smaller page, never a bigger one', async () => {
    const five = await page('?limit=5');
    expect(five.items.map((m) => m.id)).toEqual(longIds.slice(65));
    for (const query of ['?limit=31', '?limit=0', '?limit=x', '?direction=after', '?messageId=abc']) {
      expect((await request('preshipper', 'GET', `/api/chat/id-${longChat}/message${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('read marks and counts', () => {
  it('counts a chat nobody has read for the staff, and moves the mark forward only', async () => {
    expect((await countOf('airline')).chats[String(longChat)]).toBe(70);
    const mark = await liveMark(server.db);
    const response = await request('airline', 'PATCH', `/api/chat/id-${longChat}/view`, { messageId: longIds[59] });
    expect(response.statusCode, response.body).toBe(200);
    const count = response.json<ChatCount>();
    expect(count.chats[String(longChat)]).toBe(10);
    expect(count).toEqual(await countOf('airline'));
    expect((await chatAs('airline', longChat)).readBy[String(ids.airline)]).toBe(longIds[59]);
    // The others see the mark; the reader's other tabs and devices get their count.
    expect(await liveEventsAfter(server.db, mark)).toEqual([
      { type: 'chatView', topics: longChatTopics, data: { chatId: longChat, userId: ids.airline, messageId: longIds[59] } },
      { type: 'count', topics: [topics.chatUser(ids.airline)], data: count },
    ]);

    // Going back changes nothing and tells nobody.
    const after = await liveMark(server.db);
    const back = await request('airline', 'PATCH', `/api/chat/id-${longChat}/view`, { messageId: longIds[10] });
    expect(back.json<ChatCount>()).toEqual(count);
    expect((await chatAs('airline', longChat)).readBy[String(ids.airline)]).toBe(longIds[59]);
    expect(await liveEventsAfter(server.db, after)).toEqual([]);
  });

  it('shows the caller’s own count on each chat in the list', async () => {
    const list = (await request('airline', 'GET', '/api/chat')).json<ChatListPage>();
    expect(list.items.find((c) => c.id === longChat)?.count).toBe(10);
  });

  it('refuses a mark outside the chat, a bad body, and chats out of reach', async () => {
    const [foreign] = await server.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.chatId, agentChat)).limit(1);
    const outside = await request('airline', 'PATCH', `/api/chat/id-${longChat}/view`, { messageId: foreign!.id });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ fields: { messageId: 'The message is not in this chat' } });
    for (const body of [{}, { messageId: 'x' }, { messageId: -1 }]) expect((await request('airline', 'PATCH', `/api/chat/id-${longChat}/view`, body)).statusCode).toBe(400);
    expect((await request('agent', 'PATCH', `/api/chat/id-${longChat}/view`, { messageId: longIds[0] })).statusCode).toBe(404);
  });

  it('lets the agent read their two unread answers', async () => {
    const history = (await request('agent', 'GET', `/api/chat/id-${agentChat}/message`)).json<ChatHistory>();
    expect((await countOf('agent')).all).toBe(2);
    const count = (await request('agent', 'PATCH', `/api/chat/id-${agentChat}/view`, { messageId: history.items.at(-1)!.id })).json<ChatCount>();
    expect(count).toEqual({ all: 0, chats: {} });
    expect((await chatAs('agent', agentChat)).count).toBe(0);
  });
});

describe('taking and leaving the dialog', () => {
  it('is for the airline’s staff only', async () => {
    for (const action of ['join', 'leave']) {
      const response = await request('preshipper', 'PATCH', `/api/chat/id-${longChat}/${action}`);
      expect(response.statusCode, action).toBe(403);
      expect(response.json()).toEqual({ code: 403, message: 'You do not have enough permissions for this action' });
    }
  });

  it('makes the operator a member, moves the chat from New to Mine, and back', async () => {
    const tabs = async () => (await request('airline', 'GET', '/api/chat')).json<ChatListPage>().tabs;
    const before = await tabs();
    const mark = await liveMark(server.db);
    const joined = await request('airline', 'PATCH', `/api/chat/id-${longChat}/join`);
    expect(joined.statusCode).toBe(200);
    const member = { userId: ids.airline, role: 'airline', username: DEMO_USERS.airline, name: 'Ирина Соколова', contractorName: 'UTair Aviation' };
    expect(joined.json<Chat>().members).toEqual([expect.objectContaining({ userId: ids.preshipper, role: 'creator' }), member]);
    expect(await tabs()).toEqual({ all: before.all, mine: before.mine + 1, new: before.new - 1 });
    // Taking it twice changes nothing.
    expect((await request('airline', 'PATCH', `/api/chat/id-${longChat}/join`)).json<Chat>().members).toHaveLength(2);
    expect(await liveEventsAfter(server.db, mark)).toEqual([{ type: 'memberJoin', topics: longChatTopics, data: { chatId: longChat, member } }]);

    const left = await liveMark(server.db);
    const response = await request('airline', 'PATCH', `/api/chat/id-${longChat}/leave`);
    expect(response.json<Chat>().members.map((m) => m.role)).toEqual(['creator']);
    expect(await tabs()).toEqual(before);
    expect((await request('airline', 'PATCH', `/api/chat/id-${longChat}/leave`)).statusCode).toBe(200);
    expect(await liveEventsAfter(server.db, left)).toEqual([{ type: 'memberLeave', topics: longChatTopics, data: { chatId: longChat, member } }]);
  });

  it('is not found for a chat out of reach', async () => {
    expect((await request('airline', 'PATCH', '/api/chat/id-999999/join')).statusCode).toBe(404);
    expect((await request('airline', 'PATCH', '/api/chat/id-abc/join')).statusCode).toBe(400);
  });
});

describe('typing', () => {
  /** Frames the hub writes for these topics while `act` runs, as a stream would get them. */
  async function framesDuring(topicList: string[], act: () => Promise<void>, expected: number): Promise<string[]> {
    const frames: string[] = [];
    const unsubscribe = await server.hub.subscribe({ topics: new Set(topicList), locale: 'ru', write: (frame) => frames.push(frame) > 0, close: () => undefined }, null);
    try {
      await act();
      for (let waited = 0; frames.length < expected && waited < 5_000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
      return frames;
    } finally {
      unsubscribe();
    }
  }
  const parse = (frame: string) => ({
    id: /^id: /m.test(frame),
    type: /^event: (.*)$/m.exec(frame)?.[1],
    data: JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? 'null') as unknown,
  });

  it('tells who is typing, as the member they are or would be, and keeps nothing, not even in the event log', async () => {
    const mark = await liveMark(server.db);
    const agentTopics = [topics.chatAirline('ut'), topics.chatContractor(sibir)];
    const frames = await framesDuring(
      [...agentTopics, ...longChatTopics],
      async () => {
        expect((await request('agent', 'POST', `/api/chat/id-${agentChat}/writing`)).statusCode).toBe(200);
        expect((await request('airline', 'POST', `/api/chat/id-${longChat}/writing`)).statusCode).toBe(200);
      },
      2,
    );
    expect(frames.map(parse)).toEqual([
      {
        id: false,
        type: 'userWriting',
        data: { chatId: agentChat, member: { userId: ids.agent, role: 'creator', username: DEMO_USERS.agent, name: 'Павел Морозов', contractorName: 'Сибирь Логистик' } },
      },
      // Not a member (they left): shown as the operator they would be.
      { id: false, type: 'userWriting', data: { chatId: longChat, member: expect.objectContaining({ userId: ids.airline, role: 'airline' }) } },
    ]);
    // A stream resuming after a reconnect has nothing to replay: typing long over is not news.
    expect(await liveEventsAfter(server.db, mark)).toEqual([]);
    expect((await chatAs('airline', longChat)).members.map((m) => m.role)).toEqual(['creator']);
  });

  it('is not found in a chat out of reach', async () => {
    const frames = await framesDuring([topics.chatAirline('ut')], async () => {
      expect((await request('shipper', 'POST', `/api/chat/id-${agentChat}/writing`)).statusCode).toBe(404);
    }, 0);
    expect(frames).toEqual([]);
  });
});

describe('deleting a message', () => {
  it('is for its author only; the message stays as deleted, without text or files', async () => {
    const body = await multipart({ message: 'Отправил по ошибке' }, [{ name: 'draft.txt', content: 'черновик' }]);
    const sent = await server.request({ method: 'POST', url: `/api/chat/id-${agentChat}/message`, ...body, headers: { ...headers.agent, ...body.headers } });
    const message = sent.json<ChatMessage>();
    const file = `/api/chat/message/attachment/id-${message.attachments[0]!.id}`;
    expect((await request('agent', 'GET', file)).statusCode).toBe(200);
    expect((await countOf('airline')).chats[String(agentChat)]).toBe(1);

    expect((await request('airline', 'DELETE', `/api/chat/message/id-${message.id}`)).statusCode).toBe(403);
    expect((await request('shipper', 'DELETE', `/api/chat/message/id-${message.id}`)).statusCode).toBe(404);
    expect((await request('agent', 'DELETE', '/api/chat/message/id-999999')).statusCode).toBe(404);
    expect((await request('agent', 'DELETE', '/api/chat/message/id-x')).statusCode).toBe(400);

    const mark = await liveMark(server.db);
    const response = await request('agent', 'DELETE', `/api/chat/message/id-${message.id}`);
    expect(response.statusCode).toBe(200);
    const deleted = response.json<ChatMessage>();
    expect(deleted).toMatchObject({ id: message.id, status: 'deleted', text: '', attachments: [], deletedAt: expect.any(String) });
    expect(await liveEventsAfter(server.db, mark)).toEqual([
      { type: 'newMessage', topics: [topics.chatAirline('ut'), topics.chatContractor(sibir)], data: { chatId: agentChat, message: deleted } },
    ]);
    expect((await request('agent', 'GET', file)).statusCode).toBe(404);
    // A deleted message is nobody's unread.
    expect((await countOf('airline')).chats[String(agentChat)]).toBeUndefined();
    const history = (await request('airline', 'GET', `/api/chat/id-${agentChat}/message`)).json<ChatHistory>();
    expect(history.items.find((m) => m.id === message.id)).toEqual(deleted);

    // Again: nothing changes, nobody hears.
    const again = await liveMark(server.db);
    expect((await request('agent', 'DELETE', `/api/chat/message/id-${message.id}`)).json()).toEqual(deleted);
    expect(await liveEventsAfter(server.db, again)).toEqual([]);
  });

  it('shows an answer to a deleted message as deleted', async () => {
    const first = await multipart({ message: 'Вопрос' });
    const question = (await server.request({ method: 'POST', url: `/api/chat/id-${agentChat}/message`, ...first, headers: { ...headers.agent, ...first.headers } })).json<ChatMessage>();
    const second = await multipart({ message: 'Ответ', replyTo: String(question.id) });
    const answer = (await server.request({ method: 'POST', url: `/api/chat/id-${agentChat}/message`, ...second, headers: { ...headers.airline, ...second.headers } })).json<ChatMessage>();
    await request('agent', 'DELETE', `/api/chat/message/id-${question.id}`);
    const history = (await request('agent', 'GET', `/api/chat/id-${agentChat}/message`)).json<ChatHistory>();
    expect(history.items.find((m) => m.id === answer.id)?.replyTo).toEqual({ id: question.id, text: '', createdBy: 'Павел Морозов', deleted: true, attachments: 0 });
  });
});
