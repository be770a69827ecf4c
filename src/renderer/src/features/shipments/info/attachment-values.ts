import { SHIPMENT_ATTACHMENT_LIMITS } from '@shared/shipments';
import type { ShipmentFileType } from '@shared/reference/lists';
import { M } from '@shared/validation';

// A shipment's document as the upload form holds it, checked before it is sent (the server checks
// the same and more: the file's content against its name), and a file's size in words.

export interface AttachmentValues {
  type: ShipmentFileType | '';
  file: File | null;
}

export const ATTACHMENT_DEFAULTS: AttachmentValues = { type: '', file: null };

/** The size's unit and value: bytes below a kilobyte, then kilobytes, then megabytes. */
export function fileSize(bytes: number): { unit: 'b' | 'kb' | 'mb'; value: number } {
  if (bytes < 1024) return { unit: 'b', value: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kb', value: bytes / 1024 };
  return { unit: 'mb', value: bytes / (1024 * 1024) };
}

/**
 * What keeps the form from being sent, by field: a type and a file are needed, and a file over the
 * limit would only be refused after its upload. Message references or keys of the shipments texts.
 */
export function attachmentProblems(values: AttachmentValues): Partial<Record<keyof AttachmentValues, string>> {
  const problems: Partial<Record<keyof AttachmentValues, string>> = {};
  if (!values.type) problems.type = M.required;
  if (!values.file) problems.file = M.required;
  else if (values.file.size > SHIPMENT_ATTACHMENT_LIMITS.maxFileBytes) problems.file = 'shipments:attachments.tooLarge';
  else if (values.file.size === 0) problems.file = 'shipments:attachments.empty';
  return problems;
}
