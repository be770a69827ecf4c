import { chatApi } from '@shared/chat/api';
import { CHAT_LIMITS } from '@shared/chat/constants';
import { normalizeChatCreated } from '@shared/chat/normalize';
import type { ApiClient } from '@/lib/api/client';
import type { Outgoing } from '../store/types';

// Section 7's message calls: history 30 at a time before a message, sending (multipart: message,
// replyTo, files[]), the first message that creates the chat, deletion and attachment download.

export const getHistory = (api: ApiClient, chatId: number, before?: number) =>
  api.call(chatApi.history, {
    params: { id: chatId },
    query: { limit: CHAT_LIMITS.pageSize, direction: 'before', ...(before ? { messageId: before } : {}) },
  });

function messageForm(outgoing: Outgoing, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append('message', outgoing.text);
  if (outgoing.replyToId) form.append('replyTo', String(outgoing.replyToId));
  for (const file of outgoing.files) form.append('files[]', file, file.name);
  return form;
}

export const sendMessage = (api: ApiClient, chatId: number, outgoing: Outgoing) => api.call(chatApi.send, { params: { id: chatId }, body: messageForm(outgoing) });

/** The first message to an airline: the chat is created with it (or found, when it exists). */
export const createChat = async (api: ApiClient, userId: number, marker: string, outgoing: Outgoing) =>
  normalizeChatCreated(await api.call(chatApi.create, { body: messageForm({ ...outgoing, replyToId: null }, { company: marker }) }), userId);

export const deleteMessage = (api: ApiClient, messageId: number) => api.call(chatApi.remove, { params: { id: messageId } });

export const downloadAttachment = (api: ApiClient, attachmentId: number) => api.call(chatApi.attachment, { params: { id: attachmentId } });
