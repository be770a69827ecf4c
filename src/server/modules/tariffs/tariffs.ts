import { tariffsResource } from '@shared/tariffs/tariffs';
import { tariffs } from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';
import { contractRowsScope } from './contract-scope';
import { noteFareChange, sameFare } from './fare-notify';

const { source: _source, ...typed } = tariffsResource.fields;
const TYPED = Object.keys(typed);

export const tariffsBinding: ResourceBinding = {
  def: tariffsResource,
  table: tariffs,
  scope: (user) => contractRowsScope(user, tariffs.airlineId, tariffs.contracts),
  async prepare(ctx, input, existing) {
    const values: Record<string, unknown> = { ...Object.fromEntries(TYPED.map((key) => [key, input[key]])), breaks: input.breaks ?? [] };
    // Section 9's tariff source: a sheet's rows are `file`, a form's `manual`. A row a sheet leaves
    // as it was keeps its source, so an exported sheet imported back changes nothing.
    const unchanged = existing !== null && sameFare(TYPED, existing, values);
    return { ...values, source: unchanged && ctx.importing ? existing.source : ctx.importing ? 'file' : 'manual' };
  },
  // The contracts a fare names (before and after) hear of its change once per request; a row
  // written back as it was (an exported sheet imported again) is no change.
  async afterWrite(ctx, _id, input, existing) {
    if (existing && sameFare(TYPED, existing, input)) return;
    noteFareChange(ctx, existing, input);
  },
  async beforeDelete(ctx, row) {
    noteFareChange(ctx, row, null);
  },
};
