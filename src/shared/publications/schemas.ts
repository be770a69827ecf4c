import * as v from 'valibot';
import { PageQuerySchema, pageOf } from '../api/page';
import { IdTextSchema, MAX_ROW_ID } from '../api/params';
import { PUBLICATION_TYPES } from '../constants';
import { isoDay } from '../resources/fields';
import { M, msg } from '../validation';
import { isSafeUrl } from './markdown';

// Section 3's publication (type, date, title, text, author, recipients, familiarization required,
// links, attachments, changed properties) and section 4's "familiarized or not". Editing makes a
// new version; its changed properties name what differs from the previous one.

export const PUBLICATION_LIMITS = { title: 200, text: 20_000, links: 20, linkTitle: 200, url: 2000, attachments: 10, contracts: 500 } as const;

/** The properties a version may change, in the order the info page lists them. */
export const PUBLICATION_PROPERTIES = ['type', 'date', 'title', 'text', 'recipients', 'familiarizationRequired', 'links', 'attachments'] as const;
export type PublicationProperty = (typeof PUBLICATION_PROPERTIES)[number];

const rowId = v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(MAX_ROW_ID, msg(M.maxValue)));
const requiredText = (max: number) => v.pipe(v.string(msg(M.invalidType)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(max, msg(M.maxLength)));

export const PublicationLinkSchema = v.strictObject({
  title: requiredText(PUBLICATION_LIMITS.linkTitle),
  url: v.pipe(requiredText(PUBLICATION_LIMITS.url), v.check(isSafeUrl, msg(M.invalid))),
});
export type PublicationLink = v.InferOutput<typeof PublicationLinkSchema>;

/** Addressed to every client of the airline, or to the listed contracts' companies. */
export const RecipientsSchema = v.pipe(
  v.strictObject({
    all: v.boolean(msg(M.invalidType)),
    contractIds: v.pipe(v.array(rowId, msg(M.invalidType)), v.maxLength(PUBLICATION_LIMITS.contracts, msg(M.maxLength))),
  }),
  v.forward(
    v.check((r) => r.all || r.contractIds.length > 0, msg(M.required)),
    ['contractIds'],
  ),
);
export type Recipients = v.InferOutput<typeof RecipientsSchema>;

/** What staff publish, and publish again as a new version. Attachments are uploaded first (`upload`) and named here by id. */
export const PublicationBodySchema = v.strictObject({
  type: v.picklist(PUBLICATION_TYPES, msg(M.unknownValue)),
  date: v.pipe(v.string(msg(M.required)), isoDay),
  title: requiredText(PUBLICATION_LIMITS.title),
  text: requiredText(PUBLICATION_LIMITS.text),
  recipients: RecipientsSchema,
  familiarizationRequired: v.boolean(msg(M.invalidType)),
  links: v.pipe(v.array(PublicationLinkSchema, msg(M.invalidType)), v.maxLength(PUBLICATION_LIMITS.links, msg(M.maxLength))),
  attachmentIds: v.pipe(v.array(rowId, msg(M.invalidType)), v.maxLength(PUBLICATION_LIMITS.attachments, msg(M.maxLength))),
});
export type PublicationBody = v.InferOutput<typeof PublicationBodySchema>;

export const PublicationAttachmentSchema = v.object({ id: v.number(), name: v.string(), mimeType: v.string(), size: v.number() });
export type PublicationAttachment = v.InferOutput<typeof PublicationAttachmentSchema>;

export const RecipientContractSchema = v.object({ id: v.number(), number: v.string(), contractor: v.string() });

export const PublicationSchema = v.object({
  id: v.number(),
  type: v.picklist(PUBLICATION_TYPES),
  date: v.string(),
  title: v.string(),
  text: v.string(),
  author: v.nullable(v.string()),
  recipients: v.object({ all: v.boolean(), contracts: v.array(RecipientContractSchema) }),
  familiarizationRequired: v.boolean(),
  links: v.array(v.object({ title: v.string(), url: v.string() })),
  attachments: v.array(PublicationAttachmentSchema),
  version: v.number(),
  /** What the current version changed since the previous one; empty for the first. */
  changedProperties: v.array(v.picklist(PUBLICATION_PROPERTIES)),
  updatedAt: v.string(),
  /** The caller's confirmation of the current version; null when none is asked. */
  familiarizedAt: v.nullable(v.string()),
  /** Whether the caller may publish a new version and see the recipients. */
  editable: v.boolean(),
});
export type Publication = v.InferOutput<typeof PublicationSchema>;

export const PublicationRowSchema = v.object({
  id: v.number(),
  type: v.picklist(PUBLICATION_TYPES),
  date: v.string(),
  title: v.string(),
  preview: v.string(),
  author: v.nullable(v.string()),
  version: v.number(),
  familiarizationRequired: v.boolean(),
  /** Section 4 for the caller: null when the publication asks nothing of them. */
  familiarized: v.nullable(v.boolean()),
  attachments: v.number(),
});
export type PublicationRow = v.InferOutput<typeof PublicationRowSchema>;

export const PUBLICATION_SORTS = ['date', '-date', 'title', '-title', 'type', '-type'] as const;
export const FAMILIARIZED_FILTERS = ['yes', 'no'] as const;

export const PublicationListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  type: v.optional(v.picklist(PUBLICATION_TYPES, msg(M.unknownValue))),
  /** Publications the caller has confirmed (yes) or still has to (no). */
  familiarized: v.optional(v.picklist(FAMILIARIZED_FILTERS, msg(M.unknownValue))),
  q: v.optional(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(100, msg(M.maxLength)))),
  sort: v.optional(v.picklist(PUBLICATION_SORTS, msg(M.unknownValue)), '-date'),
});
export type PublicationListQuery = v.InferOutput<typeof PublicationListQuerySchema>;

export const PublicationPageSchema = pageOf(PublicationRowSchema);
export type PublicationPage = v.InferOutput<typeof PublicationPageSchema>;

export const PublicationIdParamsSchema = v.object({ id: IdTextSchema });

/** One user a publication is addressed to, and their confirmation of the current version. */
export const PublicationRecipientSchema = v.object({
  userId: v.number(),
  name: v.string(),
  email: v.string(),
  contractor: v.string(),
  familiarizedAt: v.nullable(v.string()),
});
export type PublicationRecipient = v.InferOutput<typeof PublicationRecipientSchema>;

export const PublicationRecipientsSchema = v.object({
  version: v.number(),
  familiarizationRequired: v.boolean(),
  items: v.array(PublicationRecipientSchema),
  confirmed: v.number(),
});
export type PublicationRecipients = v.InferOutput<typeof PublicationRecipientsSchema>;

export const RemindAnswerSchema = v.object({ reminded: v.number() });
export const ConfirmAnswerSchema = v.object({ familiarizedAt: v.string() });
