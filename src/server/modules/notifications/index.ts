import type { AreaModule } from '../../area';
import { notificationStream } from './live';
import notificationRoutes from './routes';
import { seedNotifications } from './seed';

// Notifications: the bell, the page, their live stream, and notify() for every other area.

export const notifications: AreaModule = {
  name: 'notifications',
  routes: notificationRoutes,
  live: [notificationStream],
  seed: { demo: seedNotifications },
};

/** For other areas: tell users of something in the caller's transaction, and who a client company's users are. */
export { notify, usersOfContractor, type NotificationInput } from './service';
/** For the dashboard: the caller's unread notifications, in all and per group. */
export { countFor } from './service';
