import * as v from 'valibot';
import { M, msg } from '../validation';

// The notification entity of section 3 and the calls of section 7 (list, count, view).

export const NOTIFICATION_GROUPS = ['bid', 'booking', 'refund', 'chat', 'payment', 'tariff'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_LEVELS = ['error', 'success', 'warning', 'info'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

export const NOTIFICATION_TABS = ['all', 'unread'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const CONTENT_PIECE_TYPES = ['bold', 'italic', 'link'] as const;

/** A `{{key}}` of the content: its text, how it is shown, and for links what it leads to. */
export const ContentPieceSchema = v.object({
  type: v.picklist(CONTENT_PIECE_TYPES),
  text: v.string(),
  subtype: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type ContentPiece = v.InferOutput<typeof ContentPieceSchema>;

export const NotificationSchema = v.object({
  id: v.number(),
  /** Null for a notification under All only (a basic publication). */
  group: v.nullable(v.picklist(NOTIFICATION_GROUPS)),
  title: v.string(),
  /** Text with `{{key}}` placeholders for the pieces of contentData. */
  content: v.string(),
  contentData: v.record(v.string(), ContentPieceSchema),
  level: v.picklist(NOTIFICATION_LEVELS),
  createdAt: v.string(),
  /** Null while unread. */
  viewedAt: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/**
 * Section 3: `createdAt` "may be an object with a date string" (`{date: '2024-05-01 10:00:00.000000',
 * timezone: 'UTC'}`, as PHP encodes a DateTime). Answers and events are read in either form
 * (`NotificationAnswerSchema`) and kept as an ISO string (`NotificationSchema`) by
 * `normalizeNotification` of ./normalize.
 */
export const NotificationDateSchema = v.union([v.string(), v.object({ date: v.string(), timezone: v.optional(v.string()) })]);
export type NotificationDate = v.InferOutput<typeof NotificationDateSchema>;

export const NotificationAnswerSchema = v.object({ ...NotificationSchema.entries, createdAt: NotificationDateSchema });
export type NotificationAnswer = v.InferOutput<typeof NotificationAnswerSchema>;

/** Section 3: "an object with an 'all' total"; each group's unread beside it for the group filter. */
export const NotificationCountSchema = v.object({
  all: v.number(),
  ...(Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, v.number()])) as Record<NotificationGroup, v.NumberSchema<undefined>>),
});
export type NotificationCount = v.InferOutput<typeof NotificationCountSchema>;

export const NotificationListQuerySchema = v.object({
  tab: v.optional(v.picklist(NOTIFICATION_TABS, msg(M.unknownValue)), 'all'),
  group: v.optional(v.picklist(NOTIFICATION_GROUPS, msg(M.unknownValue))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, msg(M.integer)), v.transform(Number)), '1'),
  size: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,1}$|^100$/, msg(M.maxValue)), v.transform(Number)), '20'),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

export const NotificationPageSchema = v.object({ items: v.array(NotificationSchema), total: v.number() });
export type NotificationPage = v.InferOutput<typeof NotificationPageSchema>;
export const NotificationPageAnswerSchema = v.object({ items: v.array(NotificationAnswerSchema), total: v.number() });
export type NotificationPageAnswer = v.InferOutput<typeof NotificationPageAnswerSchema>;

/** `PATCH /notification/view`: every one, a group's, or one by id. */
export const NotificationViewSchema = v.variant('strategy', [
  v.object({ strategy: v.literal('all'), subject: v.optional(v.unknown()) }),
  v.object({ strategy: v.literal('group'), subject: v.picklist(NOTIFICATION_GROUPS, msg(M.unknownValue)) }),
  v.object({
    strategy: v.literal('id'),
    subject: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/, msg(M.integer)), v.transform(Number))], msg(M.integer)),
      v.number(),
      v.integer(msg(M.integer)),
      v.minValue(1, msg(M.minValue)),
    ),
  }),
]);
export type NotificationView = v.InferOutput<typeof NotificationViewSchema>;
