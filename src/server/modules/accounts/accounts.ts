import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@shared/abilities';
import type { ClientRole } from '@shared/constants';
import { accountsResource } from '@shared/accounts/accounts';
import type { ResourceRow } from '@shared/resources/list-query';
import { M, messageRef, type FieldMessages } from '@shared/validation';
import { ACCOUNT_ABILITIES } from '@shared/accounts/abilities';
import { accessGroupAbilities, accreditations, contracts, roles, users } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import { hashPassword } from '../../lib/password';
import type { ResourceBinding, WriteContext } from '../../resources/binding';
import { deleteUserSessions, type SessionContext } from '../../access/sessions';

// Accounts over the users table: airline staff manage their airline's employees and their clients'
// employees; a client's administrator (a group granting financialDigest.user.*) only their own
// company's. Nobody changes their own role, group or access, nobody gives a group with rights they
// do not hold unless they may edit groups anyway, and the password hash never leaves the server.

const E = (key: string, params?: Record<string, string | number>) => messageRef(`resources/accounts:errors.${key}`, params);

/** The companies an airline serves: under contract, or on their way to one. */
const clientsOf = (airlineId: number): SQL =>
  sql`(select ${contracts.contractorId} from ${contracts} where ${contracts.airlineId} = ${airlineId}
       union select ${accreditations.contractorId} from ${accreditations} where ${accreditations.airlineId} = ${airlineId} and ${accreditations.contractorId} is not null)`;

function scope(user: SessionContext): SQL {
  if (user.airlineId !== null) return or(eq(users.airlineId, user.airlineId), inArray(users.contractorId, clientsOf(user.airlineId)))!;
  if (user.contractorId !== null) return eq(users.contractorId, user.contractorId);
  return sql`false`;
}

/**
 * The airline an account belongs to, for the Company conditions of section 6: a staff member's
 * airline; a client's employee belongs to every airline serving the client, so to the asking
 * staff's, and for the client's own administrator to the airline of their first contract (the
 * airline their writes go to).
 */
function airline(user: SessionContext): SQL {
  if (user.airlineId !== null) return sql`coalesce(${users.airlineId}, ${user.airlineId})`;
  return sql`coalesce(${users.airlineId}, (select ${contracts.airlineId} from ${contracts} where ${contracts.contractorId} = ${users.contractorId} order by ${contracts.id} limit 1))`;
}

async function roleCode(ctx: WriteContext, roleId: number): Promise<string | undefined> {
  const [role] = await ctx.db.select({ code: roles.code }).from(roles).where(eq(roles.id, roleId));
  return role?.code;
}

/** What a client's employee is to the airline: an agent or a shipper by their contract, else approved. */
async function clientRoleOf(ctx: WriteContext, contractorId: number): Promise<ClientRole> {
  const [contract] = await ctx.db
    .select({ type: contracts.type })
    .from(contracts)
    .where(eq(contracts.contractorId, contractorId))
    .orderBy(sql`${contracts.airlineId} = ${ctx.airline.id} desc`, asc(contracts.id))
    .limit(1);
  if (!contract) return 'APPROVED_SHIPPER';
  return contract.type === 'agent' ? 'EXPEDITOR' : 'SHIPPER';
}

/** Whether the group grants only abilities the caller holds. */
async function withinCallersRights(ctx: WriteContext, groupId: number): Promise<boolean> {
  const granted = await ctx.db.select({ ability: accessGroupAbilities.ability }).from(accessGroupAbilities).where(eq(accessGroupAbilities.groupId, groupId));
  return granted.every(({ ability }) => ability in ctx.user.abilities);
}

async function checkRules(ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null, role: string | undefined): Promise<FieldMessages> {
  const fields: FieldMessages = {};
  const staff = ctx.user.airlineId !== null;
  const contractorId = input.contractorId as number | null;
  if (!staff && role !== 'AGENT') fields.roleId = E('clientCreatesAgents');
  if (!staff && contractorId !== null && contractorId !== ctx.user.contractorId) fields.contractorId = M.unknownValue;
  if (role === 'AGENT' && contractorId === null && staff) fields.contractorId = M.required;
  if (role === 'AK' && contractorId !== null) fields.contractorId = E('staffHasNoContractor');
  if (existing && existing.id === ctx.user.userId) {
    for (const key of ['roleId', 'accessGroupId', 'contractorId', 'active'] as const) {
      if ((input[key] ?? null) !== (existing[key] ?? null)) fields[key] = E('ownAccount');
    }
  }
  const groupChanged = !existing || input.accessGroupId !== existing.accessGroupId;
  const editsGroups = staff && can(ctx.user.abilities, ACCOUNT_ABILITIES['access-groups'].edit);
  if (groupChanged && !editsGroups && !fields.accessGroupId && !(await withinCallersRights(ctx, input.accessGroupId as number))) {
    fields.accessGroupId = E('groupBeyondRights');
  }
  if (!existing && !input.password) fields.password = M.required;
  if (!existing && !input.confirmPassword) fields.confirmPassword = M.required;
  return fields;
}

async function prepare(ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null): Promise<Record<string, unknown>> {
  const role = await roleCode(ctx, input.roleId as number);
  const fields = await checkRules(ctx, input, existing, role);
  if (Object.keys(fields).length) throw new ValidationError(fields);

  const email = input.email as string;
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, existing ? ne(users.id, existing.id) : undefined));
  if (taken) throw new AppError(409, 'validation:formInvalid', { fields: { email: M.emailTaken } });

  // A client administrator's new colleague belongs to their company even when the field is left empty.
  const contractorId = role === 'AK' ? null : ((input.contractorId as number | null) ?? ctx.user.contractorId);
  let clientRole: ClientRole;
  if (role === 'AK') clientRole = 'AIR_COMPANY';
  else if (existing && existing.contractorId === contractorId && existing.roleId === input.roleId) {
    // Unchanged company: keep what accreditation made of the account.
    const [current] = await ctx.db.select({ clientRole: users.clientRole }).from(users).where(eq(users.id, existing.id));
    clientRole = current?.clientRole ?? (await clientRoleOf(ctx, contractorId!));
  } else clientRole = await clientRoleOf(ctx, contractorId!);

  const password = input.password as string | null;
  return {
    name: input.name,
    email,
    timeZone: input.timeZone,
    roleId: input.roleId,
    accessGroupId: input.accessGroupId,
    active: input.active,
    contractorId,
    airlineId: role === 'AK' ? ctx.airline.id : null,
    clientRole,
    ...(password ? { passwordHash: await hashPassword(password) } : {}),
  };
}

async function afterWrite(ctx: WriteContext, id: number, input: Record<string, unknown>, existing: ResourceRow | null): Promise<void> {
  if (!existing) return;
  // A blocked account is out everywhere; a new password ends every other sign-in of the account.
  if (input.active === false) await deleteUserSessions(ctx.db, id);
  else if (input.password) await deleteUserSessions(ctx.db, id, id === ctx.user.userId ? ctx.user.sessionId : undefined);
}

async function beforeDelete(ctx: WriteContext, row: ResourceRow): Promise<void> {
  if (row.id === ctx.user.userId) throw new AppError(409, 'resources/accounts:errors.deleteSelf');
}

export const accountsBinding: ResourceBinding = {
  def: accountsResource,
  table: users,
  scope,
  airline,
  ownAirline: false,
  prepare,
  afterWrite,
  beforeDelete,
};
