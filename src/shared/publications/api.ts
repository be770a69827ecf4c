import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { file, json } from '../api/json';
import { PUBLICATION_ABILITIES } from './abilities';
import {
  ConfirmAnswerSchema,
  PublicationAttachmentSchema,
  PublicationBodySchema,
  PublicationIdParamsSchema,
  PublicationListQuerySchema,
  PublicationPageSchema,
  PublicationRecipientsSchema,
  PublicationSchema,
  RemindAnswerSchema,
} from './schemas';

// The publications' calls. A client reads only what is addressed to all or to one of its
// company's contracts; anything else answers 404, its files included.

const tag = 'publications';
const view = { tag, access: 'USER', ability: PUBLICATION_ABILITIES.view } as const;
const edit = { tag, access: 'USER', ability: PUBLICATION_ABILITIES.edit } as const;

export const publicationsApi = {
  list: endpoint({ ...view, method: 'GET', path: '/api/publications', summary: 'Publications the caller reads, filtered (type, familiarized, text), sorted and paged', query: PublicationListQuerySchema, answer: json(PublicationPageSchema) }),
  get: endpoint({ ...view, method: 'GET', path: '/api/publications/id-{id}', summary: 'One publication: its current version and what it changed', params: PublicationIdParamsSchema, answer: json(PublicationSchema) }),
  create: endpoint({
    ...edit,
    method: 'POST',
    path: '/api/publications',
    summary: 'Publishes: the recipients’ users are notified (fare: group tariff; basic: no group)',
    body: PublicationBodySchema,
    answer: json(PublicationSchema),
  }),
  update: endpoint({
    ...edit,
    method: 'PUT',
    path: '/api/publications/id-{id}',
    summary: 'Publishes a new version when anything changed (its changed properties are kept), notifying the recipients again',
    params: PublicationIdParamsSchema,
    body: PublicationBodySchema,
    answer: json(PublicationSchema),
  }),
  upload: endpoint({
    ...edit,
    method: 'POST',
    path: '/api/publications/attachments',
    summary: 'Uploads a file to attach (then named in `attachmentIds` of a publication); only its uploader sees it until then',
    form: { fields: v.object({}), files: { name: 'file', max: 1, description: 'The file, up to 10 MB' } },
    answer: json(PublicationAttachmentSchema),
  }),
  attachment: endpoint({ ...view, method: 'GET', path: '/api/publications/attachments/id-{id}', summary: 'A publication’s file', params: PublicationIdParamsSchema, answer: file('application/octet-stream') }),
  confirm: endpoint({ ...view, method: 'POST', path: '/api/publications/id-{id}/familiarized', summary: 'The caller confirms having read the current version', params: PublicationIdParamsSchema, answer: json(ConfirmAnswerSchema) }),
  recipients: endpoint({ ...edit, method: 'GET', path: '/api/publications/id-{id}/recipients', summary: 'Every recipient user and their confirmation of the current version', params: PublicationIdParamsSchema, answer: json(PublicationRecipientsSchema) }),
  remind: endpoint({ ...edit, method: 'POST', path: '/api/publications/id-{id}/remind', summary: 'Notifies the recipients who have not confirmed the current version', params: PublicationIdParamsSchema, answer: json(RemindAnswerSchema) }),
};
