import * as v from 'valibot';
import type { ResourceDef } from './define';
import type { FieldDef } from './fields';
import { ID_LOOKUPS } from './lookups';

// What a resource's rows look like in its answers, from its definition: each readable field as the
// database gives it back (optional ones may be null), the id, the labels of referenced rows, and
// the computed values (a stock's counts...) beside them. The API reference shows it and the
// server's own answers are checked against it in development and tests.

const primitive = v.union([v.string(), v.number()]);

function valueSchema(field: FieldDef): v.GenericSchema {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return v.number();
    case 'boolean':
      return v.boolean();
    case 'select':
      return field.options?.length ? v.picklist(field.options as (string | number)[]) : primitive;
    case 'multiselect':
      return v.array(field.options?.length ? v.picklist(field.options as (string | number)[]) : primitive);
    case 'lookup':
      return field.lookup && ID_LOOKUPS.has(field.lookup) ? v.number() : v.string();
    case 'lookups':
      return v.array(field.lookup && ID_LOOKUPS.has(field.lookup) ? v.number() : v.string());
    case 'list':
      return v.array(primitive);
    case 'custom':
      return v.unknown();
    default:
      // Texts, e-mails, phones, colours and dates (ISO text).
      return v.string();
  }
}

/** Lists are stored as `[]` when empty, so a row always has them, required or not. */
const alwaysSet = (field: FieldDef): boolean =>
  field.required || field.kind === 'multiselect' || field.kind === 'lookups' || field.kind === 'list';

/** One row of the resource as its list and info calls answer it. */
export function resourceRowSchema(def: ResourceDef): v.GenericSchema {
  const entries = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([key, field]) => [key, alwaysSet(field) && !field.readOnly ? valueSchema(field) : v.nullable(valueSchema(field))]),
  );
  return v.looseObject({
    id: v.number(),
    ...entries,
    labels: v.optional(v.record(v.string(), v.nullable(v.string()))),
  });
}
