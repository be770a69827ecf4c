import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@shared/constants';
import type { LookupOption } from '@shared/resources/lookups';
import { accreditations, contractors, contractPaymentMethods, contracts, persons } from '../../db/schema';
import { rowScope } from '../../access/scope';
import type { LookupContext, LookupProvider } from '../../resources/lookups';
import { byId, labelOf, toOptions } from '../../resources/lookups/builders';

// The parties' look-ups: contracts, contractors and contact persons within the caller's scope, and
// the payment methods a contract allows.

export const contractLookup = byId(
  'contract',
  async (ctx, where, limit) =>
    toOptions(
      await ctx.db
        .select({ value: contracts.id, label: contracts.number, description: contractors.name })
        .from(contracts)
        .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
        .where(and(rowScope(ctx.user!, { airlineId: contracts.airlineId, contractorId: contracts.contractorId }), where))
        .orderBy(asc(contracts.number))
        .limit(limit),
    ),
  () => [contracts.number, contractors.name],
  contracts.id,
  labelOf(sql`select ${contracts.number} from ${contracts} where ${contracts.id} =`),
);

/** Contractors the airline knows: those with a contract or an accreditation request with it. */
export const contractorLookup = byId(
  'contractor',
  async (ctx, where, limit) => {
    const user = ctx.user!;
    const scope =
      user.airlineId !== null
        ? or(
            inArray(contractors.id, sql`(select ${contracts.contractorId} from ${contracts} where ${contracts.airlineId} = ${user.airlineId})`),
            inArray(contractors.id, sql`(select ${accreditations.contractorId} from ${accreditations} where ${accreditations.airlineId} = ${user.airlineId})`),
          )
        : user.contractorId !== null
          ? eq(contractors.id, user.contractorId)
          : sql`false`;
    return toOptions(
      await ctx.db
        .select({ value: contractors.id, label: contractors.name, description: contractors.inn })
        .from(contractors)
        .where(and(scope, where))
        .orderBy(asc(contractors.name))
        .limit(limit),
    );
  },
  () => [contractors.name, contractors.fullName, contractors.inn],
  contractors.id,
  labelOf(sql`select ${contractors.name} from ${contractors} where ${contractors.id} =`),
);

export const personLookup = byId(
  'person',
  async (ctx, where, limit) => {
    const scope = rowScope(ctx.user!, { airlineId: persons.airlineId, contractorId: persons.contractorId });
    return toOptions(
      await ctx.db
        .select({ value: persons.id, label: persons.name, description: persons.position })
        .from(persons)
        .where(and(scope, where))
        .orderBy(asc(persons.name))
        .limit(limit),
    );
  },
  () => [persons.name, persons.position],
  persons.id,
  labelOf(sql`select ${persons.name} from ${persons} where ${persons.id} =`),
);

/** Payment methods of section 9; with `contractId`, those the contract allows. */
export const contractPayMethodLookup: LookupProvider = {
  name: 'contractPayMethod',
  async search(ctx, q, limit) {
    const all = await methodsFor(ctx);
    const needle = q.trim().toLowerCase();
    return all.filter((o) => !needle || `${o.value} ${o.label}`.toLowerCase().includes(needle)).slice(0, limit);
  },
  async resolve(ctx, values) {
    const wanted = new Set(values.map(String));
    return (await methodsFor(ctx)).filter((o) => wanted.has(String(o.value)));
  },
};

async function methodsFor(ctx: LookupContext): Promise<LookupOption[]> {
  const option = (code: string) => ({ value: code, label: `${code} ${ctx.t(`reference:paymentMethod.${code}`)}` });
  const contractId = Number(ctx.params.contractId);
  if (!ctx.user || !Number.isInteger(contractId) || contractId < 1) return PAYMENT_METHODS.map(option);
  const rows = await ctx.db
    .select({ method: contractPaymentMethods.method })
    .from(contractPaymentMethods)
    .innerJoin(contracts, eq(contracts.id, contractPaymentMethods.contractId))
    .where(and(eq(contracts.id, contractId), rowScope(ctx.user, { airlineId: contracts.airlineId, contractorId: contracts.contractorId })));
  return rows.map((r) => option(r.method));
}
