import { primaryLink, splitContent } from '@shared/notifications/links';
import type { ContentPiece } from '@shared/notifications/schemas';

// What a notification from the hub says as a native notification: plain text (a system toast
// shows no bold or links, so each `{{key}}` becomes its piece's text), and where a click leads:
// the notification's first link, as a click on its card does, else the notification list.

export const NOTIFICATIONS_PATH = '/notifications';

export interface Toast {
  title: string;
  body: string;
  path: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isPiece = (value: unknown): value is ContentPiece => isRecord(value) && typeof value.type === 'string' && typeof value.text === 'string';

/** Null when the payload is not a notification (the wire is not trusted to follow the types). */
export function toastOf(notification: unknown): Toast | null {
  if (!isRecord(notification) || typeof notification.title !== 'string' || typeof notification.content !== 'string') return null;
  const data = isRecord(notification.contentData) ? notification.contentData : {};
  const pieces = Object.fromEntries(Object.entries(data).filter(([, piece]) => isPiece(piece))) as Record<string, ContentPiece>;
  const body = splitContent(notification.content, pieces)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');
  return { title: notification.title, body, path: primaryLink(pieces) ?? NOTIFICATIONS_PATH };
}
