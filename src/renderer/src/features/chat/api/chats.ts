import type { ChatTab } from '@shared/chat/constants';
import type { Chat, ChatCount, ChatListPage } from '@shared/chat/schemas';
import type { ApiClient } from '@/lib/api/client';

// Section 7's chat calls about chats: the list, one chat, the unread count, taking and leaving.

export const getChats = (api: ApiClient, query: { tab: ChatTab; search: string; page: number; size: number }, signal?: AbortSignal) =>
  api.get<ChatListPage>('/chat', { query: { tab: query.tab, search: query.search || undefined, page: query.page, size: query.size }, signal });

export const getChat = (api: ApiClient, id: number) => api.get<Chat>(`/chat/id-${id}`);

export const getChatCount = (api: ApiClient) => api.get<ChatCount>('/chat/message/count');

export const joinChat = (api: ApiClient, id: number) => api.patch<Chat>(`/chat/id-${id}/join`);

export const leaveChat = (api: ApiClient, id: number) => api.patch<Chat>(`/chat/id-${id}/leave`);

export const viewChat = (api: ApiClient, id: number, messageId: number) => api.patch<ChatCount>(`/chat/id-${id}/view`, { messageId });

export const announceWriting = (api: ApiClient, id: number) => api.post<void>(`/chat/id-${id}/writing`);
