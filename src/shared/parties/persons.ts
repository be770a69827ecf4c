import * as v from 'valibot';
import { CONTACT_TYPES } from '../constants';
import { M, msg } from '../validation';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { PARTY_ABILITIES } from './abilities';

/** The most contacts one person keeps. */
export const MAX_CONTACTS = 20;

const phoneValue = f.phone({ required: true }).schema as v.GenericSchema<unknown, string>;
const emailValue = f.email({ required: true }).schema as v.GenericSchema<unknown, string>;

/** A contact of a person (section 9's contact types): a phone or fax number, or an email address. */
export const ContactSchema = v.variant(
  'type',
  [
    v.strictObject({ type: v.literal('phone'), value: phoneValue }),
    v.strictObject({ type: v.literal('fax'), value: phoneValue }),
    v.strictObject({ type: v.literal('email'), value: emailValue }),
  ],
  msg(M.invalid),
);
export type Contact = v.InferOutput<typeof ContactSchema>;
export { CONTACT_TYPES };

/** Contact persons of a client company (section 3: person, person contact). */
export const personsResource = defineResource({
  name: 'persons',
  area: 'parties',
  abilities: PARTY_ABILITIES.persons,
  path: '/handbooks/persons',
  title: (row) => titles.join(row.name, titles.company(titles.field(row, 'contractorId'))),
  fields: {
    name: f.text({ required: true, maxLength: 200 }),
    position: f.text({ maxLength: 200 }),
    contractorId: f.ref('contractor', { required: true }),
    // A person may have no contacts yet: an empty list, or none given at all.
    contacts: f.custom('contacts', v.pipe(v.array(ContactSchema, msg(M.invalidType)), v.maxLength(MAX_CONTACTS, msg(M.maxLength))), { required: false }),
  },
  // The first phone and email of the contacts (the binding's extras).
  columns: ['name', 'position', { key: 'contractorId' }, { key: 'phone' }, { key: 'email' }],
  filters: [{ key: 'contractorId', kind: 'equals' }],
  search: ['name', 'position'],
  defaultSort: { key: 'name' },
});
