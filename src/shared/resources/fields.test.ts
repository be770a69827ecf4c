import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToTopFields, M } from '../validation';
import { f, type FieldDef } from './fields';

// Every kind of field, required and left empty however its input leaves it, says "Fill this field"
// (section 5), and its own message for a wrong value; optional ones left empty are null or [].

/** The message a field's schema gives for a value, as a form or the server shows it; null when it passes. */
const messageOf = (field: FieldDef, value: unknown): string | null => {
  const result = v.safeParse(v.strictObject({ field: field.schema }), { field: value });
  return result.success ? null : (issuesToTopFields(result.issues).field ?? null);
};

const TEXT_EMPTY = ['', '   ', null, undefined];
const LIST_EMPTY = [[], '', null, undefined];

const KINDS: [name: string, make: (o: { required?: boolean }) => FieldDef, wrong: unknown, message: string, good: unknown][] = [
  ['text', (o) => f.text(o), 'x'.repeat(201), 'validation:maxLength|{"requirement":200}', 'Tyumen'],
  ['text with a pattern', (o) => f.text({ ...o, pattern: /^\d{10}$/, patternMessage: M.inn }), '12345', M.inn, '7202001234'],
  ['textarea', (o) => f.textarea({ ...o, maxLength: 5 }), 'too long', 'validation:maxLength|{"requirement":5}', 'short'],
  ['email', (o) => f.email(o), 'not-an-email', M.email, 'cargo@utair.ru'],
  ['phone', (o) => f.phone(o), 'call me', M.phone, '+7 (3452) 49-64-00'],
  ['password', (o) => f.password(o), 'short', 'validation:minLength|{"requirement":8}', 'long enough'],
  ['integer', (o) => f.integer(o), '1.5', M.integer, '42'],
  ['decimal', (o) => f.decimal(o), 'heavy', M.float, '16,5'],
  ['date', (o) => f.date(o), '2026-02-30', M.date, '2026-02-28'],
  ['select', (o) => f.select(['WINTER', 'SUMMER'], o), 'MONSOON', M.invalid, 'WINTER'],
  ['airport', (o) => f.airport(o), 'TYUM', M.airportCode, 'tjm'],
  ['aircraft type', (o) => f.aircraftType(o), 'ZZZ', M.unknownValue, '738'],
  ['reference', (o) => f.ref('contract', o), 'contract', M.integer, 12],
  ['code', (o) => f.code('country', { ...o, maxLength: 2 }), 'RUS', 'validation:maxLength|{"requirement":2}', 'RU'],
  ['colour', (o) => f.color(o), '#12', M.color, '#B00020'],
  ['awb', (o) => f.awb(o), '298-4518230', M.awbFormat, '298-45182303'],
];

const LISTS: [name: string, make: (o: { required?: boolean }) => FieldDef, wrong: unknown, message: string, good: unknown][] = [
  ['multiselect', (o) => f.multiselect([1, 2, 3], o), [9], M.invalid, '1, 3'],
  ['airports', (o) => f.airports(o), ['TYUMEN'], M.airportCode, 'TJM SGC'],
  ['SHC tags', (o) => f.shc(o), ['ZZZ'], M.unknownValue, ['DGR']],
  ['airlines', (o) => f.airlines(o), ['UTAIR'], M.invalid, ['UT', 'S7']],
  ['registrations', (o) => f.registrations(o), ['RA 73001'], M.invalid, ['RA-73001']],
  ['texts', (o) => f.list({ ...o, pattern: /^\d{3}$/, patternMessage: 'resources:problems.awbPrefix' }), ['29'], 'resources:problems.awbPrefix', '298; 421'],
];

describe.each(KINDS)('a %s field', (_name, make, wrong, message, good) => {
  it.each(TEXT_EMPTY)('required and left as %j: "Fill this field"', (empty) => {
    expect(messageOf(make({ required: true }), empty)).toBe(M.required);
  });

  it('required and wrong: its own message; right: accepted', () => {
    expect(messageOf(make({ required: true }), wrong)).toBe(message);
    expect(messageOf(make({ required: true }), good)).toBeNull();
  });

  it.each(TEXT_EMPTY)('optional and left as %j: null', (empty) => {
    expect(v.parse(make({}).schema, empty)).toBeNull();
  });

  it('optional and wrong: its own message', () => {
    expect(messageOf(make({}), wrong)).toBe(message);
  });
});

describe.each(LISTS)('a %s field', (_name, make, wrong, message, good) => {
  it.each(LIST_EMPTY)('required and left as %j: "Fill this field"', (empty) => {
    expect(messageOf(make({ required: true }), empty)).toBe(M.required);
  });

  it('wrong: its own message; right: accepted', () => {
    expect(messageOf(make({ required: true }), wrong)).toBe(message);
    expect(messageOf(make({}), wrong)).toBe(message);
    expect(messageOf(make({ required: true }), good)).toBeNull();
  });

  it.each(LIST_EMPTY)('optional and left as %j: an empty list', (empty) => {
    expect(v.parse(make({}).schema, empty)).toEqual([]);
    expect(make({}).required).toBe(false);
  });
});

describe('switches and editors', () => {
  it('a switch is off or on, never empty', () => {
    expect(messageOf(f.boolean(), null)).toBe(M.required);
    expect(messageOf(f.boolean(), false)).toBeNull();
    expect(messageOf(f.boolean(), 'maybe')).toBe(M.invalidType);
  });

  it("a custom editor's value left empty is required, its own rules apply otherwise", () => {
    const matrix = f.custom('matrix', v.array(v.number(), 'validation:invalidType'));
    expect(messageOf(matrix, null)).toBe(M.required);
    expect(messageOf(matrix, [])).toBeNull();
    expect(messageOf(matrix, ['x'])).toBe(M.invalidType);
  });
});

describe('a required field keeps its shape for the API reference', () => {
  it('is documented as its value, not as anything', async () => {
    const { toJsonSchema } = await import('@valibot/to-json-schema');
    const json = (field: FieldDef) => toJsonSchema(field.schema, { typeMode: 'input', errorMode: 'ignore' }) as Record<string, unknown>;
    expect(json(f.select(['WINTER', 'SUMMER'], { required: true }))).toMatchObject({ enum: ['WINTER', 'SUMMER'] });
    expect(json(f.airport({ required: true }))).toMatchObject({ type: 'string', pattern: '^[A-Z]{3}$' });
  });
});
