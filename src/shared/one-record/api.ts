import * as v from 'valibot';
import { endpoint, TOKEN_ACCESS } from '../api/contract';
import { emptyObject, json } from '../api/json';
import { IdParamsSchema } from '../api/params';
import { SETTINGS_ABILITIES } from '../settings/abilities';
import { M, msg } from '../validation';
import { OBJECT_ID, TOPIC_TYPES } from './vocabulary';

// ONE Record's calls: the airline's staff issue, list and revoke the access tokens and see the
// subscriptions in the airline's settings; token holders read the logistics objects and their
// events and subscribe to changes under /api/one-record/ (ONE Record API 2.x paths).

// --- Staff: tokens and subscriptions (the airline's settings) ---

export const OneRecordTokenSchema = v.object({
  id: v.number(),
  name: v.string(),
  createdAt: v.string(),
  /** Who issued it (the user's name), when known. */
  createdBy: v.nullable(v.string()),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
  /** Live subscriptions made with it. */
  subscriptions: v.number(),
});
export type OneRecordToken = v.InferOutput<typeof OneRecordTokenSchema>;

export const IssueTokenBodySchema = v.object({
  name: v.pipe(v.string(msg(M.required)), v.trim(), v.minLength(1, msg(M.required)), v.maxLength(100, msg(M.maxLength))),
});
export type IssueTokenBody = v.InferOutput<typeof IssueTokenBodySchema>;

/** The token itself, shown this once: only its hash is kept. */
export const IssuedTokenSchema = v.object({ id: v.number(), name: v.string(), token: v.string() });
export type IssuedToken = v.InferOutput<typeof IssuedTokenSchema>;

export const OneRecordSubscriptionSchema = v.object({
  id: v.number(),
  tokenName: v.string(),
  topicType: v.picklist(TOPIC_TYPES),
  topic: v.string(),
  callbackUrl: v.string(),
  createdAt: v.string(),
  endedAt: v.nullable(v.string()),
});
export type OneRecordSubscription = v.InferOutput<typeof OneRecordSubscriptionSchema>;

const listOf = <S extends v.GenericSchema>(item: S) => v.object({ items: v.array(item) });

// --- Token holders: JSON-LD ---

/** A JSON-LD node as served: its context, absolute `@id` and `@type`, and the class's properties. */
export const LogisticsObjectSchema = v.looseObject({
  '@context': v.record(v.string(), v.string()),
  '@id': v.string(),
  '@type': v.string(),
});

export const ObjectParamsSchema = v.object({ id: v.pipe(v.string(msg(M.invalid)), v.regex(OBJECT_ID, msg(M.invalid))) });
export const EventParamsSchema = v.object({ ...ObjectParamsSchema.entries, eventId: v.pipe(v.string(msg(M.invalid)), v.regex(/^[1-9]\d{0,9}$/, msg(M.invalid))) });

/** Which events a list holds: those that happened in a time window (ONE Record's `eventDate` filter). */
export const EventsQuerySchema = v.object({
  eventDateFrom: v.optional(v.pipe(v.string(msg(M.date)), v.isoTimestamp(msg(M.date)))),
  eventDateTo: v.optional(v.pipe(v.string(msg(M.date)), v.isoTimestamp(msg(M.date)))),
});

const iri = v.pipe(v.string(msg(M.required)), v.trim(), v.minLength(1, msg(M.required)), v.maxLength(500, msg(M.maxLength)));

/**
 * An `api:Subscription` as a subscriber sends it, compacted with the `api:` prefix: the topic (an
 * object's `@id`, or a class, `cargo:Shipment`), and `callbackUrl`, the cabinet's one addition
 * (where notifications are posted: ONE Record would find the subscriber's server by its
 * organisation, which a token holder has not got here).
 */
export const SubscriptionBodySchema = v.object({
  '@context': v.optional(v.unknown()),
  '@type': v.optional(v.literal('api:Subscription', msg(M.invalid))),
  'api:hasTopicType': v.picklist(
    TOPIC_TYPES.map((type) => `api:${type}` as const),
    msg(M.unknownValue),
  ),
  'api:hasTopic': iri,
  'api:hasSubscriber': v.optional(v.object({ '@id': v.string() })),
  'api:hasDescription': v.optional(v.pipe(v.string(), v.maxLength(500, msg(M.maxLength)))),
  callbackUrl: v.pipe(v.string(msg(M.required)), v.trim(), v.minLength(1, msg(M.required)), v.maxLength(1000, msg(M.maxLength)), v.url(msg(M.invalid))),
});
export type SubscriptionBody = v.InferOutput<typeof SubscriptionBodySchema>;

