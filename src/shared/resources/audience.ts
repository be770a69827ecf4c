import type { ResourceDef } from './define';

/**
 * A resource's list as one viewer meets it: a client's lists hold its own company's rows only, so
 * the columns and filters marked staffOnly (the company, say) tell it nothing and are left out.
 */
export function listFor<T extends Pick<ResourceDef, 'columns' | 'filters'>>(def: T, staff: boolean): T {
  if (staff) return def;
  const columns = def.columns.filter((column) => !column.staffOnly);
  const filters = def.filters.filter((filter) => !filter.staffOnly);
  return columns.length === def.columns.length && filters.length === def.filters.length ? def : { ...def, columns, filters };
}
