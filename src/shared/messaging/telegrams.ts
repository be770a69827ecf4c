import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { MESSAGING_ABILITIES } from './abilities';
import { CIMP_FAULTS } from './cimp/fault';
import { LOGGED_TYPES, TELEGRAM_DIRECTIONS, TELEGRAM_STATUSES } from './settings';

/**
 * What a telegram in error is told by: the codec's faults, `not-applied` (it read, but applying it
 * failed) or `not-allowed` (its sender's incoming setting does not allow its type).
 */
export const TELEGRAM_FAULTS = [...CIMP_FAULTS, 'not-applied', 'not-allowed'] as const;
export type TelegramFault = (typeof TELEGRAM_FAULTS)[number];

/** A pasted telegram's size: Cargo-IMP's 3,500 characters a message with room for an envelope and stray spaces. */
export const TELEGRAM_MAX_LENGTH = 14_000;

/**
 * The log of Cargo-IMP telegrams (section 4's "CIMP telegram": error, process, complete). Adding
 * one is pasting a telegram to apply it; editing one in error is fixing its text and applying it
 * again. Everything but the text is the server's: what the telegram is and what became of it.
 */
export const telegramsResource = defineResource({
  name: 'cimp',
  area: 'messaging',
  abilities: MESSAGING_ABILITIES.cimp,
  path: '/handbooks/cimp',
  title: (row) =>
    titles.join(typeof row.type === 'string' ? (typeof row.version === 'number' ? `${row.type}/${row.version}` : row.type) : '', row.awb, `#${row.id}`),
  fields: {
    status: f.select(TELEGRAM_STATUSES, { readOnly: true }),
    direction: f.select(TELEGRAM_DIRECTIONS, { readOnly: true }),
    type: f.select(LOGGED_TYPES, { readOnly: true }),
    version: f.integer({ readOnly: true, plain: true }),
    awb: f.text({ readOnly: true }),
    createdAt: f.date({ readOnly: true }),
    fault: f.select(TELEGRAM_FAULTS, { readOnly: true }),
    faultLine: f.integer({ readOnly: true, plain: true }),
    detail: f.textarea({ readOnly: true }),
    note: f.textarea({ readOnly: true }),
    /** The telegram the cabinet answered this one with (an FFR's FFA, logged OUT). */
    answerId: f.integer({ readOnly: true, plain: true }),
    text: f.textarea({ required: true, maxLength: TELEGRAM_MAX_LENGTH, monospace: true }),
  },
  columns: ['createdAt', 'direction', 'type', 'awb', 'status'],
  filters: [
    { key: 'status', kind: 'equals' },
    { key: 'type', kind: 'equals' },
    { key: 'direction', kind: 'equals' },
  ],
  search: ['awb', 'text'],
  defaultSort: { key: 'createdAt', desc: true },
});
