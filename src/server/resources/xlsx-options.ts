import { LOCALES } from '@shared/constants';
import type { FieldDef } from '@shared/resources/fields';
import { M, messageRef, type Translate } from '@shared/validation';
import { translatorFor } from '../lib/i18n';

// A select's values in a sheet: the export writes what the screen shows (the option's label in the
// reader's language, "Зима", not the code WINTER), and the import reads back the code or the label
// in either language, in any case, so a sheet exported in English imports for a Russian reader.

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const isOptionKind = (field: FieldDef | undefined): field is FieldDef & { options: readonly (string | number)[] } =>
  (field?.kind === 'select' || field?.kind === 'multiselect') && Array.isArray(field.options);

/** An option as the screen shows it, in the reader's language. */
export const optionLabel = (resource: string, key: string, value: unknown, t: Translate): string =>
  t(`resources/${resource}:options.${key}.${String(value)}`);

/** The sheet cell of a select or multiselect field's stored value; other fields' values as they are. */
export function optionsCell(resource: string, key: string, field: FieldDef | undefined, value: unknown, t: Translate): unknown {
  if (!isOptionKind(field)) return value;
  return Array.isArray(value) ? value.map((one) => optionLabel(resource, key, one, t)).join(', ') : optionLabel(resource, key, value, t);
}

const dictionaries = new WeakMap<FieldDef, Map<string, string | number>>();

/** Every way a sheet may write the field's options, normalised, to the option. */
function dictionaryOf(resource: string, key: string, field: FieldDef & { options: readonly (string | number)[] }): Map<string, string | number> {
  const known = dictionaries.get(field);
  if (known) return known;
  const dictionary = new Map<string, string | number>();
  for (const option of field.options) {
    dictionary.set(normalize(String(option)), option);
    for (const locale of LOCALES) dictionary.set(normalize(optionLabel(resource, key, option, translatorFor(locale))), option);
  }
  dictionaries.set(field, dictionary);
  return dictionary;
}

/**
 * A sheet cell of a select or multiselect field as its options; what matches none is left as
 * written, for the field's schema to refuse. Several options are separated by commas or semicolons
 * (labels may hold spaces), or by spaces between codes ("1 3 5").
 */
export function readOptions(resource: string, key: string, field: FieldDef | undefined, value: unknown): unknown {
  if (!isOptionKind(field) || (typeof value !== 'string' && typeof value !== 'number')) return value;
  const dictionary = dictionaryOf(resource, key, field);
  const one = (text: string): string | number => dictionary.get(normalize(text)) ?? text.trim();
  if (field.kind === 'select') return one(String(value));
  if (typeof value === 'number') return value;
  return value
    .split(/[,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => (dictionary.has(normalize(part)) ? [one(part)] : part.split(/\s+/).map(one)));
}

/** The message for a value that is none of the options: which ones there are, in the reader's language. */
export const optionsMessage = (resource: string, key: string, field: FieldDef | undefined, t: Translate): string | null =>
  isOptionKind(field) ? messageRef(M.oneOf, { values: field.options.map((option) => optionLabel(resource, key, option, t)).join(', ') }) : null;
