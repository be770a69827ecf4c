import { defineResource } from '../resources/define';
import { f } from '../resources/fields';
import { GroupAbilitiesSchema } from './group-abilities';
import { ACCOUNT_ABILITIES } from './abilities';

/**
 * Access groups (section 6): the abilities each grants, with their Boolean, Company, Route,
 * Departure and Arrival conditions, so an airline administrator decides who may do what.
 */
export const accessGroupsResource = defineResource({
  name: 'access-groups',
  area: 'accounts',
  abilities: ACCOUNT_ABILITIES['access-groups'],
  path: '/handbooks/access-groups',
  title: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120 }),
    description: f.textarea({ maxLength: 1000 }),
    abilities: f.custom('abilities', GroupAbilitiesSchema, { section: 'abilities' }),
  },
  sections: ['main', 'abilities'],
  // How many abilities a group grants and how many accounts it holds are computed per row.
  columns: ['name', { key: 'description', sortable: false }, { key: 'abilityCount', sortable: true }, { key: 'members', sortable: true }],
  search: ['name', 'description'],
  defaultSort: { key: 'name' },
});
