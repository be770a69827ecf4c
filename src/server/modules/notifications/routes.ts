import type { FastifyInstance } from 'fastify';
import { notificationsApi } from '@shared/notifications/api';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { countFor, listNotifications, markViewed } from './service';

// Section 7's notification calls: the list (tabs All and Unread, a group), the count, and marking
// read. Everyone sees only their own. The stream's discovery is served by the live hub (live.ts).
// Nothing here changes what sessions are read from, so the cached sessions stay.

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const neutral = { sessionNeutral: true };
  serve(app, notificationsApi.list, async ({ query, request }) => listNotifications(app.db, requireUser(request).userId, query, request.locale), neutral);
  serve(app, notificationsApi.count, async ({ request }) => countFor(app.db, requireUser(request).userId), neutral);
  serve(app, notificationsApi.view, async ({ body, request }) => markViewed(app.db, requireUser(request).userId, body), neutral);
}
