import type { Chat, ChatMember, ChatMessage } from '@shared/chat/schemas';

// Chats and messages shaped as the server sends them, for the store's tests.

export const CLIENT: ChatMember = { userId: 10, role: 'creator', username: 'agent@demo.test', name: 'Павел Агентов', contractorName: 'ООО «Альфа-Карго»' };
export const OPERATOR: ChatMember = { userId: 20, role: 'airline', username: 'airline@demo.test', name: 'Ирина Соколова', contractorName: 'UTair' };

export function message(id: number, options: Partial<ChatMessage> & { by?: ChatMember } = {}): ChatMessage {
  const by = options.by ?? CLIENT;
  return {
    id,
    chatId: 1,
    status: 'active',
    text: `message ${id}`,
    attachments: [],
    replyTo: null,
    createdBy: { id: by.userId, name: by.name, contractorName: by.contractorName, airline: by.role === 'airline' },
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, id)).toISOString(),
    deletedAt: null,
    ...options,
  };
}

export function chat(id = 1, options: Partial<Chat> = {}): Chat {
  return {
    id,
    createdAt: '2026-01-01T09:00:00.000Z',
    type: 'common',
    members: [CLIENT],
    count: 0,
    company: { marker: 'ut', iata: 'UT', name: 'UTair', acceptsMessages: true },
    contractor: { name: CLIENT.contractorName },
    lastMessage: null,
    readBy: {},
    ...options,
  };
}
