import { WEEKDAYS } from '@shared/constants';
import { shortCompanyName, type TitleContext } from '@shared/resources/define';
import type { FieldDef } from '@shared/resources/fields';
import type { ResourceRow } from '@shared/resources/list-query';
import { formatNumber } from '@/lib/format';
import { MONEY_DIGITS } from '@shared/resources/money-field';

const formatMoneyValue = (minor: number, language: string): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: MONEY_DIGITS, maximumFractionDigits: MONEY_DIGITS }).format(minor / 10 ** MONEY_DIGITS);

// A row's value as words: the text a cell, an info line or a card shows, and the full text a cut
// cell offers on hover. CellValue draws the same words (with a badge or a swatch where it helps).

/** Where a value is shown: lists shorten company names, the info page gives them whole. */
export type CellPlace = 'list' | 'info';

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A weekday field: the days a norm applies on, where none means every day. */
export const isWeekdays = (field: FieldDef | undefined): boolean =>
  field?.kind === 'multiselect' && field.options?.length === WEEKDAYS.length && WEEKDAYS.every((day, index) => field.options?.[index] === day);

/** What an empty value means, when it means more than "nothing": no weekdays is every day. */
export function emptyMeaning(field: FieldDef | undefined, context: TitleContext): string | null {
  return isWeekdays(field) ? context.t('resources:values.everyDay') : null;
}

/** A row referenced by its code (an account's role, AK) whose words the resource's texts give (`options.<field>.<code>`). */
export function codeName(resource: string, key: string, label: string, context: TitleContext): string | null {
  if (!/^[A-Z][A-Z0-9_]*$/.test(label)) return null;
  return context.t(`resources/${resource}:options.${key}.${label}`, { defaultValue: '' }) || null;
}

// Referenced rows are named by their labels (a code by its words), a client company by its short name in a list.
export function cellText(
  def: { name: string; fields: Record<string, FieldDef> },
  row: ResourceRow,
  key: string,
  context: TitleContext,
  place: CellPlace = 'list',
): string | null {
  const field = def.fields[key];
  const value = row[key];
  if (isEmpty(value)) return emptyMeaning(field, context);
  const label = row.labels?.[key];
  if (label) return codeName(def.name, key, label, context) ?? (place === 'list' ? shortCompanyName(label) : label);
  const option = (one: unknown) => context.t(`resources/${def.name}:options.${key}.${String(one)}`);
  switch (field?.kind) {
    case 'boolean':
      return context.t(value ? 'resources:yes' : 'resources:no');
    case 'integer':
    case 'decimal':
      // Money fields hold minor units; people read rubles and kopecks.
      if (field.money) return formatMoneyValue(Number(value), context.language);
      return field.plain ? String(value) : formatNumber(Number(value), context.language, 3);
    case 'date':
      return new Intl.DateTimeFormat(context.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${String(value).slice(0, 10)}T00:00:00Z`));
    case 'select':
      return option(value);
    case 'multiselect':
      return (value as unknown[]).map(option).join(', ');
    case 'custom':
      return '✓';
    case 'text':
    case 'textarea':
      return place === 'list' ? shortCompanyName(String(value)) : String(value);
    default:
      // Computed values (a stock's end number, a quota's company) are shown as the server gives them.
      if (Array.isArray(value)) return value.map(String).join(', ');
      return place === 'list' && typeof value === 'string' ? shortCompanyName(value) : String(value);
  }
}
