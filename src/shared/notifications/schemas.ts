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
export interface ContentPiece {
  type: (typeof CONTENT_PIECE_TYPES)[number];
  text: string;
  subtype?: string;
  params?: Record<string, string | number>;
}

export interface Notification {
  id: number;
  group: NotificationGroup;
  title: string;
  /** Text with `{{key}}` placeholders for the pieces of contentData. */
  content: string;
  contentData: Record<string, ContentPiece>;
  level: NotificationLevel;
  createdAt: string;
  /** Null while unread. */
  viewedAt: string | null;
}

/** Section 3: "an object with an 'all' total"; each group's unread beside it for the group filter. */
export type NotificationCount = { all: number } & Record<NotificationGroup, number>;

export const NotificationListQuerySchema = v.object({
  tab: v.optional(v.picklist(NOTIFICATION_TABS, msg(M.unknownValue)), 'all'),
  group: v.optional(v.picklist(NOTIFICATION_GROUPS, msg(M.unknownValue))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, msg(M.integer)), v.transform(Number)), '1'),
  size: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,1}$|^100$/, msg(M.maxValue)), v.transform(Number)), '20'),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuerySchema>;

export interface NotificationPage {
  items: Notification[];
  total: number;
}

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
