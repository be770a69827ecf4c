import type { FastifyInstance } from 'fastify';
import { NotificationListQuerySchema, NotificationViewSchema, type NotificationCount, type NotificationPage } from '@shared/notifications/schemas';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { countFor, listNotifications, markViewed } from './service';

// Section 7's notification calls: the list (tabs All and Unread, a group), the count, and marking
// read. Everyone sees only their own. The stream's discovery is in live/routes.ts.

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: 'USER', ability: NOTIFICATION_ABILITIES.view, sessionNeutral: true } as const;

  app.get('/api/notification', { config }, async (request): Promise<NotificationPage> => {
    const query = parseInput(NotificationListQuerySchema, request.query);
    return listNotifications(app.db, requireUser(request).userId, query, request.locale);
  });

  app.get('/api/notification/count', { config }, async (request): Promise<NotificationCount> => countFor(app.db, requireUser(request).userId));

  app.patch('/api/notification/view', { config }, async (request): Promise<NotificationCount> => {
    const view = parseInput(NotificationViewSchema, request.body ?? {});
    return markViewed(app.db, requireUser(request).userId, view);
  });
}
