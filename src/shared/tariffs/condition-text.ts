import { isGroup, type Condition, type ConditionBetween } from './conditions';

// A condition tree in words, for the info page and the list's hover: "Product = PIL and (day of
// week from 1 to 5 or flight number = UT123)". The texts come from the caller's translator.

type Translate = (key: string, params?: Record<string, string | number>) => string;

const SYMBOLS = { eq: '=', neq: '≠', lt: '<', lte: '≤', gt: '>', gte: '≥' } as const;

export function conditionText(condition: Condition<string> | null | undefined, t: Translate, nested = false): string {
  if (!condition) return t('resources:conditions.none');
  if (isGroup(condition)) {
    const items = condition.items as Condition<string>[];
    const joined = items.map((item) => conditionText(item, t, true)).join(` ${t(`resources:conditions.join.${condition.op}`)} `);
    return nested && items.length > 1 ? `(${joined})` : joined;
  }
  const field = t(`resources:conditions.fields.${condition.field}`);
  if (condition.op === 'between') {
    const [from, to] = (condition as ConditionBetween<string>).value;
    return t('resources:conditions.between', { field, from, to });
  }
  return `${field} ${SYMBOLS[condition.op]} ${String(condition.value)}`;
}
