import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ID_LOOKUPS } from '@shared/resources/lookups';
import type { ListQuery, ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { perDatabase } from '../db/per-database';
import { airlineScope, rowScope } from '../access/scope';
import type { SessionContext } from '../access/sessions';
import type { Reader, ResourceBinding } from './binding';
import { conditionsSql } from '../access/conditions';
import type { LookupCatalog } from './lookups';

// Reading a resource: the select shape, the caller's scope and conditions, filters, search, sort.

export function columnsOf(binding: ResourceBinding): Record<string, PgColumn> {
  return getTableColumns(binding.table) as Record<string, PgColumn>;
}

function column(binding: ResourceBinding, key: string): PgColumn {
  const found = columnsOf(binding)[key];
  if (!found) throw new Error(`${binding.def.name}: no column for ${key}`);
  return found;
}

/** How the labels of a list of referenced rows are joined (an import splits them at the same sign). */
export const ID_LIST_SEPARATOR = '; ';

function idListLabels(labelSql: (column: PgColumn) => SQL<string | null>, list: PgColumn): SQL<string | null> {
  const item = labelSql(sql.raw('u.v') as unknown as PgColumn);
  return sql<string | null>`(select string_agg(${item}, ${ID_LIST_SEPARATOR} order by u.o) from unnest(${list}) with ordinality as u(v, o))`;
}

/** Id, every readable field, the computed extras, and labels of referenced rows. */
export function selection(binding: ResourceBinding, lookups: LookupCatalog): Record<string, PgColumn | SQL> {
  const { def } = binding;
  const fields = Object.entries(def.fields).filter(([, field]) => !field.writeOnly);
  const labels = Object.fromEntries(
    fields.flatMap(([key, field]) => {
      const provider = field.lookup && ID_LOOKUPS.has(field.lookup) ? lookups[field.lookup] : undefined;
      if (!provider?.labelSql) return [];
      if (field.kind === 'lookup') return [[`label:${key}`, provider.labelSql(column(binding, key))]];
      // Rows referenced by a list of ids: their labels in the list's order, as one text.
      if (field.kind === 'lookups') return [[`label:${key}`, idListLabels(provider.labelSql, column(binding, key))]];
      return [];
    }),
  );
  return {
    id: column(binding, 'id'),
    ...Object.fromEntries(fields.map(([key]) => [key, binding.extras?.[key] ?? column(binding, key)])),
    ...binding.extras,
    ...labels,
  };
}

/** The key of the page's total, which rides on every row of the page (see listStatement). */
const TOTAL = '__total';

/** Dates as ISO days and numbers as numbers, labels gathered under `labels`. */
export function toRow(record: Record<string, unknown>): ResourceRow {
  const row: Record<string, unknown> = {};
  let labels: Record<string, string | null> | undefined;
  for (const key in record) {
    if (key === TOTAL) continue; // the page's, not the row's
    const value = record[key];
    if (key.startsWith('label:')) (labels ??= {})[key.slice('label:'.length)] = (value as string | null) ?? null;
    else row[key] = value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? Number(value) : value;
  }
  if (labels) row.labels = labels;
  return row as ResourceRow;
}

/** Which rows the caller may reach under this ability: scope and the ability's conditions. */
export function accessSql(binding: ResourceBinding, user: SessionContext, ability: string): SQL {
  const airline = (typeof binding.airline === 'function' ? binding.airline(user) : binding.airline) ?? column(binding, 'airlineId');
  const conditions = binding.def.conditions;
  // Without a scope of its own, an airline employee's scope (rowScope and airlineScope alike) is
  // their airline's rows alone, so their Company conditions are known from their airline.
  const ownAirlineOnly = !binding.scope && user.airlineId !== null;
  const scopedMarker = ownAirlineOnly ? (user.airlineMarker ?? undefined) : undefined;
  const allowed = conditionsSql(user.abilities[ability], {
    airline,
    departure: conditions?.departure ? column(binding, conditions.departure) : undefined,
    arrival: conditions?.arrival ? column(binding, conditions.arrival) : undefined,
    scopedMarker,
  });
  const scope = binding.scope
    ? binding.scope(user)
    : binding.contractor && user.airlineId === null
      ? rowScope(user, { airlineId: airline as PgColumn, contractorId: binding.contractor as PgColumn })
      : airlineScope(user, airline);
  return and(scope, allowed)!;
}

const isArrayField = (binding: ResourceBinding, key: string): boolean => {
  const kind = binding.def.fields[key]?.kind;
  return kind === 'lookups' || kind === 'multiselect';
};

/**
 * A list query's per-request values, taken out of its text as placeholders so that one built
 * statement serves every request of the same shape. `shape` names each placeholder's site and every
 * value left in the text, so two requests share a statement only when their texts are the same.
 */
export class Binder {
  readonly values: Record<string, unknown> = {};
  readonly shape: string[] = [];

  /** A value sent as a parameter of the prepared statement. */
  param(value: unknown, site: string): SQL {
    const name = `p${this.shape.length}`;
    this.shape.push(site);
    this.values[name] = value;
    return sql`${sql.placeholder(name)}`;
  }

  /** A value written into the statement's text (a short list of codes): part of the shape. */
  literal<T>(value: T, site: string): T {
    this.shape.push(`${site}=${JSON.stringify(value)}`);
    return value;
  }
}

/** Without a binder (exports, one-off reads), values go inline as Drizzle parameters. */
const inline = {
  param: (value: unknown) => sql`${value}`,
  literal: <T>(value: T) => value,
};

function filterSql(binding: ResourceBinding, key: string, kind: string, value: unknown, bind: Binder | typeof inline): SQL | undefined {
  if (value === undefined || value === null) return undefined;
  const col = column(binding, key);
  const array = isArrayField(binding, key);
  switch (kind) {
    case 'equals':
    case 'boolean':
      return array ? sql`${bind.param(value, key)} = any(${col})` : sql`${col} = ${bind.param(value, key)}`;
    case 'in': {
      const values = bind.literal(value as unknown[], key);
      if (!values.length) return undefined;
      return array ? sql`${col} && array[${sql.join(values.map((one) => sql`${one}`), sql`, `)}]` : inArray(col, values);
    }
    case 'range':
    case 'dateRange': {
      const { from, to } = value as { from?: unknown; to?: unknown };
      return and(
        from !== undefined ? sql`${col} >= ${bind.param(from, `${key}.from`)}` : undefined,
        to !== undefined ? sql`${col} <= ${bind.param(to, `${key}.to`)}` : undefined,
      );
    }
    default:
      return undefined;
  }
}

export function whereOf(
  binding: ResourceBinding,
  user: SessionContext,
  ability: string,
  query: Pick<ListQuery, 'q' | 'filter'>,
  bind: Binder | typeof inline = inline,
): SQL {
  const { def } = binding;
  const filters = def.filters.map((filter) => filterSql(binding, filter.key, filter.kind, query.filter[filter.key], bind));
  const q = query.q?.trim();
  const search =
    q && (def.search.length || binding.search)
      ? or(
          ...def.search.map((key) =>
            isArrayField(binding, key)
              ? sql`array_to_string(${column(binding, key)}, ' ') ilike ${bind.param(`%${q}%`, `q.${key}`)}`
              : sql`${column(binding, key)}::text ilike ${bind.param(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, `q.${key}`)}`,
          ),
          binding.search?.(q, (value, site) => bind.param(value, `q.${site}`)),
        )
      : undefined;
  return and(accessSql(binding, user, ability), ...filters, search)!;
}

export function orderOf(binding: ResourceBinding, sort: string | undefined): SQL[] {
  const key = sort ?? (binding.def.defaultSort.desc ? `-${binding.def.defaultSort.key}` : binding.def.defaultSort.key);
  const descending = key.startsWith('-');
  const name = descending ? key.slice(1) : key;
  const target = binding.extras?.[name] ?? column(binding, name);
  const id = column(binding, 'id');
  return descending ? [sql`${target} desc nulls last`, desc(id)] : [sql`${target} asc nulls last`, asc(id)];
}

/** What a list's statement depends on besides its binder's shape: the caller and the sort. */
function statementKey(binding: ResourceBinding, user: SessionContext, ability: string, query: ListQuery, bind: Binder): string {
  // The caller's ids, roles and conditions are written into the text (scope, section 6's conditions).
  return JSON.stringify([
    binding.def.name,
    ability,
    query.sort ?? null,
    user.userId,
    user.airlineId,
    user.airlineMarker,
    user.contractorId,
    user.roles,
    user.abilities[ability] ?? null,
    bind.shape,
  ]);
}

type ListStatement = { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> };

/**
 * Built list statements by shape, per database, so a repeated list skips building its SQL; the
 * oldest go first past the cap. Rows always come from the database: nothing here holds results.
 */
const MAX_STATEMENTS = 500;
const statementsOf = perDatabase(() => new Map<string, ListStatement>());

function listStatement({ db, lookups }: Reader, binding: ResourceBinding, query: ListQuery, where: SQL, key: string): ListStatement {
  const byKey = statementsOf(db);
  let statement = byKey.get(key);
  if (!statement) {
    // The total is an uncorrelated scalar subquery: PostgreSQL runs it once (an InitPlan), so the
    // page keeps its top-N plan and the count its cheapest scan, in one round trip. (`count(*)
    // over ()` would read every matching row whole before the page could be cut.)
    const total = sql<number>`(${db.select({ value: count() }).from(binding.table).where(where)})`.mapWith(Number);
    // Unnamed here: the driver's auto-prepare names the texts that repeat, within its own cap.
    statement = db
      .select({ ...selection(binding, lookups), [TOTAL]: total })
      .from(binding.table)
      .where(where)
      .orderBy(...orderOf(binding, query.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(undefined as unknown as string) as unknown as ListStatement;
    if (byKey.size >= MAX_STATEMENTS) byKey.delete(byKey.keys().next().value!);
    byKey.set(key, statement);
  }
  return statement;
}

export async function listRows(reader: Reader, binding: ResourceBinding, user: SessionContext, query: ListQuery): Promise<ResourcePage> {
  const { db } = reader;
  const ability = binding.def.abilities.view;
  const bind = new Binder();
  const where = whereOf(binding, user, ability, query, bind);
  const statement = listStatement(reader, binding, query, where, statementKey(binding, user, ability, query, bind));
  const rows = await statement.execute({ ...bind.values, limit: query.size, offset: (query.page - 1) * query.size });
  if (rows.length) return { items: rows.map((row) => toRow(row)), total: Number(rows[0]![TOTAL]) };
  // A page past the end (or nothing matching) still tells how many rows there are.
  const [counted] = query.page > 1 ? await db.select({ value: count() }).from(binding.table).where(whereOf(binding, user, ability, query)) : [{ value: 0 }];
  return { items: [], total: counted?.value ?? 0 };
}

/** One row the caller may reach under the ability, or null (which the routes answer as 404). */
export async function findRow({ db, lookups }: Reader, binding: ResourceBinding, user: SessionContext, ability: string, id: number): Promise<ResourceRow | null> {
  const [row] = await db
    .select(selection(binding, lookups))
    .from(binding.table)
    .where(and(eq(column(binding, 'id'), id), accessSql(binding, user, ability)))
    .limit(1);
  return row ? toRow(row) : null;
}

/** Rows by id the caller may reach under this ability (an import's rows to update). */
export async function findRows({ db, lookups }: Reader, binding: ResourceBinding, user: SessionContext, ability: string, ids: readonly number[]): Promise<Map<number, ResourceRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(selection(binding, lookups))
    .from(binding.table)
    .where(and(inArray(column(binding, 'id'), [...ids]), accessSql(binding, user, ability)));
  return new Map(rows.map((record) => toRow(record)).map((row) => [row.id, row]));
}
