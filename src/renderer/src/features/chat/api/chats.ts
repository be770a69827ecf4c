import { chatApi } from '@shared/chat/api';
import { normalizeChat, normalizeChatList } from '@shared/chat/normalize';
import type { ChatTab } from '@shared/chat/constants';
import type { ApiClient } from '@/lib/api/client';

// Section 7's chat calls about chats: the list, one chat, the unread count, taking and leaving.
// Chats come back with the caller's unread count, whichever form of section 3 it arrived in.

export const getChats = async (api: ApiClient, userId: number, query: { tab: ChatTab; search: string; page: number; size: number }, signal?: AbortSignal) =>
  normalizeChatList(await api.call(chatApi.list, { query: { tab: query.tab, search: query.search || undefined, page: query.page, size: query.size }, signal }), userId);

export const getChat = async (api: ApiClient, userId: number, id: number) => normalizeChat(await api.call(chatApi.get, { params: { id } }), userId);

export const getChatCount = (api: ApiClient) => api.call(chatApi.count);

export const joinChat = async (api: ApiClient, userId: number, id: number) => normalizeChat(await api.call(chatApi.join, { params: { id } }), userId);

export const leaveChat = async (api: ApiClient, userId: number, id: number) => normalizeChat(await api.call(chatApi.leave, { params: { id } }), userId);

export const viewChat = (api: ApiClient, id: number, messageId: number) => api.call(chatApi.view, { params: { id }, body: { messageId } });

export const announceWriting = (api: ApiClient, id: number) => api.call(chatApi.writing, { params: { id } });
