import { and, eq, ne, sql } from 'drizzle-orm';
import { contractsResource, type PaymentMethodRow } from '@shared/parties/contracts';
import type { Money } from '@shared/money';
import { accreditations, airlines, contractBalances, contractPaymentMethods, contracts, ledgerEntries } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';
import { subquery } from '../../resources/subquery';
import { notifyContractCreated } from './contract-notify';

const m = contractPaymentMethods;

/** The contract's payment methods as the form edits them, in the order they were entered. */
const paymentMethods = subquery<PaymentMethodRow[]>(sql`coalesce((select jsonb_agg(jsonb_build_object(
    'method', ${m.method}, 'applicability', ${m.applicability}, 'changeable', ${m.changeable},
    'agentMustSpecify', ${m.agentMustSpecify}, 'required', ${m.required}, 'clientCodeRu', ${m.clientCodeRu},
    'clientCodeEn', ${m.clientCodeEn}, 'clientName', ${m.clientName}, 'label', ${m.label}, 'value', ${m.value}
  ) order by ${m.id}) from ${m} where ${m.contractId} = ${contracts.id}), '[]'::jsonb)`);

/** The accreditation request the contract came from, if any (the info page's application tab). */
const application = subquery<{ id: number; status: string; createdAt: string; name: string } | null>(sql`select jsonb_build_object(
    'id', ${accreditations.id}, 'status', ${accreditations.status}, 'createdAt', ${accreditations.createdAt}, 'name', ${accreditations.fullNameRu}
  ) from ${accreditations} where ${accreditations.contractId} = ${contracts.id} order by ${accreditations.id} desc limit 1`);

export const contractsBinding: ResourceBinding = {
  def: contractsResource,
  table: contracts,
  contractor: contracts.contractorId,
  extras: {
    paymentMethods,
    application,
    supplier: subquery<string>(sql`select ${airlines.name} from ${airlines} where ${airlines.id} = ${contracts.airlineId}`),
    // The ledger's balance (src/server/modules/finance): zero for a contract that has had no entry yet.
    balance: subquery<Money>(
      sql`select jsonb_build_object('amount', coalesce((select ${contractBalances.balance} from ${contractBalances} where ${contractBalances.contractId} = ${contracts.id}), 0), 'currency', ${contracts.currency})`,
    ),
  },
  async prepare(ctx, input, existing) {
    const [taken] = await ctx.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.airlineId, ctx.airline.id), eq(contracts.number, input.number as string), existing ? ne(contracts.id, existing.id) : undefined));
    if (taken) throw new ValidationError({ number: 'resources/contracts:numberTaken' });
    // Money already on the ledger stays in the currency it was entered in.
    if (existing && input.currency !== existing.currency) {
      const [entry] = await ctx.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.contractId, existing.id)).limit(1);
      if (entry) throw new ValidationError({ currency: 'resources/contracts:currencyLocked' });
    }
    const { paymentMethods: _methods, ...values } = input;
    // An unlimited contract has no finish, whatever the form still held.
    return { ...values, validTo: input.unlimited ? null : input.validTo };
  },
  async afterWrite(ctx, id, input, existing) {
    const rows = (input.paymentMethods as PaymentMethodRow[] | null) ?? [];
    await ctx.db.delete(contractPaymentMethods).where(eq(contractPaymentMethods.contractId, id));
    if (rows.length) await ctx.db.insert(contractPaymentMethods).values(rows.map((row) => ({ ...row, contractId: id })));
    if (!existing) await notifyContractCreated(ctx.db, id);
  },
};
