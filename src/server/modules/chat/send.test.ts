import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '@shared/accounts/demo-groups';
import { messagePreview } from '@shared/chat/rules';
import type { Chat, ChatCount, ChatHistory, ChatMessage } from '@shared/chat/schemas';
import { topics } from '@shared/live/topics';
import { accessGroupAbilities, accessGroups, airlines } from '../../db/schema';
import { createTestServer, DEMO_USERS, type DemoUser, type TestServer } from '../../test/harness';
import { chatOf, contractorId, liveEventsAfter, liveMark, multipart, notificationMark, notifiedAbout, userId, type TestFile } from './test-kit';

// Starting a chat and writing in one (section 7's create and send): who may, what a message may
// carry, the events everyone who reads the chat hears, and who is notified (section 6's rules).

let server: TestServer;
const headers = {} as Record<DemoUser, Record<string, string>>;
let ids: Record<DemoUser, number>;
let agentChat: number;
let shipperChat: number;
let sibir: number;
let yamal: number;
/** Colleagues of the agent and the shipper (demo accounts of their companies). */
let agentColleague: number;
let shipperColleague: number;
/**
 * UT's staff who may read chats and notifications (the planners and warehouse operators read
 * notifications only; one warehouse account is blocked): who hears of a chat nobody answers yet.
 */
const UT_CHAT_READERS = ['airline@demo.test', 's.belov@utair-cargo.test', 'e.smirnova@utair-cargo.test', 'a.kovalev@utair-cargo.test', 'm.fedorova@utair-cargo.test', 't.sadykov@utair-cargo.test'];
const YAMAL_COLLEAGUES = ['a.yaptik@yamalfish.test', 'g.laptander@yamalfish.test', 'n.okotetto@yamalfish.test', 't.serotetto@yamalfish.test'];
let utChatReaders: number[];
let yamalColleagues: number[];
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

const EN = { 'accept-language': 'en' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1d3b80000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  server = await createTestServer();
  for (const who of Object.keys(DEMO_USERS) as DemoUser[]) headers[who] = await server.as(DEMO_USERS[who]);
  ids = Object.fromEntries(await Promise.all((Object.keys(DEMO_USERS) as DemoUser[]).map(async (who) => [who, await userId(server.db, who)]))) as Record<DemoUser, number>;
  agentChat = await chatOf(server.db, 'Сибирь Логистик');
  shipperChat = await chatOf(server.db, 'Ямал Фиш Экспорт');
  sibir = await contractorId(server.db, 'Сибирь Логистик');
  yamal = await contractorId(server.db, 'Ямал Фиш Экспорт');
  agentColleague = await userId(server.db, 'k.vasiliev@sibir-logistic.test');
  shipperColleague = await userId(server.db, 'a.yaptik@yamalfish.test');
  utChatReaders = await Promise.all(UT_CHAT_READERS.map((email) => userId(server.db, email)));
  yamalColleagues = await Promise.all(YAMAL_COLLEAGUES.map((email) => userId(server.db, email)));
});
afterAll(async () => server.close());

async function send(who: DemoUser, chatId: number | string, fields: Record<string, string>, files: TestFile[] = []) {
  const body = await multipart(fields, files);
  return server.request({ method: 'POST', url: `/api/chat/id-${chatId}/message`, ...body, headers: { ...headers[who], ...body.headers, ...EN } });
}

async function create(who: DemoUser, fields: Record<string, string>, files: TestFile[] = []) {
  const body = await multipart(fields, files);
  return server.request({ method: 'POST', url: '/api/chat', ...body, headers: { ...headers[who], ...body.headers, ...EN } });
}

const historyOf = async (who: DemoUser, chatId: number) =>
  (await server.request({ method: 'GET', url: `/api/chat/id-${chatId}/message`, headers: headers[who] })).json<ChatHistory>().items;

