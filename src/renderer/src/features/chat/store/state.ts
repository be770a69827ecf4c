import type { Chat, ChatCount, ChatMember, ChatMessage } from '@shared/chat/schemas';
import { chatKey, type ChatEntry, type ChatState, type LocalMessage } from './types';

// The chat store's transitions, as pure functions of the state: the API's answers and the live
// events both come through here, so a message never shows twice and nothing newer is undone.

const isLocal = (m: LocalMessage): boolean => m.status === 'pending' || m.status === 'error';

/** Server messages by id, then the local ones in the order they were sent. */
function ordered(messages: LocalMessage[]): LocalMessage[] {
  const confirmed = messages.filter((m) => !isLocal(m)).sort((a, b) => a.id - b.id);
  return [...confirmed, ...messages.filter(isLocal)];
}

const newer = (a: ChatMessage | null, b: ChatMessage | null): ChatMessage | null => {
  if (!a) return b;
  if (!b) return a;
  return b.id >= a.id ? b : a;
};

export function newEntry(chat: Chat, key = chatKey(chat.id), fake = false): ChatEntry {
  return { key, chat, fake, messages: [], more: false, loaded: false, typing: {} };
}

function withEntry(state: ChatState, key: string, change: (entry: ChatEntry) => ChatEntry): ChatState {
  const entry = state.chats[key];
  if (!entry) return state;
  return { ...state, chats: { ...state.chats, [key]: change(entry) } };
}

/**
 * A chat as the server showed it (a list, the chat itself, a live event): its fields are taken,
 * what the store knows of its messages stays, and a newer last message is not replaced by an
 * older one. A placeholder for the same airline gives way to it, handing over its unsent messages.
 */
export function upsertChat(state: ChatState, chat: Chat): ChatState {
  const key = chatKey(chat.id);
  const existing = state.chats[key];
  const chats = { ...state.chats };
  let handed: LocalMessage[] = [];
  for (const [otherKey, other] of Object.entries(chats)) {
    if (other.fake && other.chat.company.marker === chat.company.marker) {
      handed = other.messages.filter(isLocal);
      delete chats[otherKey];
    }
  }
  const base = existing ?? newEntry(chat);
  const lastMessage = newer(existing?.chat.lastMessage ?? null, chat.lastMessage);
  const readBy = { ...chat.readBy };
  for (const [user, mark] of Object.entries(existing?.chat.readBy ?? {})) readBy[user] = Math.max(mark, readBy[user] ?? 0);
  chats[key] = { ...base, key, fake: false, chat: { ...chat, lastMessage, readBy }, messages: ordered([...base.messages, ...handed]) };
  return { ...state, chats };
}

export function upsertChats(state: ChatState, list: readonly Chat[]): ChatState {
  return list.reduce(upsertChat, state);
}

/** Placeholders for the given airlines, unless a chat or a placeholder with them is there. */
export function ensureFakes(state: ChatState, fakes: readonly ChatEntry[]): ChatState {
  const taken = new Set(Object.values(state.chats).map((e) => e.chat.company.marker));
  const missing = fakes.filter((f) => !taken.has(f.chat.company.marker));
  if (!missing.length) return state;
  return { ...state, chats: { ...state.chats, ...Object.fromEntries(missing.map((f) => [f.key, f])) } };
}

/**
 * A page of history: merged by id with what is there (a message is never doubled, a newer copy
 * of it wins), oldest first. `older` says the page came from scrolling up: only then, or on the
 * first load, does it tell whether more is left.
 */
export function mergeHistory(state: ChatState, key: string, items: readonly ChatMessage[], more: boolean, older: boolean): ChatState {
  return withEntry(state, key, (entry) => {
    const byId = new Map(entry.messages.filter((m) => !isLocal(m)).map((m) => [m.id, m]));
    for (const item of items) {
      const known = byId.get(item.id);
      // A deletion the store heard of live is newer than an older page's copy.
      byId.set(item.id, known?.status === 'deleted' ? known : { ...item, localId: known?.localId });
    }
    const messages = ordered([...byId.values(), ...entry.messages.filter(isLocal)]);
    const last = items.at(-1) ?? null;
    return {
      ...entry,
      messages,
      more: older || !entry.loaded ? more : entry.more,
      loaded: true,
      chat: { ...entry.chat, lastMessage: older ? entry.chat.lastMessage : newer(entry.chat.lastMessage, last) },
    };
  });
}

const sameContent = (local: LocalMessage, message: ChatMessage): boolean =>
  local.text.trim() === message.text && (local.outgoing?.files.length ?? 0) === message.attachments.length;

/**
 * A message from the server outside the history (a live newMessage, a send's answer, a
 * deletion): it replaces its copy by id; our own pending copy of it when the event outruns the
 * send's answer; otherwise it is appended. Its author is no longer typing.
 */
