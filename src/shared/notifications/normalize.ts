import type { Notification, NotificationAnswer, NotificationDate } from './schemas';

// Section 3's second form of a notification's date, read into the one the client keeps.

const UTC_NAMES = new Set(['UTC', 'Z', 'GMT', '+00:00', 'Etc/UTC']);
const NAIVE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?$/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * An ISO string from either form: a string as it is; an object's date string with its time zone
 * when that is UTC or an offset (`{date: '2024-05-01 10:00:00.000000', timezone: 'UTC'}` →
 * `2024-05-01T10:00:00.000Z`). A named zone other than UTC stays the plain date string.
 */
export function normalizeNotificationDate(value: NotificationDate): string {
  if (typeof value === 'string') return value;
  const match = NAIVE.exec(value.date.trim());
  const zone = value.timezone ?? 'UTC';
  if (!match) return value.date;
  const [, day = '', time = '', fraction = ''] = match;
  const iso = `${day}T${time.length === 5 ? `${time}:00` : time}.${fraction.padEnd(3, '0').slice(0, 3)}`;
  if (UTC_NAMES.has(zone)) return `${iso}Z`;
  if (OFFSET.test(zone)) return `${iso}${zone}`;
  return value.date;
}

export const normalizeNotification = (notification: NotificationAnswer): Notification => ({
  ...notification,
  createdAt: normalizeNotificationDate(notification.createdAt),
});