describe('starting a chat', () => {
  it('is for clients only: staff hear 403', async () => {
    const response = await create('airline', { company: 'ut', message: 'Hello' });
    expect(response.statusCode).toBe(403);
  });

  it('takes multipart only', async () => {
    const response = await server.request({ method: 'POST', url: '/api/chat', payload: { company: 'ut', message: 'Hi' }, headers: { ...headers.newclient, ...EN } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, message: 'Send the message as multipart/form-data' });
  });

  it('needs a text or a file', async () => {
    const response = await create('newclient', { company: 'ut', message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'Fill this field', fields: { message: 'Fill this field' } });
  });

  it('needs an airline the client may write to', async () => {
    for (const company of ['zz', '']) {
      const response = await create('newclient', { company, message: 'Hello' });
      expect(response.statusCode, company).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['company']);
    }
  });

  it('creates the newcomer’s chat with their first message, and tells the airline', async () => {
    const mark = await liveMark(server.db);
    const notified = await notificationMark(server.db);
    const response = await create('newclient', { company: 'ut', message: 'Здравствуйте! Хотим заключить договор на перевозку грузов.' });
    expect(response.statusCode, response.body).toBe(200);
    const { chat, message, created } = response.json<{ chat: Chat; message: ChatMessage; created: boolean }>();
    expect(created).toBe(true);
    expect(chat).toMatchObject({ company: { marker: 'ut' }, contractor: null, count: 0, lastMessage: { id: message.id } });
    expect(chat.members).toEqual([{ userId: ids.newclient, role: 'creator', username: DEMO_USERS.newclient, name: 'Анна Волкова', contractorName: 'Анна Волкова' }]);
    expect(message).toMatchObject({ chatId: chat.id, status: 'active', text: 'Здравствуйте! Хотим заключить договор на перевозку грузов.', replyTo: null, attachments: [] });
    expect(chat.readBy).toEqual({ [ids.newclient]: message.id });

    // The airline's staff and the newcomer (who has no company: their own topic) hear it.
    const chatTopicList = [topics.chatAirline('ut'), topics.chatUser(ids.newclient)];
    const events = await liveEventsAfter(server.db, mark, ['newChat', 'newMessage', 'memberJoin']);
    expect(events.map((e) => [e.type, e.topics])).toEqual([
      ['newChat', chatTopicList],
      ['newMessage', chatTopicList],
    ]);
    expect(events[0]?.data).toMatchObject({ chat: { id: chat.id, count: 0 } });
    expect(events[1]?.data).toEqual({ chatId: chat.id, message });
    // One member so far: everyone who may read it hears, but its author.
    expect(await notifiedAbout(server.db, chat.id, notified)).toEqual(sorted(utChatReaders));

    // The staff see it as new (untaken).
    const list = (await server.request({ method: 'GET', url: '/api/chat?tab=new', headers: headers.airline })).json<{ items: Chat[] }>();
    expect(list.items.map((c) => c.id)).toContain(chat.id);
  });

  it('writes into the existing chat the second time, without another one', async () => {
    const first = (await (await create('newclient', { company: 'ut', message: 'Ещё вопрос' })).json<{ chat: Chat }>()).chat;
    const mark = await liveMark(server.db);
    const again = await create('newclient', { company: 'ut', message: 'И ещё один' });
    // A 200 as every success; the body tells the existing chat from a new one.
    expect(again.statusCode).toBe(200);
    expect(again.json<{ chat: Chat; created: boolean }>()).toMatchObject({ chat: { id: first.id }, created: false });
    expect((await liveEventsAfter(server.db, mark, ['newChat', 'newMessage'])).map((e) => e.type)).toEqual(['newMessage']);
    expect((await historyOf('newclient', first.id)).map((m) => m.text).slice(-2)).toEqual(['Ещё вопрос', 'И ещё один']);
  });

  it('goes to the company’s chat when a colleague already started it', async () => {
    const response = await create('agent', { company: 'ut', message: 'Коллеги, добрый день' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ chat: Chat; created: boolean }>()).toMatchObject({ chat: { id: agentChat }, created: false });
  });

  it('refuses with 409 when the airline does not accept messages', async () => {
    await server.db.insert(airlines).values({ marker: 'xx', iata: 'XX', name: 'Closed Air', acceptsChatMessages: false });
    const response = await create('newclient', { company: 'xx', message: 'Hello' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 409, message: 'The airline does not accept messages' });
    const ru = await create('preshipper', { company: 'xx', message: 'Привет' });
    expect(ru.statusCode).toBe(409);
    const body = await multipart({ company: 'xx', message: 'Привет' });
    const russian = await server.request({ method: 'POST', url: '/api/chat', ...body, headers: { ...headers.preshipper, ...body.headers } });
    expect(russian.json()).toEqual({ code: 409, message: 'Авиакомпания не принимает сообщения' });
  });
});

