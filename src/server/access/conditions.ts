import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AbilityCondition } from '@shared/abilities';
import { airlines } from '../db/schema';

// Section 6's ability conditions as SQL over a table's airline and airport columns, so lists show
// only the rows the caller's conditions allow. The same semantics as `can()` with a row as context:
// a condition matches when every attribute it constrains matches; an empty airport list means every
// airport; a table without the attribute cannot match it.

export interface ConditionColumns {
  airline: PgColumn | SQL;
  departure?: PgColumn;
  arrival?: PgColumn;
  /**
   * The marker of the one airline every row in scope belongs to (an airline employee's own rows),
   * when the scope fixes it: a Company condition is then known without asking the airlines table.
   */
  scopedMarker?: string;
}

function companyIs(columns: ConditionColumns, marker: string): SQL {
  if (columns.scopedMarker !== undefined) return columns.scopedMarker === marker ? sql`true` : sql`false`;
  return sql`${columns.airline} in (select ${airlines.id} from ${airlines} where ${airlines.marker} = ${marker})`;
}

function airportIn(column: PgColumn | undefined, list: readonly string[]): SQL {
  if (!column) return sql`false`;
  return list.length ? inArray(column, [...list]) : sql`${column} is not null`;
}

function conditionSql(condition: AbilityCondition, columns: ConditionColumns): SQL {
  switch (condition.type) {
    case 'Boolean':
      return condition.value ? sql`true` : sql`false`;
    case 'Company':
      return companyIs(columns, condition.company);
    case 'Route':
      return and(companyIs(columns, condition.company), airportIn(columns.departure, condition.departure), airportIn(columns.arrival, condition.arrival))!;
    case 'Departure':
      return and(companyIs(columns, condition.company), airportIn(columns.departure, condition.departure))!;
    case 'Arrival':
      return and(companyIs(columns, condition.company), airportIn(columns.arrival, condition.arrival))!;
  }
}

/** Rows the ability's conditions allow: with a row as context, only a matching condition allows (section 6). */
export function conditionsSql(conditions: readonly AbilityCondition[] | undefined, columns: ConditionColumns): SQL {
  if (!conditions?.length) return sql`false`;
  return or(...conditions.map((condition) => conditionSql(condition, columns)))!;
}
