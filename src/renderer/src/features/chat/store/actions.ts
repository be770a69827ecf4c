import type { createStore } from 'jotai';
import { isChatId } from '@shared/chat/rules';
import type { ChatMessage } from '@shared/chat/schemas';
import type { SessionUser } from '@shared/profile/session-user';
import type { ApiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';
import { getChat, getChatCount, joinChat, leaveChat, viewChat } from '../api/chats';
import { createChat, deleteMessage, getHistory, sendMessage } from '../api/messages';
import { chatStateAtom, updateChatState, type Draft } from './atoms';
import {
  addPending,
  chatViewed,
  markFailed,
  markResending,
  markSent,
  mergeHistory,
  receiveMessage,
  setCounts,
  upsertChat,
} from './state';
import { chatKey, type ChatEntry, type LocalMessage, type Outgoing } from './types';

// What the chat screens do, as functions of the store and the API: every call is skipped unless
// the chat's id is a valid number (section 5), so a placeholder never reaches the server.

type Store = ReturnType<typeof createStore>;

export interface ChatContext {
  store: Store;
  api: ApiClient;
  user: Pick<SessionUser, 'id' | 'name' | 'contractor' | 'airline' | 'isAirCompany'>;
}

const entryOf = (store: Store, key: string): ChatEntry | undefined => store.get(chatStateAtom).chats[key];

function entryWithLocal(store: Store, localId: string): { entry: ChatEntry; message: LocalMessage } | null {
  for (const entry of Object.values(store.get(chatStateAtom).chats)) {
    const message = entry.messages.find((m) => m.localId === localId);
    if (message) return { entry, message };
  }
  return null;
}

/** Loads one chat (opening /chats/{id}); 404 for a chat the user does not see. */
export async function loadChat(ctx: ChatContext, id: number): Promise<void> {
  if (!isChatId(id)) return;
  const chat = await getChat(ctx.api, ctx.user.id, id);
  updateChatState(ctx.store, (state) => upsertChat(state, chat));
}

/** The newest 30 messages, or (older) the 30 before the oldest one shown. */
export async function loadHistory(ctx: ChatContext, key: string, older = false): Promise<void> {
  const entry = entryOf(ctx.store, key);
  if (!entry || !isChatId(entry.chat.id)) return;
  const oldest = entry.messages.find((m) => isChatId(m.id));
  const before = older ? oldest?.id : undefined;
  if (older && !before) return;
  const page = await getHistory(ctx.api, entry.chat.id, before);
  updateChatState(ctx.store, (state) => mergeHistory(state, key, page.items, page.pagination.more, older));
}

/** A key for a message sent from here, unique within the page. */
export const newLocalId = (): string => `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function pendingMessage(ctx: ChatContext, entry: ChatEntry, outgoing: Outgoing, replyTo: ChatMessage | null, localId: string): LocalMessage {
  const { user } = ctx;
  return {
    id: 0,
    chatId: entry.chat.id,
    status: 'pending',
    text: outgoing.text,
    attachments: outgoing.files.map((file, index) => ({ id: -(index + 1), name: file.name, size: file.size, mimeType: file.type })),
    replyTo: replyTo
      ? { id: replyTo.id, text: replyTo.text, createdBy: replyTo.createdBy.name, deleted: replyTo.status === 'deleted', attachments: replyTo.attachments.length }
      : null,
    createdBy: { id: user.id, name: user.name, contractorName: user.airline?.name ?? user.contractor?.name ?? user.name, airline: user.isAirCompany },
    createdAt: new Date().toISOString(),
    deletedAt: null,
    localId,
    outgoing,
  };
}

export type SendOutcome =
  | { ok: true; /** Where the message went: a placeholder's first message lands in the chat it created. */ key: string }
  | { ok: false; error: unknown; notAccepting: boolean };

/** Delivers a pending message: to its chat, or (a placeholder's) creating the chat with it. */
async function deliver(ctx: ChatContext, localId: string): Promise<SendOutcome> {
  const found = entryWithLocal(ctx.store, localId);
  if (!found?.message.outgoing) return { ok: false, error: new Error('message not found'), notAccepting: false };
  const { entry, message } = found;
  const outgoing = message.outgoing!;
  try {
    if (entry.fake) {
      const created = await createChat(ctx.api, ctx.user.id, entry.chat.company.marker, outgoing);
      // The real chat takes the placeholder's place (and its unsent messages), then the message its own.
      updateChatState(ctx.store, (state) => markSent(upsertChat(state, created.chat), localId, created.message));
      return { ok: true, key: chatKey(created.chat.id) };
    }
    if (!isChatId(entry.chat.id)) throw new Error('not a chat id');
    const sent = await sendMessage(ctx.api, entry.chat.id, outgoing);
    updateChatState(ctx.store, (state) => markSent(state, localId, sent));
    return { ok: true, key: entry.key };
  } catch (error) {
    // 409 chat:errors.notAccepting: the airline's settings refuse messages (the notice shows).
    const notAccepting = isApiError(error) && error.status === 409;
    const text = error instanceof Error ? error.message : String(error);
    updateChatState(ctx.store, (state) => markFailed(state, localId, text, notAccepting));
    return { ok: false, error, notAccepting };
  }
}

/** Section 4: the message shows at once as pending, then becomes the server's copy, or an error to resend. */
export async function sendDraft(ctx: ChatContext, key: string, draft: Draft, localId = newLocalId()): Promise<SendOutcome> {
  const entry = entryOf(ctx.store, key);
  if (!entry) return { ok: false, error: new Error('chat not found'), notAccepting: false };
  const outgoing: Outgoing = { text: draft.text.trim(), replyToId: draft.replyTo && isChatId(draft.replyTo.id) ? draft.replyTo.id : null, files: draft.files };
  updateChatState(ctx.store, (state) => addPending(state, key, pendingMessage(ctx, entry, outgoing, draft.replyTo, localId)));
  return deliver(ctx, localId);
}

/** Sends a failed message again: it goes back to pending in its place, and its outcome replaces it. */
export async function resendMessage(ctx: ChatContext, localId: string): Promise<SendOutcome> {
  const found = entryWithLocal(ctx.store, localId);
  if (!found || found.message.status !== 'error') return { ok: false, error: new Error('nothing to resend'), notAccepting: false };
  updateChatState(ctx.store, (state) => markResending(state, localId));
  return deliver(ctx, localId);
}

/** Reads the chat up to its newest message (PATCH view) when something there is unread. */
export async function markChatRead(ctx: ChatContext, key: string): Promise<void> {
  const state = ctx.store.get(chatStateAtom);
  const entry = state.chats[key];
  if (!entry || !isChatId(entry.chat.id)) return;
  const newest = [...entry.messages].reverse().find((m) => isChatId(m.id))?.id ?? entry.chat.lastMessage?.id;
  if (!newest || !isChatId(newest)) return;
  const mark = entry.chat.readBy[String(ctx.user.id)] ?? 0;
  const unread = state.counts?.chats[String(entry.chat.id)] ?? entry.chat.count;
  if (newest <= mark && !unread) return;
  const counts = await viewChat(ctx.api, entry.chat.id, newest);
  updateChatState(ctx.store, (s) => chatViewed(setCounts(s, counts), entry.chat.id, ctx.user.id, newest));
}

/** Take the dialog (join) or leave it: airline staff only. */
export async function takeOrLeave(ctx: ChatContext, key: string, take: boolean): Promise<void> {
  const entry = entryOf(ctx.store, key);
  if (!entry || !isChatId(entry.chat.id)) return;
  const chat = await (take ? joinChat : leaveChat)(ctx.api, ctx.user.id, entry.chat.id);
  updateChatState(ctx.store, (state) => upsertChat(state, chat));
}

export async function deleteOwnMessage(ctx: ChatContext, messageId: number): Promise<void> {
  if (!isChatId(messageId)) return;
  const message = await deleteMessage(ctx.api, messageId);
  updateChatState(ctx.store, (state) => receiveMessage(state, message, ctx.user.id));
}

/**
 * The unread counts from the server. An answer that arrives after a newer change of the counts
 * (a read mark's answer, a live count) is dropped: it may predate it. Says whether it was taken.
 */
export async function refreshCounts(ctx: Pick<ChatContext, 'store' | 'api'>): Promise<boolean> {
  const stamp = ctx.store.get(chatStateAtom).countsStamp;
  const counts = await getChatCount(ctx.api);
  if (ctx.store.get(chatStateAtom).countsStamp !== stamp) return false;
  updateChatState(ctx.store, (state) => setCounts(state, counts));
  return true;
}
