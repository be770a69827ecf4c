import type { Logger } from '../logger';
import type { NotificationPresenter } from './presenter';

// The presenter over Electron's Notification. Thin on purpose; what it does beyond passing the
// text on is keeping each notification referenced until it is clicked or closed: a notification
// object that is garbage-collected loses its click handler (electron/electron#12690).

/** Electron's Notification class, as far as used here. */
export interface NotificationClass {
  isSupported(): boolean;
  new (options: { title: string; body: string }): NotificationLike;
}

export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): unknown;
  on(event: 'failed', listener: (event: unknown, error: string) => void): unknown;
  show(): void;
}

/** Beyond this many unanswered notifications the oldest are let go (Windows keeps them in the action centre for days). */
const MAX_KEPT = 50;

export function createElectronPresenter(Notification: NotificationClass, logger: Logger): NotificationPresenter {
  const kept = new Set<NotificationLike>();
  let warned = false;
  return {
    show({ title, body, onClick }) {
      if (!Notification.isSupported()) {
        if (!warned) logger.warn('Native notifications are not supported on this system');
        warned = true;
        return;
      }
      const notification = new Notification({ title, body });
      kept.add(notification);
      if (kept.size > MAX_KEPT) kept.delete(kept.values().next().value as NotificationLike);
      notification.on('click', () => {
        kept.delete(notification);
        onClick();
      });
      notification.on('close', () => kept.delete(notification));
      notification.on('failed', (_event, error) => {
        kept.delete(notification);
        logger.warn('Native notification failed', { error });
      });
      notification.show();
    },
  };
}