const SubscriptionParamsSchema = v.object({ id: v.pipe(v.string(msg(M.invalid)), v.regex(/^[1-9]\d{0,9}$/, msg(M.invalid))) });

const TAG = 'one-record';
const STAFF = '/api/settings/one-record';
const OBJECTS = '/api/one-record/logistics-objects';
const TOKEN_NOTE = 'A ONE Record token issued in the airline’s settings, as `Authorization: Bearer <token>`; without one, or with a revoked one, 401. The answer is JSON-LD (`application/ld+json`).';

export const oneRecordApi = {
  tokens: endpoint({
    method: 'GET',
    path: `${STAFF}/tokens`,
    summary: 'The ONE Record access tokens the caller’s airline issued, revoked ones too',
    tag: TAG,
    access: 'USER',
    ability: SETTINGS_ABILITIES.view,
    answer: json(listOf(OneRecordTokenSchema)),
  }),
  issueToken: endpoint({
    method: 'POST',
    path: `${STAFF}/tokens`,
    summary: 'Issues a named ONE Record access token, answered this once (only its SHA-256 is kept)',
    tag: TAG,
    access: 'USER',
    ability: SETTINGS_ABILITIES.edit,
    body: IssueTokenBodySchema,
    answer: json(IssuedTokenSchema),
  }),
  revokeToken: endpoint({
    method: 'DELETE',
    path: `${STAFF}/tokens/id-{id}`,
    summary: 'Revokes a ONE Record token: it answers 401 from now on and its subscriptions end',
    tag: TAG,
    access: 'USER',
    ability: SETTINGS_ABILITIES.edit,
    params: IdParamsSchema,
    answer: emptyObject,
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: `${STAFF}/subscriptions`,
    summary: 'The subscriptions the airline’s token holders made, ended ones too (read-only)',
    tag: TAG,
    access: 'USER',
    ability: SETTINGS_ABILITIES.view,
    answer: json(listOf(OneRecordSubscriptionSchema)),
  }),
  object: endpoint({
    method: 'GET',
    path: `${OBJECTS}/{id}`,
    summary: 'A logistics object: the airline (cargo:Carrier), a shipment, its waybill, pieces and bookings, a flight leg (cargo:TransportMovement)',
    description: `Ids: \`airline-{n}\`, \`shipment-{n}\`, \`waybill-{n}\` (the shipment's AWB), \`piece-{n}-{k}\`, \`booking-{n}\`, \`transport-movement-{n}\`. Only the token's airline's objects; others are 404. ${TOKEN_NOTE}`,
    tag: TAG,
    access: TOKEN_ACCESS,
    params: ObjectParamsSchema,
    answer: json(LogisticsObjectSchema),
  }),
  events: endpoint({
    method: 'GET',
    path: `${OBJECTS}/{id}/logistics-events`,
    summary: 'A shipment’s or waybill’s logistics events: its movements (RCS ... DLV) as the FSU sends them',
    description: `An \`api:Collection\` of \`cargo:LogisticsEvent\`, oldest first; other objects have none. ${TOKEN_NOTE}`,
    tag: TAG,
    access: TOKEN_ACCESS,
    params: ObjectParamsSchema,
    query: EventsQuerySchema,
    answer: json(LogisticsObjectSchema),
  }),
  event: endpoint({
    method: 'GET',
    path: `${OBJECTS}/{id}/logistics-events/{eventId}`,
    summary: 'One logistics event of a shipment or waybill',
    description: TOKEN_NOTE,
    tag: TAG,
    access: TOKEN_ACCESS,
    params: EventParamsSchema,
    answer: json(LogisticsObjectSchema),
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/one-record/subscriptions',
    summary: 'Subscribes a callback URL to a logistics object or a class: an api:Notification (LOGISTICS_OBJECT_UPDATED) is posted there on each change',
    description: `The callback must be http(s) on a public address (private, loopback and link-local ones are refused with 400 unless the server allows them). ${TOKEN_NOTE}`,
    tag: TAG,
    access: TOKEN_ACCESS,
    body: SubscriptionBodySchema,
    answer: json(LogisticsObjectSchema),
  }),
  mySubscriptions: endpoint({
    method: 'GET',
    path: '/api/one-record/subscriptions',
    summary: 'The live subscriptions made with the caller’s token',
    description: TOKEN_NOTE,
    tag: TAG,
    access: TOKEN_ACCESS,
    answer: json(v.object({ '@context': v.record(v.string(), v.string()), '@graph': v.array(LogisticsObjectSchema) })),
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/one-record/subscriptions/{id}',
    summary: 'Ends a subscription made with the caller’s token',
    description: TOKEN_NOTE,
    tag: TAG,
    access: TOKEN_ACCESS,
    params: SubscriptionParamsSchema,
    answer: emptyObject,
  }),
} as const;
