import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { discoveryApi } from '../live/api';
import { NOTIFICATION_ABILITIES } from './abilities';
import { NotificationCountSchema, NotificationListQuerySchema, NotificationPageAnswerSchema, NotificationViewSchema } from './schemas';

// Section 7's notification calls: the list (tabs All and Unread, a group), the count, marking
// read, and the stream's discovery. Everyone sees only their own.

const common = { tag: 'notifications', access: 'USER', ability: NOTIFICATION_ABILITIES.view } as const;

export const notificationsApi = {
  list: endpoint({ ...common, method: 'GET', path: '/api/notification', summary: "The caller's notifications, newest first", query: NotificationListQuerySchema, answer: json(NotificationPageAnswerSchema) }),
  count: endpoint({ ...common, method: 'GET', path: '/api/notification/count', summary: 'Unread notifications: all, and per group', answer: json(NotificationCountSchema) }),
  view: endpoint({
    ...common,
    method: 'PATCH',
    path: '/api/notification/view',
    summary: 'Marks notifications read: all, a group, or one by id',
    body: NotificationViewSchema,
    answer: json(NotificationCountSchema),
  }),
  discovery: discoveryApi('notification', NOTIFICATION_ABILITIES.view, 'notifications'),
};
