import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { events, json } from '../api/json';
import { LOCALES } from '../constants';
import { M, msg } from '../validation';
import { DiscoveryResponseSchema, LIVE_HUB_PATH } from './topics';

// The live hub's stream, and the discovery call each stream's area offers (section 7).

const topicList = v.pipe(
  v.union([v.string(), v.array(v.string())], msg(M.required)),
  v.transform((t) => (Array.isArray(t) ? t : [t])),
  v.array(v.pipe(v.string(), v.nonEmpty(msg(M.required)), v.maxLength(200, msg(M.maxLength)))),
  v.minLength(1, msg(M.required)),
  v.maxLength(10, msg(M.maxLength)),
);

const eventId = v.pipe(v.string(), v.regex(/^\d{1,15}$/, msg(M.integer)), v.transform(Number));

export const StreamQuerySchema = v.object({
  topic: topicList,
  /** Mercure's way to resume when the Last-Event-ID header cannot be sent. */
  lastEventID: v.optional(eventId),
  lang: v.optional(v.picklist(LOCALES, msg(M.unknownValue))),
});

export const LastEventIdHeaderSchema = v.object({ 'last-event-id': v.optional(v.union([v.literal(''), eventId])) });

export const liveApi = {
  stream: endpoint({
    method: 'GET',
    path: LIVE_HUB_PATH,
    summary: 'The live events of the named topics, as server-sent events',
    description:
      'Each topic must be one the caller may hear (its discovery call names them). Resumes after the Last-Event-ID header or lastEventID. At most LIVE_MAX_STREAMS_PER_SESSION (10) streams per session at once: the next answers 429.',
    tag: 'live',
    access: 'USER',
    query: StreamQuerySchema,
    answer: events,
  }),
};

/** Where a stream's discovery call is (the desktop's main process calls it without the renderer). */
export const discoveryPath = (stream: string): string => `/api/${stream}/discovery`;

/** A stream's discovery call: the hub's address in a `Link` header (rel="mercure") and the caller's topics. */
export const discoveryApi = (stream: string, ability: string, tag: string) =>
  endpoint({
    method: 'GET',
    path: discoveryPath(stream),
    summary: `Where the ${stream} stream is and which topics the caller may hear on it`,
    tag,
    access: 'USER',
    ability,
    answer: json(DiscoveryResponseSchema),
  });
