import * as v from 'valibot';
import { ATTACHMENT_ACCEPT, ATTACHMENT_TYPES } from '../chat';
import { SHIPMENT_FILE_TYPES } from '../reference/lists';
import { M, msg } from '../validation';

// A shipment's attachments (section 2): its documents, typed by the shipment file types (the
// lookup), checked and kept as a chat's files are (the same types and size).

export const SHIPMENT_ATTACHMENT_LIMITS = { maxFileBytes: 10 * 1024 * 1024 } as const;
export const SHIPMENT_ATTACHMENT_TYPES = ATTACHMENT_TYPES;
export const SHIPMENT_ATTACHMENT_ACCEPT = ATTACHMENT_ACCEPT;

/** The upload's text field: which document it is. */
export const AttachmentFieldsSchema = v.object({ type: v.picklist(SHIPMENT_FILE_TYPES, msg(M.invalid)) });

export const ShipmentAttachmentSchema = v.object({
  id: v.number(),
  type: v.picklist(SHIPMENT_FILE_TYPES),
  name: v.string(),
  mimeType: v.string(),
  size: v.number(),
  createdAt: v.string(),
  by: v.nullable(v.string()),
  /** The caller may remove it (its own upload, or the airline's staff). */
  removable: v.boolean(),
});
export type ShipmentAttachment = v.InferOutput<typeof ShipmentAttachmentSchema>;
