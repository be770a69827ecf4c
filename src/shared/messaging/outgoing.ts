import * as v from 'valibot';
import { defineResource, titles } from '../resources/define';
import type { ResourceRow } from '../resources/list-query';
import { f } from '../resources/fields';
import { M, messageRef } from '../validation';
import { MESSAGING_ABILITIES } from './abilities';
import { ATTACHMENT_NAME_PATTERN, OUTGOING_FORMATS, OUTGOING_TYPES, SETTING_PROTOCOLS, SUBJECT_PATTERN, versionList, writesVersion } from './settings';

/** E-mail addresses, typed one by one: a letter's copy, the arrival port's receivers. */
const emails = (section: string) => f.list({ pattern: v.EMAIL_REGEX, patternMessage: M.email, case: 'lower', maxLength: 254, max: 20, section });

const isEmail = (value: string): boolean => v.EMAIL_REGEX.test(value);

/** An address an HTTP telegram is posted to. */
const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
};

const typeAndVersion = (row: ResourceRow): string =>
  typeof row.type !== 'string' ? '' : typeof row.version === 'number' ? `${row.type}/${row.version}` : row.type;

/**
 * Outgoing message settings (section 3): which telegrams the airline sends about the flights of an
 * airport, in which format and version, to whom and how (a letter or an HTTP call), when (on demand,
 * every so many minutes, on closing the flight), and the letter's subject, text and attachment.
 */
export const outgoingResource = defineResource({
  name: 'outgoing',
  area: 'messaging',
  abilities: MESSAGING_ABILITIES.outgoing,
  path: '/handbooks/outgoing',
  title: (row) => titles.join(typeAndVersion(row), row.airport, Array.isArray(row.recipients) ? row.recipients[0] : null),
  fields: {
    airport: f.airport({ required: true }),
    active: f.boolean(),
    type: f.select(OUTGOING_TYPES, { required: true }),
    format: f.select(OUTGOING_FORMATS, { required: true }),
    version: f.integer({ required: true, min: 1, max: 99, plain: true }),
    protocol: f.select(SETTING_PROTOCOLS, { required: true }),
    contractId: f.ref('contract'),
    // E-mail addresses, or for HTTP the one address telegrams are posted to: the protocol decides (a refinement below).
    recipients: f.list({ required: true, maxLength: 500, max: 20, section: 'recipients' }),
    copy: emails('recipients'),
    arrivalPort: f.boolean({ section: 'recipients' }),
    arrivalReceivers: emails('recipients'),
    subject: f.text({ maxLength: 200, pattern: SUBJECT_PATTERN, patternMessage: 'resources/outgoing:errors.variables', section: 'letter' }),
    body: f.textarea({ maxLength: 4000, section: 'letter' }),
    attachmentName: f.text({ maxLength: 200, pattern: ATTACHMENT_NAME_PATTERN, patternMessage: 'resources/outgoing:errors.attachmentName', section: 'letter' }),
    intervalMinutes: f.integer({ min: 5, max: 1440, section: 'schedule' }),
    sendEmpty: f.boolean({ section: 'schedule' }),
    closeFlight: f.boolean({ section: 'schedule' }),
    excludedAirports: f.airports({ max: 50, section: 'schedule' }),
  },
  sections: ['main', 'recipients', 'letter', 'schedule'],
  // The contract's company (`contractor`) is the binding's computed value.
  columns: ['airport', 'type', 'version', 'protocol', { key: 'recipients' }, 'contractId', 'intervalMinutes', 'active'],
  filters: [
    { key: 'airport', kind: 'equals' },
    { key: 'type', kind: 'equals' },
    { key: 'protocol', kind: 'equals' },
    { key: 'active', kind: 'boolean' },
  ],
  search: ['airport', 'subject'],
  defaultSort: { key: 'airport' },
  conditions: { departure: 'airport', arrival: 'airport' },
  refinements: [
    { field: 'version', check: (input) => writesVersion(input.format, input.type, input.version), message: messageRef('resources/outgoing:errors.version', { versions: versionList() }) },
    {
      field: 'recipients',
      check: (input) => input.protocol !== 'EMAIL' || (input.recipients as string[]).every(isEmail),
      message: M.email,
    },
    {
      field: 'recipients',
      check: (input) => input.protocol !== 'HTTP' || ((input.recipients as string[]).length === 1 && isHttpUrl((input.recipients as string[])[0]!)),
      message: 'resources/outgoing:errors.url',
    },
    { field: 'arrivalReceivers', check: (input) => !input.arrivalPort || (input.arrivalReceivers as string[]).length > 0, message: M.required },
  ],
});