describe('sending', () => {
  it('answers a message of the same chat', async () => {
    const [first] = await historyOf('agent', agentChat);
    const response = await send('agent', agentChat, { message: 'Уточните, пожалуйста, время вылета', replyTo: String(first!.id) });
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json<ChatMessage>();
    expect(first!.text.length).toBeGreaterThan(100);
    expect(message.replyTo).toEqual({ id: first!.id, text: messagePreview(first!.text), createdBy: 'Павел Морозов', deleted: false, attachments: 0 });
    expect(message.createdBy).toEqual({ id: ids.agent, name: 'Павел Морозов', contractorName: 'Сибирь Логистик', airline: false });
  });

  it('refuses an answer to a message of another chat, or to no number', async () => {
    const [foreign] = await historyOf('shipper', shipperChat);
    for (const replyTo of [String(foreign!.id), 'abc', '0']) {
      const response = await send('agent', agentChat, { message: 'Ответ', replyTo });
      expect(response.statusCode, replyTo).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['replyTo']);
    }
    expect((await send('agent', agentChat, { message: 'Без ответа', replyTo: '' })).statusCode).toBe(200);
  });

  it('caps the text at 10000 characters', async () => {
    const over = await send('agent', agentChat, { message: 'я'.repeat(10_001) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ fields: { message: 'At most 10000 characters' } });
    const exactly = await send('agent', agentChat, { message: 'я'.repeat(10_000) });
    expect(exactly.statusCode).toBe(200);
    expect(exactly.json<ChatMessage>().text).toHaveLength(10_000);
    // Far over what a field may hold: still a 400 about the text.
    expect((await send('agent', agentChat, { message: 'x'.repeat(300_000) })).json()).toMatchObject({ fields: { message: 'At most 10000 characters' } });
  });

  it('stores accepted files, checked by name and content', async () => {
    const response = await send('agent', agentChat, { message: '' }, [
      { name: 'pixel.png', content: PNG, type: 'image/png' },
      { name: 'Накладная 298.pdf', content: PDF },
      { name: 'cargo.csv', content: 'awb;kg\n298-1;10\n' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json<ChatMessage>();
    expect(message.text).toBe('');
    expect(message.attachments.map((a) => [a.name, a.mimeType, a.size])).toEqual([
      ['pixel.png', 'image/png', PNG.length],
      ['Накладная 298.pdf', 'application/pdf', PDF.length],
      ['cargo.csv', 'text/csv', Buffer.byteLength('awb;kg\n298-1;10\n')],
    ]);
    const download = await server.request({ method: 'GET', url: `/api/chat/message/attachment/id-${message.attachments[0]!.id}`, headers: headers.airline });
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it.each<[string, TestFile, string]>([
    ['an unknown extension', { name: 'setup.exe', content: 'MZ\x90\x00' }, 'The file setup.exe is not accepted: attach PDF, images (PNG, JPEG, GIF, WebP), Word, Excel, text, CSV or ZIP files'],
    ['a program named as a PDF', { name: 'invoice.pdf', content: 'MZ\x90\x00\x03' }, 'The file invoice.pdf is not accepted: attach PDF, images (PNG, JPEG, GIF, WebP), Word, Excel, text, CSV or ZIP files'],
    ['a PDF named as a picture', { name: 'photo.jpg', content: PDF }, 'The file photo.jpg is not accepted: attach PDF, images (PNG, JPEG, GIF, WebP), Word, Excel, text, CSV or ZIP files'],
    ['binary named as text', { name: 'notes.txt', content: Buffer.from([0x68, 0x00, 0x69]) }, 'The file notes.txt is not accepted: attach PDF, images (PNG, JPEG, GIF, WebP), Word, Excel, text, CSV or ZIP files'],
    ['text that is not UTF-8', { name: 'list.csv', content: Buffer.from([0xcf, 0xf0, 0xe8]) }, 'The file list.csv is not accepted: attach PDF, images (PNG, JPEG, GIF, WebP), Word, Excel, text, CSV or ZIP files'],
    ['an empty file', { name: 'empty.pdf', content: '' }, 'The file empty.pdf is empty'],
    ['a file over 10 MB', { name: 'scan.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) }, 'The file scan.pdf is larger than 10 MB'],
  ])('refuses %s with 400 on files', async (_, file, message) => {
    const mark = await liveMark(server.db);
    const response = await send('agent', agentChat, { message: 'Файл' }, [file]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, fields: { files: message } });
    expect(await liveEventsAfter(server.db, mark)).toEqual([]);
  });

  it('takes at most 5 files', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' }));
    const response = await send('agent', agentChat, { message: 'Файлы' }, six);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { files: 'Attach at most 5 files to one message' } });
    expect((await send('agent', agentChat, { message: 'Файлы' }, six.slice(0, 5))).statusCode).toBe(200);
  });

  it('never answers 500 to a broken body', async () => {
    const base = { ...headers.agent, ...EN };
    const cases = [
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi' },
      { 'content-type': 'multipart/form-data', payload: 'nonsense' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nhi\r\n--x--' },
      { 'content-type': 'application/json', payload: '{"message":"hi"}' },
    ];
    for (const { payload, ...contentType } of cases) {
      const response = await server.request({ method: 'POST', url: `/api/chat/id-${agentChat}/message`, payload, headers: { ...base, ...contentType } });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    const wrongField = await send('agent', agentChat, { message: 'x' }, [{ name: 'a.txt', content: 'x', field: 'document' }]);
    expect(wrongField.json()).toMatchObject({ fields: { document: 'Unknown field' } });
    expect((await send('agent', 'abc', { message: 'x' })).statusCode).toBe(400);
    expect((await send('agent', 999_999, { message: 'x' })).statusCode).toBe(404);
  });

  it('keeps clients out of chats they do not see', async () => {
    expect((await send('shipper', agentChat, { message: 'Чужой чат' })).statusCode).toBe(404);
    expect((await send('newclient', shipperChat, { message: 'Чужой чат' })).statusCode).toBe(404);
  });

  it('lets staff answer an airline that does not accept messages, but not clients', async () => {
    const [ut] = await server.db.select().from(airlines).where(eq(airlines.marker, 'ut'));
    await server.db.update(airlines).set({ acceptsChatMessages: false }).where(eq(airlines.id, ut!.id));
    try {
      // The app knows it before sending: the chat and the user's airlines carry the flag.
      const chat = (await server.request({ method: 'GET', url: `/api/chat/id-${agentChat}`, headers: headers.agent })).json<{ company: { acceptsMessages: boolean } }>();
      expect(chat.company.acceptsMessages).toBe(false);
      const profile = (await server.request({ method: 'GET', url: '/api/user', headers: headers.newclient })).json<{ profile: { availableAirlines: Record<string, { acceptsChatMessages: boolean }> } }>();
      expect(profile.profile.availableAirlines.ut?.acceptsChatMessages).toBe(false);
      const client = await send('agent', agentChat, { message: 'Есть кто?' });
      expect(client.statusCode).toBe(409);
      expect(client.json()).toEqual({ code: 409, message: 'The airline does not accept messages' });
      expect((await send('airline', agentChat, { message: 'Да, мы на связи' })).statusCode).toBe(200);
    } finally {
      await server.db.update(airlines).set({ acceptsChatMessages: true }).where(eq(airlines.id, ut!.id));
    }
  });

  it('needs the chatting ability from clients', async () => {
    const [group] = await server.db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.name, DEMO_GROUPS.agent.name));
    const [removed] = await server.db
      .delete(accessGroupAbilities)
      .where(and(eq(accessGroupAbilities.groupId, group!.id), eq(accessGroupAbilities.ability, 'chat.action.chatting')))
      .returning();
    // The change feed clears cached sessions a moment later on PostgreSQL; here at once (the feed has its own tests).
    server.sessions.clear();
    try {
      expect((await send('agent', agentChat, { message: 'Можно?' })).statusCode).toBe(403);
      expect((await create('agent', { company: 'ut', message: 'Можно?' })).statusCode).toBe(403);
      // Reading stays.
      expect((await server.request({ method: 'GET', url: `/api/chat/id-${agentChat}`, headers: headers.agent })).statusCode).toBe(200);
    } finally {
      await server.db.insert(accessGroupAbilities).values(removed!);
      server.sessions.clear();
    }
    expect((await send('agent', agentChat, { message: 'Теперь можно' })).statusCode).toBe(200);
  });
});

describe('what a message tells', () => {
  it('goes live to the airline and the company, and moves the sender’s read mark', async () => {
    const mark = await liveMark(server.db);
    const response = await send('agent', agentChat, { message: 'Проверка событий' });
    const message = response.json<ChatMessage>();
    const events = await liveEventsAfter(server.db, mark, ['newMessage', 'memberJoin', 'newChat']);
    expect(events).toEqual([{ type: 'newMessage', topics: [topics.chatAirline('ut'), topics.chatContractor(sibir)], data: { chatId: agentChat, message } }]);
    const chat = (await server.request({ method: 'GET', url: `/api/chat/id-${agentChat}`, headers: headers.agent })).json<Chat>();
    expect(chat.readBy[String(ids.agent)]).toBe(message.id);
    expect(chat.count).toBe(0);
  });

  it('notifies only the members of a chat with several (the agent’s colleague is not one)', async () => {
    const notified = await notificationMark(server.db);
    await send('agent', agentChat, { message: 'Для оператора' });
    expect(await notifiedAbout(server.db, agentChat, notified)).toEqual([ids.airline]);
    const staffAnswer = await notificationMark(server.db);
    await send('airline', agentChat, { message: 'Принято' });
    expect(await notifiedAbout(server.db, agentChat, staffAnswer)).toEqual([ids.agent]);
    expect(await notifiedAbout(server.db, agentChat)).not.toContain(agentColleague);
  });

  it('notifies everyone who may read an untaken chat but the author, with the text or “file only”', async () => {
    const notified = await notificationMark(server.db);
    await send('shipper', shipperChat, { message: '' }, [{ name: 'spec.pdf', content: PDF }]);
    expect(await notifiedAbout(server.db, shipperChat, notified)).toEqual(sorted([...utChatReaders, ...yamalColleagues]));
    const rows = await server.request({ method: 'GET', url: '/api/notification?group=chat', headers: { ...headers.airline, ...EN } });
    const [latest] = rows.json<{ items: { content: string; contentData: Record<string, { text: string; subtype?: string; params?: object }> }[] }>().items;
    expect(latest?.contentData).toMatchObject({
      author: { text: 'Ольга Лебедева' },
      text: { text: 'file only' },
      chat: { text: 'Open the chat', subtype: 'chat', params: { id: shipperChat } },
    });
  });

  it('makes staff who answer the chat’s operator, and then only members hear', async () => {
    const mark = await liveMark(server.db);
    const response = await send('airline', shipperChat, { message: 'Здравствуйте, Ольга! Ёмкость есть.' });
    expect(response.statusCode).toBe(200);
    const chatTopicList = [topics.chatAirline('ut'), topics.chatContractor(yamal)];
    const events = await liveEventsAfter(server.db, mark, ['newMessage', 'memberJoin']);
    expect(events.map((e) => [e.type, e.topics])).toEqual([
      ['memberJoin', chatTopicList],
      ['newMessage', chatTopicList],
    ]);
    expect(events[0]?.data).toEqual({ chatId: shipperChat, member: { userId: ids.airline, role: 'airline', username: DEMO_USERS.airline, name: 'Ирина Соколова', contractorName: 'UTair Aviation' } });
    // Answering read the two waiting questions: the staff's own count tells their other tabs.
    const [count] = await liveEventsAfter(server.db, mark, ['count']);
    const now = (await server.request({ method: 'GET', url: '/api/chat/message/count', headers: headers.airline })).json<ChatCount>();
    expect(count).toEqual({ type: 'count', topics: [topics.chatUser(ids.airline)], data: now });
    expect(now.chats[String(shipperChat)]).toBeUndefined();

    const notified = await notificationMark(server.db);
    await send('shipper', shipperChat, { message: 'Спасибо!' });
    expect(await notifiedAbout(server.db, shipperChat, notified)).toEqual([ids.airline]);
    const reply = await notificationMark(server.db);
    await send('airline', shipperChat, { message: 'Пожалуйста' });
    expect(await notifiedAbout(server.db, shipperChat, reply)).toEqual([ids.shipper]);
  });

  it('makes a colleague who writes an author of the company’s chat, and tells of them joining', async () => {
    const colleague = await server.as('a.yaptik@yamalfish.test');
    const mark = await liveMark(server.db);
    const notified = await notificationMark(server.db);
    const body = await multipart({ message: 'Добрый день, я коллега Ольги' });
    const response = await server.request({ method: 'POST', url: `/api/chat/id-${shipperChat}/message`, ...body, headers: { ...colleague, ...body.headers } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await liveEventsAfter(server.db, mark, ['memberJoin']))[0]?.data).toMatchObject({ member: { userId: shipperColleague, role: 'author', contractorName: 'Ямал Фиш Экспорт' } });
    const chat = (await server.request({ method: 'GET', url: `/api/chat/id-${shipperChat}`, headers: headers.shipper })).json<Chat>();
    expect(chat.members.map((m) => [m.userId, m.role])).toEqual([
      [ids.shipper, 'creator'],
      [ids.airline, 'airline'],
      [shipperColleague, 'author'],
    ]);
    expect(await notifiedAbout(server.db, shipperChat, notified)).toEqual([ids.shipper, ids.airline].sort((a, b) => a - b));
  });
});
