import { asc, inArray } from 'drizzle-orm';
import type { ResourceRow } from '@shared/resources/list-query';
import { titles } from '@shared/resources/define';
import { contracts } from '../../db/schema';
import type { WriteContext } from '../../resources/binding';
import { notify, usersOfContractor } from '../notifications';

// A contract fare written, changed or withdrawn is news to the users of the contracts it names
// (group tariff): one notification per contract per request, however many of its fares a sheet
// changed, naming the routes and leading to the contract's Tariffs tab. A public fare (naming no
// contract) tells nobody here: a fare publication announces it (docs/decisions.md).

/** The routes a message names before it says "…". */
const ROUTES_NAMED = 5;

/** A fare's write as the contracts it named (before or after) hear of it. */
interface FareChange {
  contracts: readonly number[];
  route: string;
}

/** The fare's values a contract sees: every field a form or a sheet writes (not its source). */
type Fare = Record<string, unknown>;

/** A value in one spelling whatever the order of its keys (jsonb keeps them in an order of its own). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Whether a write leaves the stored fare as it was (an exported sheet imported back). */
export function sameFare(keys: readonly string[], stored: ResourceRow, input: Fare): boolean {
  const normal = (key: string, value: unknown) => (key === 'breaks' ? (value ?? []) : value);
  return keys.every((key) => canonical(normal(key, stored[key])) === canonical(normal(key, input[key])));
}

const contractsOf = (fare: Fare): number[] => (Array.isArray(fare.contracts) ? (fare.contracts as number[]) : []);
const routeOf = (fare: Fare): string => titles.route(fare.departure, fare.arrival);

/**
 * Notes a fare's write for the request's one notification per contract: the contracts it named
 * before (`stored`, none on create) and after (`written`, none on delete). A public fare notes nothing.
 */
export function noteFareChange(ctx: WriteContext, stored: Fare | null, written: Fare | null): void {
  for (const fare of [stored, written]) {
    if (!fare || !contractsOf(fare).length) continue;
    ctx.effects.note<FareChange>('tariffs:contractFares', { contracts: contractsOf(fare), route: routeOf(fare) }, notifyFareChanges);
  }
}

async function notifyFareChanges(ctx: WriteContext, changes: FareChange[]): Promise<void> {
  const routes = new Map<number, string[]>();
  for (const change of changes) {
    for (const id of change.contracts) {
      const named = routes.get(id) ?? [];
      if (!named.includes(change.route)) named.push(change.route);
      routes.set(id, named);
    }
  }
  const rows = await ctx.db
    .select({ id: contracts.id, number: contracts.number, contractorId: contracts.contractorId })
    .from(contracts)
    .where(inArray(contracts.id, [...routes.keys()]))
    .orderBy(asc(contracts.id));
  for (const row of rows) {
    const named = routes.get(row.id)!;
    const contract = { type: 'link', text: row.number, subtype: 'contract', params: { id: row.id, tab: 'tariffs' } } as const;
    const several = named.length > 1;
    const text = named.slice(0, ROUTES_NAMED).join(', ') + (named.length > ROUTES_NAMED ? ', …' : '');
    await notify(ctx.db, await usersOfContractor(ctx.db, row.contractorId), {
      group: 'tariff',
      level: 'info',
      template: several ? 'contractFaresChanged' : 'contractFareChanged',
      ...(several ? { params: { count: named.length } } : {}),
      contentData: { contract, [several ? 'routes' : 'route']: { type: 'bold', text } },
    });
  }
}
