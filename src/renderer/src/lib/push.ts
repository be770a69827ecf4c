import { primaryLink, splitContent } from '@shared/notifications/links';
import type { Notification } from '@shared/notifications/schemas';

// The profile's push opt-in (section 2): notifications shown by the browser, through the service
// worker, while the app runs in a tab the user is not looking at. The choice is this browser's, so
// it is kept here, beside the browser's own permission.

const OPT_IN_KEY = 'cabinet.push';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

export function pushState(): PushState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && localStorage.getItem(OPT_IN_KEY) === '1' ? 'on' : 'off';
}

/** Asks the browser's permission when needed; answers what came of it. */
export async function enablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  localStorage.setItem(OPT_IN_KEY, '1');
  return 'on';
}

export function disablePush(): PushState {
  localStorage.removeItem(OPT_IN_KEY);
  return pushState();
}

/** The content as plain text, its pieces in place. */
export const plainContent = (notification: Pick<Notification, 'content' | 'contentData'>): string =>
  splitContent(notification.content, notification.contentData)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');

/** Shows one notification through the browser; a click opens its link (service worker). */
export async function showPush(notification: Notification): Promise<void> {
  if (pushState() !== 'on') return;
  const options: NotificationOptions = {
    body: plainContent(notification),
    // Every tab hears the event; one tag makes the browser show it once.
    tag: `cabinet-notification-${notification.id}`,
    icon: '/icons/icon-192.png',
    data: { url: primaryLink(notification.contentData) ?? '/notifications' },
  };
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(notification.title, options);
  else new Notification(notification.title, options);
}
