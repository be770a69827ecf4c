import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isRowId } from '@shared/api/params';
import type { LookupOption } from '@shared/resources/lookups';
import { like, type LookupContext, type LookupProvider } from './types';

// What the areas' look-ups over their own tables have in common: values read as ids or codes, a
// visitor answered nothing, options out of rows, and search or resolve through one query.

// An id the database's integer cannot hold names no row: asked for, it would fail the query.
export const ids = (values: readonly (string | number)[]): number[] => values.map(Number).filter(isRowId);
export const codes = (values: readonly (string | number)[]): string[] => values.map((value) => String(value).toUpperCase());

/** Signed-in only: a lookup of this kind answers nothing to a visitor. */
export const noUser = (ctx: LookupContext): boolean => ctx.user === null;

export type Where = SQL | undefined;

export const toOptions = (rows: { value: number; label: string | null; description?: string | null }[]): LookupOption[] =>
  rows.map((r) => ({ value: r.value, label: r.label ?? String(r.value), ...(r.description ? { description: r.description } : {}) }));

/** Search by text, or resolve by ids, through one query per lookup. */
export function byId(name: LookupProvider['name'], run: (ctx: LookupContext, where: Where, limit: number) => Promise<LookupOption[]>, searchIn: (ctx: LookupContext) => PgColumn[], id: PgColumn, labelSql: LookupProvider['labelSql']): LookupProvider {
  return {
    name,
    search: (ctx, q, limit) => {
      if (noUser(ctx)) return Promise.resolve([]);
      const needle = q.trim();
      return run(ctx, needle ? or(...searchIn(ctx).map((column) => ilike(column, like(needle)))) : undefined, limit);
    },
    resolve: (ctx, values) => (noUser(ctx) || !ids(values).length ? Promise.resolve([]) : run(ctx, inArray(id, ids(values)), 1000)),
    ...(labelSql ? { labelSql } : {}),
  };
}

export const labelOf = (expression: SQL) => (column: PgColumn) => sql<string | null>`(${expression} ${column})`;