export function receiveMessage(state: ChatState, message: ChatMessage, userId: number | null): ChatState {
  return withEntry(state, chatKey(message.chatId), (entry) => {
    const typing = { ...entry.typing };
    delete typing[String(message.createdBy.id)];
    const lastMessage = newer(entry.chat.lastMessage, message);
    const chat = { ...entry.chat, lastMessage };
    const index = entry.messages.findIndex((m) => m.id === message.id && !isLocal(m));
    if (index >= 0) {
      const messages = entry.messages.map((m, i) => (i === index ? { ...message, localId: m.localId } : m));
      return { ...entry, chat, typing, messages };
    }
    const own = message.createdBy.id === userId ? entry.messages.findIndex((m) => m.status === 'pending' && sameContent(m, message)) : -1;
    const rest = own >= 0 ? entry.messages.filter((_, i) => i !== own) : entry.messages;
    const localId = own >= 0 ? entry.messages[own]?.localId : undefined;
    // Until the history is loaded the conversation shows nothing: the history will bring it.
    if (!entry.loaded && own < 0) return { ...entry, chat, typing };
    return { ...entry, chat, typing, messages: ordered([...rest, { ...message, localId }]) };
  });
}

/** A message sent from here shows at once as pending. */
export function addPending(state: ChatState, key: string, message: LocalMessage): ChatState {
  return withEntry(state, key, (entry) => ({ ...entry, messages: [...entry.messages, message] }));
}

function findLocal(state: ChatState, localId: string): ChatEntry | undefined {
  return Object.values(state.chats).find((entry) => entry.messages.some((m) => m.localId === localId));
}

/** The send succeeded: the server's copy replaces the pending one and moves to the end of the conversation. */
export function markSent(state: ChatState, localId: string, message: ChatMessage): ChatState {
  const entry = findLocal(state, localId) ?? state.chats[chatKey(message.chatId)];
  if (!entry) return state;
  const rest = entry.messages.filter((m) => m.localId !== localId && (isLocal(m) || m.id !== message.id));
  return withEntry(state, entry.key, (e) => ({
    ...e,
    messages: ordered([...rest, { ...message, localId }]),
    chat: { ...e.chat, lastMessage: newer(e.chat.lastMessage, message) },
  }));
}

/**
 * The send failed: the message stays, marked error, ready to be sent again. A refusal because the
 * airline does not accept messages (409) is its settings' flag, as the next load of the chat says too.
 */
export function markFailed(state: ChatState, localId: string, error: string, notAccepting = false): ChatState {
  const entry = findLocal(state, localId);
  if (!entry) return state;
  return withEntry(state, entry.key, (e) => ({
    ...e,
    chat: notAccepting ? { ...e.chat, company: { ...e.chat.company, acceptsMessages: false } } : e.chat,
    messages: e.messages.map((m) => (m.localId === localId ? { ...m, status: 'error', error } : m)),
  }));
}

/** Resending: the failed message itself goes back to pending (the resent one replaces it). */
export function markResending(state: ChatState, localId: string): ChatState {
  const entry = findLocal(state, localId);
  if (!entry) return state;
  return withEntry(state, entry.key, (e) => ({
    ...e,
    messages: [...e.messages.filter((m) => m.localId !== localId), ...e.messages.filter((m) => m.localId === localId).map((m) => ({ ...m, status: 'pending' as const, error: undefined }))],
  }));
}

/** Drops a message that was never sent (a failed one the user gives up). */
export function discardLocal(state: ChatState, localId: string): ChatState {
  const entry = findLocal(state, localId);
  if (!entry) return state;
  return withEntry(state, entry.key, (e) => ({ ...e, messages: e.messages.filter((m) => m.localId !== localId || !isLocal(m)) }));
}

export function setTyping(state: ChatState, chatId: number, member: ChatMember): ChatState {
  return withEntry(state, chatKey(chatId), (entry) => ({ ...entry, typing: { ...entry.typing, [String(member.userId)]: member } }));
}

export function clearTyping(state: ChatState, chatId: number, userId: number): ChatState {
  const entry = state.chats[chatKey(chatId)];
  if (!entry?.typing[String(userId)]) return state;
  return withEntry(state, entry.key, (e) => {
    const typing = { ...e.typing };
    delete typing[String(userId)];
    return { ...e, typing };
  });
}

export function memberJoined(state: ChatState, chatId: number, member: ChatMember): ChatState {
  return withEntry(state, chatKey(chatId), (entry) => ({
    ...entry,
    chat: { ...entry.chat, members: [...entry.chat.members.filter((m) => m.userId !== member.userId), member] },
  }));
}

export function memberLeft(state: ChatState, chatId: number, member: ChatMember): ChatState {
  return withEntry(state, chatKey(chatId), (entry) => ({
    ...entry,
    chat: { ...entry.chat, members: entry.chat.members.filter((m) => !(m.userId === member.userId && m.role === member.role)) },
  }));
}

/** Somebody read the chat up to a message: read marks only move forward. */
export function chatViewed(state: ChatState, chatId: number, userId: number, messageId: number): ChatState {
  return withEntry(state, chatKey(chatId), (entry) => {
    const current = entry.chat.readBy[String(userId)] ?? 0;
    if (current >= messageId) return entry;
    return { ...entry, chat: { ...entry.chat, readBy: { ...entry.chat.readBy, [String(userId)]: messageId } } };
  });
}

export function setCounts(state: ChatState, counts: ChatCount): ChatState {
  return { ...state, counts, countsStamp: state.countsStamp + 1 };
}

/** One more unread message in a chat (a message arrived where the user is not reading). */
export function countOneMore(state: ChatState, chatId: number): ChatState {
  const counts = state.counts ?? { all: 0, chats: {} };
  const id = String(chatId);
  return setCounts(state, { all: counts.all + 1, chats: { ...counts.chats, [id]: (counts.chats[id] ?? 0) + 1 } });
}

