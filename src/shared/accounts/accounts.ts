import * as v from 'valibot';
import { isTimeZone, M, msg } from '../validation';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { ACCOUNT_ABILITIES } from './abilities';

/** An IANA time zone, as signup takes it, chosen in a searchable list (the `timeZone` editor). */
const timeZone = {
  ...f.text({ required: true, maxLength: 64 }),
  schema: v.pipe(
    v.string((issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidType)),
    v.trim(),
    v.nonEmpty(msg(M.required)),
    v.maxLength(64, msg(M.maxLength)),
    v.check(isTimeZone, msg(M.timeZone)),
  ),
  editor: 'timeZone',
};

/** Write-only like the password, but any text: a mismatch, not a length, is what it can get wrong. */
const confirmPassword = {
  ...f.password({ section: 'password' }),
  schema: v.pipe(
    v.unknown(),
    v.transform((value) => (value === '' || value === undefined ? null : value)),
    v.nullable(v.pipe(v.string(M.invalidType), v.maxLength(128, msg(M.maxLength)))),
  ),
};

/**
 * Accounts (section 3, "Account"): the people who sign in, airline employees (AK) and agents'
 * employees (AGENT, of a contractor), each in an access group. The password is set on creation and
 * changed only when typed again; the server keeps only its hash.
 */
export const accountsResource = defineResource({
  name: 'accounts',
  area: 'accounts',
  abilities: ACCOUNT_ABILITIES.accounts,
  path: '/handbooks/accounts',
  title: (row) => titles.join(row.name, titles.company(titles.field(row, 'contractorId'))),
  fields: {
    name: f.text({ required: true, maxLength: 200 }),
    email: f.email({ required: true }),
    timeZone,
    roleId: f.ref('role', { required: true, section: 'access' }),
    contractorId: f.ref('contractor', { section: 'access' }),
    accessGroupId: f.ref('accessGroup', { required: true, section: 'access' }),
    active: f.boolean({ section: 'access' }),
    password: f.password({ section: 'password' }),
    confirmPassword,
  },
  sections: ['main', 'access', 'password'],
  columns: ['name', 'email', 'roleId', 'contractorId', 'accessGroupId', 'active'],
  filters: [
    { key: 'roleId', kind: 'equals' },
    { key: 'contractorId', kind: 'equals' },
    { key: 'accessGroupId', kind: 'equals' },
    { key: 'active', kind: 'boolean' },
  ],
  search: ['name', 'email'],
  defaultSort: { key: 'name' },
  // The password columns come back empty; filled in a sheet they set the password.
  xlsx: ['name', 'email', 'timeZone', 'roleId', 'contractorId', 'accessGroupId', 'active', 'password', 'confirmPassword'],
  refinements: [{ field: 'confirmPassword', check: (input) => (input.password ?? null) === (input.confirmPassword ?? null), message: M.passwordsMismatch }],
});
