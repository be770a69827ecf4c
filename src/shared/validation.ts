import * as v from 'valibot';

// Validation messages travel as references to translation keys ("validation:minLength" plus the
// values to put in it), so the server answers in the request's language and the renderer in the
// user's, from the same resources (spec section 5 gives the texts).

export type MessageParams = Record<string, string | number>;
const SEPARATOR = '|';

export function messageRef(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

export function parseMessageRef(message: string): { key: string; params: MessageParams } | null {
  const at = message.indexOf(SEPARATOR);
  const key = at < 0 ? message : message.slice(0, at);
  if (!/^[a-z][a-z0-9/-]*:[A-Za-z0-9_.]+$/.test(key)) return null;
  if (at < 0) return { key, params: {} };
  try {
    return { key, params: JSON.parse(message.slice(at + 1)) as MessageParams };
  } catch {
    return { key, params: {} };
  }
}

/** A valibot message that names a translation key and passes the rule's requirement as `{{requirement}}`. */
export const msg =
  (key: string) =>
  (issue: v.BaseIssue<unknown>): string => {
    const { requirement } = issue as { requirement?: unknown };
    const shown = typeof requirement === 'number' || typeof requirement === 'string' ? requirement : undefined;
    return messageRef(key, shown === undefined ? undefined : { requirement: shown });
  };

/** Messages of section 5 that schemas refer to; the texts live in the locales' validation.json. */
export const M = {
  required: 'validation:required',
  formInvalid: 'validation:formInvalid',
  invalidType: 'validation:invalidType',
  invalid: 'validation:invalid',
  unknownField: 'validation:unknownField',
  minLength: 'validation:minLength',
  maxLength: 'validation:maxLength',
  email: 'validation:email',
  passwordsMismatch: 'validation:passwordsMismatch',
  passwordGuessable: 'validation:passwordGuessable',
  timeZone: 'validation:timeZone',
  awbFormat: 'validation:awbFormat',
  awbCheckDigit: 'validation:awbCheckDigit',
  integer: 'validation:integer',
  float: 'validation:float',
  minValue: 'validation:minValue',
  maxValue: 'validation:maxValue',
  emailTaken: 'validation:emailTaken',
  unknownValue: 'validation:unknownValue',
  airportCode: 'validation:airportCode',
  date: 'validation:date',
  dateYears: 'validation:dateYears',
  color: 'validation:color',
  phone: 'validation:phone',
  inn: 'validation:inn',
  kpp: 'validation:kpp',
  ogrn: 'validation:ogrn',
  dateRangeOrder: 'validation:dateRangeOrder',
  rangeOrder: 'validation:rangeOrder',
  stockOverlap: 'validation:stockOverlap',
  telegramType: 'validation:telegramType',
  notFoundValue: 'validation:notFoundValue',
  oneOf: 'validation:oneOf',
} as const;

/** Field path → message reference. Root-level problems are keyed by `_`. */
export type FieldMessages = Record<string, string>;

function fallbackMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema') {
    // A strict object's unknown key expects `never`; its missing keys and a wrong root type carry
    // the object's own type too, so the type alone does not tell an unknown field.
    if (issue.expected === 'never') return M.unknownField;
    return issue.input === undefined ? M.required : M.invalidType;
  }
  return M.invalid;
}

/** The first message for each field, as references; valibot's own English defaults are replaced. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '_';
    if (fields[path]) continue;
    fields[path] = parseMessageRef(issue.message) ? issue.message : fallbackMessage(issue);
  }
  return fields;
}

/** A form shows a message on its field: `transfers.0` is the `transfers` field's (resources, imports). */
export function issuesToTopFields(issues: readonly v.BaseIssue<unknown>[]): FieldMessages {
  const fields: FieldMessages = {};
  for (const [path, message] of Object.entries(issuesToFields(issues))) fields[path.split('.')[0] ?? path] ??= message;
  return fields;
}

export type Translate = (key: string, params?: MessageParams) => string;

export function translateMessage(message: string, t: Translate): string {
  const ref = parseMessageRef(message);
  return ref ? t(ref.key, ref.params) : message;
}

export function translateFields(fields: FieldMessages, t: Translate): FieldMessages {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateMessage(message, t)]));
}

/** Section 8: a 400 with fields reads as every field's message joined with semicolons. */
export function joinFieldMessages(fields: FieldMessages): string {
  return Object.values(fields).join('; ');
}

/** Whether the text names an IANA time zone the runtime knows ("Europe/Moscow"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}
