import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@shared/live/events';
import { chatStateAtom, updateChatState, visibleChatsAtom } from '../store/atoms';
import { chat, CLIENT, message, OPERATOR } from '../store/fixtures.test-support';
import { mergeHistory, setCounts, upsertChat } from '../store/state';
import { createChatLiveHandler } from './handler';

// The chat events of section 7 in the store; the typing flag of section 4 (6 s, or the member's
// next message).

let sequence = 0;
const live = (event: LiveEvent) => ({ id: String((sequence += 1)), stream: 'chat' as const, event });

function setup(options: { userId?: number; isOperator?: boolean; visible?: boolean } = {}) {
  const store = createStore();
  const onListsChanged = vi.fn();
  const onCountsStale = vi.fn();
  const handler = createChatLiveHandler({
    store,
    userId: options.userId ?? CLIENT.userId,
    isOperator: options.isOperator ?? false,
    onListsChanged,
    onCountsStale,
    pageVisible: () => options.visible ?? true,
  });
  updateChatState(store, (state) => setCounts(mergeHistory(upsertChat(state, chat()), '1', [message(5)], false, false), { all: 0, chats: {} }));
  const entry = () => store.get(chatStateAtom).chats['1'];
  return { store, handler, onListsChanged, onCountsStale, entry };
}

describe('typing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a member typing for 6 seconds after their last typing event', () => {
    const { handler, entry } = setup();
    handler.handle(live({ type: 'userWriting', data: { chatId: 1, member: OPERATOR } }));
    expect(Object.values(entry()?.typing ?? {}).map((m) => m.name)).toEqual([OPERATOR.name]);
    vi.advanceTimersByTime(4_000);
    // Still typing: the flag starts its 6 s again.
    handler.handle(live({ type: 'userWriting', data: { chatId: 1, member: OPERATOR } }));
    vi.advanceTimersByTime(5_999);
    expect(entry()?.typing).toHaveProperty(String(OPERATOR.userId));
    vi.advanceTimersByTime(1);
    expect(entry()?.typing).toEqual({});
  });

  it('clears the flag when the member’s message arrives, and ignores the user’s own typing', () => {
    const { handler, entry } = setup();
    handler.handle(live({ type: 'userWriting', data: { chatId: 1, member: CLIENT } }));
    expect(entry()?.typing).toEqual({});
    handler.handle(live({ type: 'userWriting', data: { chatId: 1, member: OPERATOR } }));
    handler.handle(live({ type: 'newMessage', data: { chatId: 1, message: message(6, { by: OPERATOR }) } }));
    expect(entry()?.typing).toEqual({});
    // The timer of the cleared flag does nothing later.
    vi.advanceTimersByTime(10_000);
    expect(entry()?.messages.map((m) => m.id)).toEqual([5, 6]);
  });

  it('forgets its timers when disposed', () => {
    const { handler, entry } = setup();
    handler.handle(live({ type: 'userWriting', data: { chatId: 1, member: OPERATOR } }));
    handler.dispose();
    vi.advanceTimersByTime(10_000);
    expect(entry()?.typing).toHaveProperty(String(OPERATOR.userId));
  });
});

describe('counts', () => {
  it('counts a message from somebody else where the user is not reading', () => {
    const { handler, store } = setup({ visible: true });
    handler.handle(live({ type: 'newMessage', data: { chatId: 1, message: message(6, { by: OPERATOR }) } }));
    expect(store.get(chatStateAtom).counts).toEqual({ all: 1, chats: { '1': 1 } });
    // The same message again (another tab's replay) counts once.
    handler.handle(live({ type: 'newMessage', data: { chatId: 1, message: message(6, { by: OPERATOR }) } }));
    expect(store.get(chatStateAtom).counts?.all).toBe(1);
  });

  it('leaves the count to the read mark when the conversation is on screen', () => {
    const { handler, store } = setup({ visible: true });
    store.set(visibleChatsAtom, { '1': 1 });
    handler.handle(live({ type: 'newMessage', data: { chatId: 1, message: message(6, { by: OPERATOR }) } }));
    expect(store.get(chatStateAtom).counts?.all).toBe(0);
  });

  it('counts it when the page itself is hidden', () => {
    const { handler, store } = setup({ visible: false });
    store.set(visibleChatsAtom, { '1': 1 });
    handler.handle(live({ type: 'newMessage', data: { chatId: 1, message: message(6, { by: OPERATOR }) } }));
    expect(store.get(chatStateAtom).counts?.all).toBe(1);
  });

  it("does not count the user's own message, nor a colleague's dialog for an operator", () => {
    const mine = setup();
    mine.handler.handle(live({ type: 'newMessage', data: { chatId: 1, message: message(6) } }));
    expect(mine.store.get(chatStateAtom).counts?.all).toBe(0);

    const operator = setup({ userId: 99, isOperator: true });
    operator.handler.handle(live({ type: 'memberJoin', data: { chatId: 1, member: OPERATOR } }));
    operator.handler.handle(live({ type: 'newMessage', data: { chatId: 1, message: message(6) } }));
    expect(operator.store.get(chatStateAtom).counts?.all).toBe(0);
    expect(operator.onCountsStale).toHaveBeenCalled();
  });

  it('asks the server about a chat it does not hold, and takes a live count as it is', () => {
    const { handler, store, onCountsStale, onListsChanged } = setup();
    handler.handle(live({ type: 'newMessage', data: { chatId: 4, message: message(9, { chatId: 4, by: OPERATOR }) } }));
    expect(onCountsStale).toHaveBeenCalledTimes(1);
    expect(onListsChanged).toHaveBeenCalledTimes(1);
    handler.handle(live({ type: 'count', data: { all: 3, chats: { '4': 3 } } }));
    expect(store.get(chatStateAtom).counts).toEqual({ all: 3, chats: { '4': 3 } });
  });
});

describe('chats, members and read marks', () => {
  it('adds a new chat and has the lists refetched', () => {
    const { handler, store, onListsChanged } = setup();
    handler.handle(live({ type: 'newChat', data: { chat: chat(7) } }));
    expect(Object.keys(store.get(chatStateAtom).chats).sort()).toEqual(['1', '7']);
    expect(onListsChanged).toHaveBeenCalled();
  });

  it('updates members and read marks', () => {
    const { handler, entry } = setup();
    handler.handle(live({ type: 'memberJoin', data: { chatId: 1, member: OPERATOR } }));
    handler.handle(live({ type: 'chatView', data: { chatId: 1, userId: OPERATOR.userId, messageId: 5 } }));
    expect(entry()?.chat.members.map((m) => m.role)).toEqual(['creator', 'airline']);
    expect(entry()?.chat.readBy).toEqual({ [String(OPERATOR.userId)]: 5 });
    handler.handle(live({ type: 'memberLeave', data: { chatId: 1, member: OPERATOR } }));
    expect(entry()?.chat.members.map((m) => m.role)).toEqual(['creator']);
  });
});
