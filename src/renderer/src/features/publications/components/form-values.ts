import * as v from 'valibot';
import type { PublicationType } from '@shared/constants';
import { PublicationBodySchema, type Publication, type PublicationAttachment, type PublicationBody } from '@shared/publications';
import { issuesToFields } from '@shared/validation';

// The publication form's values and the body they make: recipients and files are fields of their
// own on the form; the schema's paths are mapped onto them (`recipients.contractIds` is the
// contracts' picker, `attachmentIds` the files).

export interface PublicationValues {
  type: PublicationType;
  date: string | null;
  title: string;
  text: string;
  recipientsAll: boolean;
  contractIds: number[];
  familiarizationRequired: boolean;
  links: { title: string; url: string }[];
  attachments: PublicationAttachment[];
}

export const newValues = (today: string): PublicationValues => ({
  type: 'basic',
  date: today,
  title: '',
  text: '',
  recipientsAll: true,
  contractIds: [],
  familiarizationRequired: false,
  links: [],
  attachments: [],
});

export const valuesOf = (publication: Publication): PublicationValues => ({
  type: publication.type,
  date: publication.date,
  title: publication.title,
  text: publication.text,
  recipientsAll: publication.recipients.all,
  contractIds: publication.recipients.contracts.map((c) => c.id),
  familiarizationRequired: publication.familiarizationRequired,
  links: publication.links.map((link) => ({ ...link })),
  attachments: publication.attachments,
});

export const bodyOf = (values: PublicationValues): PublicationBody => ({
  type: values.type,
  date: values.date ?? '',
  title: values.title,
  text: values.text,
  recipients: { all: values.recipientsAll, contractIds: values.recipientsAll ? [] : values.contractIds },
  familiarizationRequired: values.familiarizationRequired,
  links: values.links,
  attachmentIds: values.attachments.map((file) => file.id),
});

/** A problem's path in the body as the form's field. */
export function formFieldOf(path: string): string {
  if (path === 'recipients' || path.startsWith('recipients.')) return path === 'recipients.all' ? 'recipientsAll' : 'contractIds';
  if (path.startsWith('attachmentIds')) return 'attachments';
  if (path === 'links' || /^links\.\d+\.(title|url)$/.test(path)) return path;
  return path.split('.')[0] ?? path;
}

export function placeProblems(fields: Record<string, string>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) placed[formFieldOf(path)] ??= message;
  return placed;
}

/** The form's problems by its fields, as the server would find them. */
export function checkValues(values: PublicationValues): Record<string, string> {
  const result = v.safeParse(PublicationBodySchema, bodyOf(values));
  return result.success ? {} : placeProblems(issuesToFields(result.issues));
}
