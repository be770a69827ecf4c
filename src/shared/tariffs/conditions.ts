import * as v from 'valibot';
import { M, messageRef, msg } from '../validation';

// The conditions a tariff or a dynamic pricing rule applies under, as a tree built with section
// 9's operators: `and` and `or` group rules, the others compare one field of the shipment with a
// value. A field is a number (a weekday, a load in per cent, a weight in kg, a contract's id), a
// code (a product, a client code, a flight number, a country or airport) or a list of codes (the
// shipment's SHC, where `eq` means "holds" and `neq` "does not hold").

export type ConditionFieldType = 'number' | 'code' | 'codes';

/** Section 3's tariff conditions (the international region and forbidden countries are fields of their own). */
export const TARIFF_CONDITION_FIELDS = {
  product: 'code',
  dayOfWeek: 'number',
  clientCode: 'code',
  flightNumber: 'code',
  departureCountry: 'code',
  arrivalCountry: 'code',
  departureAirport: 'code',
  arrivalAirport: 'code',
} as const satisfies Record<string, ConditionFieldType>;

/** Section 3's dynamic pricing condition fields. Loads are per cent of the flight's capacity; weight is the chargeable weight in kg. */
export const DYNAMIC_CONDITION_FIELDS = {
  dayOfWeek: 'number',
  flightNumber: 'code',
  weightLoad: 'number',
  volumeLoad: 'number',
  contractId: 'number',
  clientCode: 'code',
  shc: 'codes',
  weight: 'number',
} as const satisfies Record<string, ConditionFieldType>;

export type TariffConditionField = keyof typeof TARIFF_CONDITION_FIELDS;
export type DynamicConditionField = keyof typeof DYNAMIC_CONDITION_FIELDS;
export type ConditionField = TariffConditionField | DynamicConditionField;

export const GROUP_OPERATORS = ['and', 'or'] as const;
export const COMPARE_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const;
/** Operators that order values: numbers only. */
export const ORDER_OPERATORS: ReadonlySet<string> = new Set(['lt', 'lte', 'gt', 'gte', 'between']);

export type GroupOperator = (typeof GROUP_OPERATORS)[number];
export type CompareOperator = (typeof COMPARE_OPERATORS)[number];

export interface ConditionGroup<F extends string = ConditionField> {
  op: GroupOperator;
  items: Condition<F>[];
}
export interface ConditionCompare<F extends string = ConditionField> {
  op: CompareOperator;
  field: F;
  value: string | number;
}
export interface ConditionBetween<F extends string = ConditionField> {
  op: 'between';
  field: F;
  value: [number, number];
}
export type Condition<F extends string = ConditionField> = ConditionGroup<F> | ConditionCompare<F> | ConditionBetween<F>;

export const isGroup = <F extends string>(node: Condition<F>): node is ConditionGroup<F> => node.op === 'and' || node.op === 'or';

/** How deep groups may nest and how many rules a group holds: enough for any real tariff, bounded for the server. */
export const CONDITION_LIMITS = { depth: 4, items: 20 } as const;

const CODE = /^[A-Za-z0-9А-Яа-яЁё\-/ ]{1,20}$/;

/** The rule of one node, checked with its field's type (numbers ordered, codes compared). */
function nodeProblem(node: Condition<string>, fields: Record<string, ConditionFieldType>, depth: number): string | null {
  if (isGroup(node)) {
    if (depth >= CONDITION_LIMITS.depth) return M.maxLength;
    if (!node.items.length) return M.required;
    if (node.items.length > CONDITION_LIMITS.items) return M.maxLength;
    for (const item of node.items) {
      const problem = nodeProblem(item, fields, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  const type = fields[node.field];
  if (!type) return M.invalid;
  if (ORDER_OPERATORS.has(node.op) && type !== 'number') return 'resources:conditions.order';
  if (node.op === 'between') {
    const [from, to] = (node as ConditionBetween<string>).value;
    return from <= to ? null : 'validation:rangeOrder';
  }
  if (type === 'number') return typeof node.value === 'number' ? null : M.float;
  return typeof node.value === 'string' && CODE.test(node.value) ? null : M.invalid;
}

const numberValue = v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(-1_000_000, msg(M.minValue)), v.maxValue(1_000_000, msg(M.maxValue)));

const NodeSchema: v.GenericSchema<Condition<string>> = v.variant(
  'op',
  [
    v.strictObject({ op: v.picklist(GROUP_OPERATORS), items: v.array(v.lazy(() => NodeSchema), msg(M.invalidType)) }),
    v.strictObject({ op: v.picklist(COMPARE_OPERATORS), field: v.string(msg(M.invalidType)), value: v.union([v.pipe(v.string(), v.trim()), numberValue], msg(M.invalidType)) }),
    v.strictObject({ op: v.literal('between'), field: v.string(msg(M.invalidType)), value: v.tuple([numberValue, numberValue], msg(M.invalidType)) }),
  ],
  msg(M.invalid),
);

/** The schema of a condition tree over `fields`; every node is checked against its field's type. */
export function conditionSchema<F extends string>(fields: Record<F, ConditionFieldType>) {
  return v.pipe(
    NodeSchema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = nodeProblem(dataset.value, fields, 1);
      if (problem) addIssue({ message: messageRef(problem) });
    }),
  ) as v.GenericSchema<unknown, Condition<F>>;
}

/** A shipment's values the conditions read: numbers, codes and lists of codes; a value it lacks fails every rule on it. */
export type ConditionFacts = Partial<Record<ConditionField, number | string | readonly string[] | null>>;

const same = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

function compare(op: CompareOperator | 'between', fact: number | string | readonly string[], value: string | number | [number, number]): boolean {
  if (Array.isArray(fact)) {
    const holds = (fact as readonly string[]).some((one) => same(one, String(value)));
    return op === 'eq' ? holds : op === 'neq' ? !holds : false;
  }
  if (op === 'between') {
    const [from, to] = value as [number, number];
    return typeof fact === 'number' && fact >= from && fact <= to;
  }
  if (op === 'eq') return typeof fact === 'number' ? fact === value : same(String(fact), String(value));
  if (op === 'neq') return typeof fact === 'number' ? fact !== value : !same(String(fact), String(value));
  if (typeof fact !== 'number' || typeof value !== 'number') return false;
  switch (op) {
    case 'lt':
      return fact < value;
    case 'lte':
      return fact <= value;
    case 'gt':
      return fact > value;
    default:
      return fact >= value;
  }
}

/** Whether the facts meet the condition (none: always). A fact the shipment does not give meets no rule on it. */
export function meets(condition: Condition<string> | null | undefined, facts: ConditionFacts): boolean {
  if (!condition) return true;
  if (isGroup(condition)) return condition.op === 'and' ? condition.items.every((item) => meets(item, facts)) : condition.items.some((item) => meets(item, facts));
  const fact = facts[condition.field as ConditionField];
  if (fact === null || fact === undefined) return false;
  return compare(condition.op, fact, condition.value);
}

/** The numbers a condition compares `field` with (a weight boundary, a break the quote must look past). */
export function thresholdsOf(condition: Condition<string> | null | undefined, field: string): number[] {
  if (!condition) return [];
  if (isGroup(condition)) return condition.items.flatMap((item) => thresholdsOf(item, field));
  if (condition.field !== field) return [];
  if (condition.op === 'between') return [...(condition as ConditionBetween<string>).value];
  return typeof condition.value === 'number' ? [condition.value] : [];
}
