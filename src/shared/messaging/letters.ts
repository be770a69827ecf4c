import * as v from 'valibot';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { M } from '../validation';
import { MESSAGING_ABILITIES } from './abilities';
import { LETTER_STATUSES, OUTGOING_TYPES, SETTING_PROTOCOLS } from './settings';

/** E-mail addresses typed one by one. */
const emails = (o: { required?: true } = {}) => f.list({ pattern: v.EMAIL_REGEX, patternMessage: M.email, case: 'lower', maxLength: 254, max: 20, ...o });

/** A letter's text: a telegram in the letter's body, or a free-text letter staff write. */
export const LETTER_MAX_LENGTH = 20_000;

/**
 * The letters log (section 4's "Letters": processed, success, opened, error): everything the cabinet
 * sends out by e-mail or HTTP, each with its recipients, subject, text and attachment, and what
 * became of it. The cabinet writes the telegrams' letters (FFM, FBL...); adding one is composing a
 * free-text letter to recipients, sent through the same delivery queue. A letter is never edited:
 * it is what went out.
 */
export const lettersResource = defineResource({
  name: 'letters',
  area: 'messaging',
  abilities: MESSAGING_ABILITIES.letters,
  path: '/handbooks/letters',
  title: (row) => titles.join(row.subject, `#${row.id}`),
  fields: {
    recipients: emails({ required: true }),
    copy: emails(),
    subject: f.text({ required: true, maxLength: 200 }),
    body: f.textarea({ required: true, maxLength: LETTER_MAX_LENGTH, monospace: true }),
    attachmentName: f.text({ readOnly: true }),
    attachment: f.textarea({ readOnly: true, maxLength: LETTER_MAX_LENGTH, monospace: true }),
    status: f.select(LETTER_STATUSES, { readOnly: true, section: 'delivery' }),
    error: f.textarea({ readOnly: true, section: 'delivery' }),
    telegramType: f.select(OUTGOING_TYPES, { readOnly: true, section: 'delivery' }),
    protocol: f.select(SETTING_PROTOCOLS, { readOnly: true, section: 'delivery' }),
    flight: f.text({ readOnly: true, section: 'delivery' }),
    awb: f.text({ readOnly: true, section: 'delivery' }),
    createdAt: f.date({ readOnly: true, section: 'delivery' }),
    sentAt: f.date({ readOnly: true, section: 'delivery' }),
    attempts: f.integer({ readOnly: true, plain: true, section: 'delivery' }),
    /** The flight leg a telegram's letter is about: the flight page's history asks by it. */
    legId: f.integer({ readOnly: true, plain: true, section: 'delivery' }),
  },
  sections: ['main', 'delivery'],
  columns: ['createdAt', 'telegramType', 'flight', 'subject', { key: 'recipients' }, 'status'],
  filters: [
    { key: 'status', kind: 'equals' },
    { key: 'telegramType', kind: 'equals' },
    { key: 'protocol', kind: 'equals' },
    { key: 'legId', kind: 'equals' },
    { key: 'awb', kind: 'equals' },
  ],
  search: ['subject', 'flight', 'awb'],
  defaultSort: { key: 'createdAt', desc: true },
});
