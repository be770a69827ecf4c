import { sql } from 'drizzle-orm';
import type { ContactType } from '@shared/constants';
import { personsResource } from '@shared/parties/persons';
import { persons } from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';
import { subquery } from '../../resources/subquery';

/** A person's first contact of a type, for the list. */
const firstContact = (type: ContactType) =>
  subquery<string | null>(sql`select c->>'value' from jsonb_array_elements(${persons.contacts}) c where c->>'type' = ${sql.raw(`'${type}'`)} limit 1`);

export const personsBinding: ResourceBinding = {
  def: personsResource,
  table: persons,
  // Client users reach their own company's persons; the contractor lookup lets them name no other.
  contractor: persons.contractorId,
  extras: { phone: firstContact('phone'), email: firstContact('email') },
  async prepare(_ctx, input) {
    const { name, position, contractorId, contacts } = input;
    return { name, position, contractorId, contacts: contacts ?? [] };
  },
};
