import { endpoint } from '../api/contract';
import { file, json, emptyObject } from '../api/json';
import { discoveryApi } from '../live/api';
import { CHAT_ABILITIES } from './abilities';
import { ATTACHMENT_LIMITS } from './constants';
import {
  ChatCountSchema,
  ChatCreatedAnswerSchema,
  ChatCreateFieldsSchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatIdParamsSchema,
  ChatListAnswerSchema,
  ChatListQuerySchema,
  ChatMessageFieldsSchema,
  ChatMessageSchema,
  ChatAnswerSchema,
  ChatViewSchema,
} from './schemas';

// Section 7's chat calls and the stream's discovery. Every call needs the chat ability; a chat the
// caller does not see answers 404.

const view = { tag: 'chat', access: 'USER', ability: CHAT_ABILITIES.view } as const;
const files = { name: 'files[]', max: ATTACHMENT_LIMITS.maxFiles, description: `Attachments, up to ${ATTACHMENT_LIMITS.maxFiles} of 10 MB` };

export const chatApi = {
  list: endpoint({ ...view, method: 'GET', path: '/api/chat', summary: "The caller's chats by tab (all, mine, new)", query: ChatListQuerySchema, answer: json(ChatListAnswerSchema) }),
  get: endpoint({ ...view, method: 'GET', path: '/api/chat/id-{id}', summary: 'One chat', params: ChatIdParamsSchema, answer: json(ChatAnswerSchema) }),
  count: endpoint({ ...view, method: 'GET', path: '/api/chat/message/count', summary: 'Unread messages: all, and per chat', answer: json(ChatCountSchema) }),
  create: endpoint({
    ...view,
    ability: CHAT_ABILITIES.chatting,
    method: 'POST',
    path: '/api/chat',
    summary: 'Starts a chat with an airline with its first message',
    description: 'When the caller already has a chat with that airline the message goes there: the answer is that chat with `created: false`.',
    form: { fields: ChatCreateFieldsSchema, files },
    answer: json(ChatCreatedAnswerSchema),
  }),
  send: endpoint({
    ...view,
    method: 'POST',
    path: '/api/chat/id-{id}/message',
    summary: 'Sends a message (text, an answered message, attachments)',
    params: ChatIdParamsSchema,
    form: { fields: ChatMessageFieldsSchema, files },
    answer: json(ChatMessageSchema),
  }),
  history: endpoint({
    ...view,
    method: 'GET',
    path: '/api/chat/id-{id}/message',
    summary: 'A page of a chat’s messages before a message (30 by default)',
    params: ChatIdParamsSchema,
    query: ChatHistoryQuerySchema,
    answer: json(ChatHistorySchema),
  }),
  view: endpoint({
    ...view,
    method: 'PATCH',
    path: '/api/chat/id-{id}/view',
    summary: 'Marks a chat read up to a message',
    params: ChatIdParamsSchema,
    body: ChatViewSchema,
    answer: json(ChatCountSchema),
  }),
  join: endpoint({ ...view, method: 'PATCH', path: '/api/chat/id-{id}/join', summary: 'Takes the dialog (airline staff)', params: ChatIdParamsSchema, answer: json(ChatAnswerSchema) }),
  leave: endpoint({ ...view, method: 'PATCH', path: '/api/chat/id-{id}/leave', summary: 'Leaves the dialog (airline staff)', params: ChatIdParamsSchema, answer: json(ChatAnswerSchema) }),
  writing: endpoint({ ...view, method: 'POST', path: '/api/chat/id-{id}/writing', summary: 'Tells the other members the caller is typing', params: ChatIdParamsSchema, answer: emptyObject }),
  attachment: endpoint({
    ...view,
    method: 'GET',
    path: '/api/chat/message/attachment/id-{id}',
    summary: 'An attachment’s file',
    params: ChatIdParamsSchema,
    answer: file('application/octet-stream'),
  }),
  remove: endpoint({
    ...view,
    method: 'DELETE',
    path: '/api/chat/message/id-{id}',
    summary: 'Deletes the caller’s own message (a deleted marker stays)',
    params: ChatIdParamsSchema,
    answer: json(ChatMessageSchema),
  }),
  discovery: discoveryApi('chat', CHAT_ABILITIES.view, 'chat'),
};
