import { describe, expect, it } from 'vitest';
import { makeUser, UT } from '@shared/testing/users';
import { fakeChatsFor } from './fakes';
import { chat, CLIENT, message, OPERATOR } from './fixtures.test-support';
import { addPending, chatViewed, ensureFakes, memberJoined, memberLeft, mergeHistory, receiveMessage, setTyping, upsertChat } from './state';
import { EMPTY_CHAT_STATE, fakeKey, parseChatKey, type ChatState, type LocalMessage } from './types';

const loaded = (state: ChatState, items = [message(5), message(6)]) => mergeHistory(upsertChat(state, chat()), '1', items, true, false);
const ids = (state: ChatState, key = '1') => state.chats[key]?.messages.map((m) => m.id);

describe('history merging', () => {
  it('merges pages by id, oldest first, without doubling a message', () => {
    let state = loaded(EMPTY_CHAT_STATE);
    state = mergeHistory(state, '1', [message(3), message(4), message(5)], false, true);
    expect(ids(state)).toEqual([3, 4, 5, 6]);
    expect(state.chats['1']?.more).toBe(false);
    // The newest page again (a reopened chat) adds only what is new and leaves "more" alone.
    state = mergeHistory(state, '1', [message(5), message(6), message(7)], true, false);
    expect(ids(state)).toEqual([3, 4, 5, 6, 7]);
    expect(state.chats['1']?.more).toBe(false);
    expect(state.chats['1']?.chat.lastMessage?.id).toBe(7);
  });

  it('keeps a deletion heard live over an older copy of the page', () => {
    let state = loaded(EMPTY_CHAT_STATE);
    state = receiveMessage(state, message(5, { status: 'deleted', text: '' }), 99);
    state = mergeHistory(state, '1', [message(5)], false, false);
    expect(state.chats['1']?.messages.find((m) => m.id === 5)?.status).toBe('deleted');
  });

  it('keeps pending messages after the server ones', () => {
    let state = loaded(EMPTY_CHAT_STATE);
    const pending: LocalMessage = { ...message(0), status: 'pending', localId: 'l1', outgoing: { text: 'hi', replyToId: null, files: [] } };
    state = addPending(state, '1', pending);
    state = mergeHistory(state, '1', [message(2)], false, true);
    expect(state.chats['1']?.messages.map((m) => m.localId ?? m.id)).toEqual([2, 5, 6, 'l1']);
  });
});

describe('live messages', () => {
  it('appends a new message, replaces a known one by id, and moves the last message forward only', () => {
    let state = loaded(EMPTY_CHAT_STATE);
    state = receiveMessage(state, message(7, { by: OPERATOR }), CLIENT.userId);
    state = receiveMessage(state, message(7, { by: OPERATOR, text: 'edited' }), CLIENT.userId);
    expect(ids(state)).toEqual([5, 6, 7]);
    expect(state.chats['1']?.messages.at(-1)?.text).toBe('edited');
    state = upsertChat(state, chat(1, { lastMessage: message(6) }));
    expect(state.chats['1']?.chat.lastMessage?.id).toBe(7);
  });

  it("clears the author's typing flag when their message arrives", () => {
    let state = loaded(EMPTY_CHAT_STATE);
    state = setTyping(state, 1, OPERATOR);
    expect(Object.keys(state.chats['1']?.typing ?? {})).toEqual(['20']);
    state = receiveMessage(state, message(7, { by: OPERATOR }), CLIENT.userId);
    expect(state.chats['1']?.typing).toEqual({});
  });

  it('updates members and read marks, which only move forward', () => {
    let state = loaded(EMPTY_CHAT_STATE);
    state = memberJoined(state, 1, OPERATOR);
    expect(state.chats['1']?.chat.members.map((m) => m.userId)).toEqual([10, 20]);
    state = chatViewed(state, 1, 20, 6);
    state = chatViewed(state, 1, 20, 5);
    expect(state.chats['1']?.chat.readBy).toEqual({ '20': 6 });
    state = memberLeft(state, 1, OPERATOR);
    expect(state.chats['1']?.chat.members.map((m) => m.userId)).toEqual([10]);
  });
});

describe('placeholders', () => {
  const newcomer = makeUser({ clientRole: 'ANON_COMPANY_USER', airlines: [UT, { ...UT, id: 2, marker: 's7', iata: 'S7', name: 'S7 Airlines' }] });

  it('gives a non-airline user one per available airline without a chat; none to airline staff', () => {
    const state = ensureFakes(upsertChat(EMPTY_CHAT_STATE, chat()), fakeChatsFor(newcomer));
    expect(Object.keys(state.chats).sort()).toEqual(['1', fakeKey('s7')]);
    expect(state.chats[fakeKey('s7')]).toMatchObject({ fake: true, chat: { id: 0, company: { marker: 's7', name: 'S7 Airlines' } } });
    expect(fakeChatsFor(makeUser({ clientRole: 'AIR_COMPANY', accountRole: 'AK' }))).toEqual([]);
  });

  it("carries the airline's 'accepts chat messages' flag, so the notice shows before any send", () => {
    const refusing = makeUser({ clientRole: 'ANON_COMPANY_USER', airlines: [{ ...UT, acceptsChatMessages: false }] });
    expect(fakeChatsFor(refusing)[0]?.chat.company.acceptsMessages).toBe(false);
    expect(fakeChatsFor(newcomer)[0]?.chat.company.acceptsMessages).toBe(true);
  });

  it('gives way to the real chat with the same airline, handing over what is unsent', () => {
    let state = ensureFakes(EMPTY_CHAT_STATE, fakeChatsFor(newcomer));
    const pending: LocalMessage = { ...message(0, { chatId: 0 }), status: 'error', localId: 'l1', outgoing: { text: 'hi', replyToId: null, files: [] } };
    state = addPending(state, fakeKey('ut'), pending);
    state = upsertChat(state, chat(8));
    expect(state.chats[fakeKey('ut')]).toBeUndefined();
    expect(state.chats['8']?.messages.map((m) => m.localId)).toEqual(['l1']);
    expect(state.chats[fakeKey('s7')]?.fake).toBe(true);
  });
});

describe('chat keys', () => {
  it.each([
    ['12', '12'],
    ['fake:ut', 'fake:ut'],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['fake:', null],
    [null, null],
  ])('%s → %s', (value, key) => {
    expect(parseChatKey(value)).toBe(key);
  });
});
