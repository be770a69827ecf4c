import { tariffsResource } from '@shared/tariffs/tariffs';
import { tariffs } from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';
import { contractRowsScope } from './contract-scope';

const { source: _source, ...typed } = tariffsResource.fields;
const TYPED = Object.keys(typed);

/** A value as comparable text: objects with their keys sorted (the database's JSON keeps its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const tariffsBinding: ResourceBinding = {
  def: tariffsResource,
  table: tariffs,
  scope: (user) => contractRowsScope(user, tariffs.airlineId, tariffs.contracts),
  async prepare(ctx, input, existing) {
    const values: Record<string, unknown> = { ...Object.fromEntries(TYPED.map((key) => [key, input[key]])), breaks: input.breaks ?? [] };
    // Section 9's tariff source: a sheet's rows are `file`, a form's `manual`. A row a sheet leaves
    // as it was keeps its source, so an exported sheet imported back changes nothing.
    const unchanged = existing !== null && TYPED.every((key) => canonical(values[key]) === canonical(existing[key] ?? (key === 'breaks' ? [] : null)));
    return { ...values, source: unchanged && ctx.importing ? existing.source : ctx.importing ? 'file' : 'manual' };
  },
};
