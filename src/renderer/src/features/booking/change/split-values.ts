import { set, type FieldErrors } from 'react-hook-form';
import * as v from 'valibot';
import { BookingSplitBodySchema, type BookingSplitBody, type Variant } from '@shared/booking';
import { issuesToFields, M, messageRef } from '@shared/validation';

// The split form (section 2's "split booking"): rows of parts, each its share of the shipment's
// pieces and weight (its volume optional) and its flights, the ones booked now or a variant picked
// from the same search as a move. Checked by the shared schema the server splits with, and by the
// sums the server checks too: the parts add up to the shipment.

export const MIN_PARTS = 2;
export const MAX_PARTS = 10;

/** A part as typed: numbers as text (so the schema names a wrong one), and where it flies. */
export interface SplitPartValues {
  pieces: string;
  weight: string;
  volume: string;
  /** `now`: stays on the flights booked now; `other`: the variant picked. */
  flights: 'now' | 'other';
  variant: Variant | null;
}

export interface SplitValues {
  parts: SplitPartValues[];
}

/** What is shared out: the shipment's pieces and weight. */
export interface SplitTotal {
  pieces: number;
  weight: number;
}

/** Weights are compared in grams: 60.1 + 59.9 is 120, whatever floating point says. */
const grams = (kg: number): number => Math.round(kg * 1000);

/** A number as typed ("12,5" too); the text itself when it is not one, so the schema names the problem. */
export function typed(value: string): number | string {
  const trimmed = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const amount = (value: string): number => {
  const number = typed(value);
  return typeof number === 'number' ? number : 0;
};

/** What is left to share out (negative: shared out too much), counting what is typed as a number. */
export function splitRemainder(total: SplitTotal, parts: readonly Pick<SplitPartValues, 'pieces' | 'weight'>[]): SplitTotal {
  const pieces = total.pieces - parts.reduce((sum, part) => sum + amount(part.pieces), 0);
  const weight = grams(total.weight) - parts.reduce((sum, part) => sum + grams(amount(part.weight)), 0);
  return { pieces, weight: weight / 1000 };
}

/** How the parts stand against the shipment: all shared out, some left, too much, or some of each. */
export function remainderState(left: SplitTotal): 'balanced' | 'left' | 'over' | 'differs' {
  if (left.pieces === 0 && left.weight === 0) return 'balanced';
  if (left.pieces >= 0 && left.weight >= 0) return 'left';
  if (left.pieces <= 0 && left.weight <= 0) return 'over';
  return 'differs';
}

/** A part's number text: at most three decimals, without trailing zeros. */
const text = (value: number): string => String(Math.round(value * 1000) / 1000);

/** An empty part on the flights booked now. */
export const emptyPart = (): SplitPartValues => ({ pieces: '', weight: '', volume: '', flights: 'now', variant: null });

/**
 * The form's first rows: the shipment halved (the larger half first, the weight by pieces), the
 * first half staying on the flights booked now and the second to go on others.
 */
export function firstParts(total: SplitTotal): SplitPartValues[] {
  const first = Math.ceil(total.pieces / 2);
  const firstWeight = Math.round(((total.weight * first) / total.pieces) * 10) / 10;
  return [
    { ...emptyPart(), pieces: text(first), weight: text(firstWeight) },
    { ...emptyPart(), pieces: text(total.pieces - first), weight: text((grams(total.weight) - grams(firstWeight)) / 1000), flights: 'other' },
  ];
}

/** A part added: what is still left to share out, when anything is. */
export function nextPart(total: SplitTotal, parts: readonly SplitPartValues[]): SplitPartValues {
  const left = splitRemainder(total, parts);
  return { ...emptyPart(), pieces: left.pieces > 0 ? text(left.pieces) : '', weight: left.weight > 0 ? text(left.weight) : '' };
}

/** The call's body before the schema reads it. */
export function splitInput(values: SplitValues): Record<string, unknown> {
  return {
    parts: values.parts.map((part) => ({
      pieces: typed(part.pieces),
      weight: typed(part.weight),
      volume: part.volume.trim() ? typed(part.volume) : null,
      variantId: part.flights === 'other' ? (part.variant?.id ?? null) : null,
    })),
  };
}

/**
 * A problem by the call's path on the form's field: a part's pieces, weight and volume on its own
 * inputs; its flights (`variantId`, `legIds`) and anything about its cargo on those flights on its
 * choice of flights. Null: the form as a whole (the parts' count, their sums).
 */
export function fieldOfPath(path: string, count: number): string | null {
  const found = /^parts\.(\d+)\.([A-Za-z]+)/.exec(path);
  if (!found || Number(found[1]) >= count) return null;
  const field = found[2]!;
  return `parts.${found[1]}.${field === 'pieces' || field === 'weight' || field === 'volume' ? field : 'flights'}`;
}

/** Problems by the call's paths placed on the form's fields (the first of each stays); the rest for the form. */
export function placeProblems(fields: Record<string, string>, count: number): { placed: Record<string, string>; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfPath(path, count);
    if (field === null) unplaced.push(message);
    else placed[field] ??= message;
  }
  return { placed, unplaced };
}

/** Problems by field as the form's nested errors: `parts.1.weight` at `errors.parts[1].weight`. */
export function nestErrors(problems: Record<string, string>, type = 'validation'): FieldErrors<SplitValues> {
  const errors: FieldErrors<SplitValues> = {};
  for (const [field, message] of Object.entries(problems)) set(errors, field, { type, message });
  return errors;
}

/** The reference of the sums' problem: what is left, or shared out too much. */
export function sumProblem(total: SplitTotal, parts: readonly SplitPartValues[]): string | null {
  const left = splitRemainder(total, parts);
  if (left.pieces === 0 && left.weight === 0) return null;
  return messageRef('booking:split.mismatch', { pieces: total.pieces, weight: total.weight });
}

export type SplitCheck = { body: BookingSplitBody; problems: null; sum: null } | { body: null; problems: Record<string, string>; sum: string | null };

/**
 * The form checked by the shared schema and the sums: the body to send, or each problem on its
 * field (a part to go on other flights without them chosen on its choice) and the sums' apart.
 */
export function checkSplit(values: SplitValues, total: SplitTotal): SplitCheck {
  const parsed = v.safeParse(BookingSplitBodySchema, splitInput(values));
  const problems: Record<string, string> = {};
  const unplaced: string[] = [];
  if (!parsed.success) {
    const placed = placeProblems(issuesToFields(parsed.issues), values.parts.length);
    Object.assign(problems, placed.placed);
    unplaced.push(...placed.unplaced);
  }
  values.parts.forEach((part, index) => {
    // A field left empty is to be filled in, not "wrong".
    for (const key of ['pieces', 'weight'] as const) if (!part[key].trim()) problems[`parts.${index}.${key}`] = M.required;
    if (part.flights === 'other' && !part.variant) problems[`parts.${index}.flights`] = messageRef('booking:split.chooseFlights');
  });
  const sum = sumProblem(total, values.parts) ?? unplaced[0] ?? null;
  if (parsed.success && !Object.keys(problems).length && sum === null) return { body: parsed.output, problems: null, sum: null };
  return { body: null, problems, sum };
}
