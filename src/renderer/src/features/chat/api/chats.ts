import { chatApi } from '@shared/chat/api';
import type { ChatTab } from '@shared/chat/constants';
import type { ApiClient } from '@/lib/api/client';

// Section 7's chat calls about chats: the list, one chat, the unread count, taking and leaving.

export const getChats = (api: ApiClient, query: { tab: ChatTab; search: string; page: number; size: number }, signal?: AbortSignal) =>
  api.call(chatApi.list, { query: { tab: query.tab, search: query.search || undefined, page: query.page, size: query.size }, signal });

export const getChat = (api: ApiClient, id: number) => api.call(chatApi.get, { params: { id } });

export const getChatCount = (api: ApiClient) => api.call(chatApi.count);

export const joinChat = (api: ApiClient, id: number) => api.call(chatApi.join, { params: { id } });

export const leaveChat = (api: ApiClient, id: number) => api.call(chatApi.leave, { params: { id } });

export const viewChat = (api: ApiClient, id: number, messageId: number) => api.call(chatApi.view, { params: { id }, body: { messageId } });

export const announceWriting = (api: ApiClient, id: number) => api.call(chatApi.writing, { params: { id } });
