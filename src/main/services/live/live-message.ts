import { CHAT_EVENT_TYPES, NOTIFICATION_EVENT_TYPE, type LiveEvent, type LiveMessage, type LiveStreamName } from '@shared/live/events';
import type { SseEvent } from './sse-parser';

// Turns one server-sent event into what the app hears. The renderer reads the payload as the
// shared types say, so only what the wire may get wrong is checked here: a type the stream does
// not carry, or data that is not a JSON object.

const TYPES: Record<LiveStreamName, readonly string[]> = {
  chat: CHAT_EVENT_TYPES,
  notification: [NOTIFICATION_EVENT_TYPE],
};

export type LiveMessageResult = { ok: true; message: LiveMessage } | { ok: false; reason: string };

export function toLiveMessage(stream: LiveStreamName, event: SseEvent): LiveMessageResult {
  if (!TYPES[stream].includes(event.type)) return { ok: false, reason: `unknown event type ${JSON.stringify(event.type)}` };
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return { ok: false, reason: 'data is not JSON' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'data is not an object' };
  return { ok: true, message: { id: event.lastEventId, stream, event: { type: event.type, data } as LiveEvent } };
}
