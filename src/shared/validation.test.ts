import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import enValidation from './locales/en/validation.json';
import ruValidation from './locales/ru/validation.json';
import { LoginBodySchema, RegistrationBodySchema } from './auth/schemas';
import {
  issuesToFields,
  joinFieldMessages,
  M,
  messageRef,
  msg,
  parseMessageRef,
  translateFields,
  translateMessage,
  type MessageParams,
} from './validation';

const fieldsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected the input to fail');
  return issuesToFields(result.issues);
};

describe('message references', () => {
  it.each<[string, MessageParams | undefined, string]>([
    ['validation:required', undefined, 'validation:required'],
    ['validation:required', {}, 'validation:required'],
    ['validation:minLength', { requirement: 8 }, 'validation:minLength|{"requirement":8}'],
    ['validation:lengthRange', { min: 1, max: 'ten' }, 'validation:lengthRange|{"min":1,"max":"ten"}'],
  ])('messageRef(%s, %j) = %s and parses back', (key, params, ref) => {
    expect(messageRef(key, params)).toBe(ref);
    expect(parseMessageRef(ref)).toEqual({ key, params: params ?? {} });
  });

  it('takes plain text for no reference', () => {
    expect(parseMessageRef('Fill this field')).toBeNull();
    expect(parseMessageRef('Invalid type: Expected string but received 1')).toBeNull();
    expect(parseMessageRef('')).toBeNull();
  });

  it('keeps the key of a reference whose parameters are not JSON', () => {
    expect(parseMessageRef('validation:minLength|{oops')).toEqual({ key: 'validation:minLength', params: {} });
  });

  it('msg passes a rule requirement as {{requirement}}', () => {
    const result = v.safeParse(v.pipe(v.string(), v.minLength(8, msg(M.minLength))), 'short');
    expect(result.issues?.[0]?.message).toBe('validation:minLength|{"requirement":8}');
  });

  it('every key of M has a text in both languages, and the languages have the same keys', () => {
    for (const ref of Object.values(M)) {
      const key = ref.replace('validation:', '');
      expect(enValidation, key).toHaveProperty(key);
      expect(ruValidation, key).toHaveProperty(key);
    }
    expect(Object.keys(ruValidation).sort()).toEqual(Object.keys(enValidation).sort());
  });
});

describe('issuesToFields', () => {
  // valibot's own English messages are replaced by references the server and renderer translate.
  const Plain = v.strictObject({ name: v.string(), age: v.number(), nested: v.object({ city: v.string() }) });

  it('maps a missing field to required, a wrong type to invalidType and an unknown field to unknownField', () => {
    expect(fieldsOf(Plain, { age: 'old', nested: { city: 1 }, extra: true })).toEqual({
      name: M.required,
      age: M.invalidType,
      'nested.city': M.invalidType,
      extra: M.unknownField,
    });
  });

  it('keys a problem with the whole input by _', () => {
    expect(fieldsOf(Plain, undefined)).toEqual({ _: M.required });
    expect(fieldsOf(Plain, null)).toEqual({ _: M.invalidType });
    expect(fieldsOf(Plain, 'text')).toEqual({ _: M.invalidType });
  });

  it('keeps the first message of each field', () => {
    const Name = v.object({
      name: v.pipe(v.string(), v.minLength(3, msg(M.minLength)), v.email(msg(M.email))),
    });
    expect(fieldsOf(Name, { name: 'ab' })).toEqual({ name: 'validation:minLength|{"requirement":3}' });
  });

  it('maps a rule without a reference to invalid', () => {
    expect(fieldsOf(v.object({ n: v.pipe(v.number(), v.integer()) }), { n: 1.5 })).toEqual({ n: M.invalid });
  });

  it('reads the login schema', () => {
    expect(fieldsOf(LoginBodySchema, {})).toEqual({ username: M.required, password: M.required });
    expect(fieldsOf(LoginBodySchema, { username: null, password: 12345 })).toEqual({ username: M.required, password: M.invalidType });
    expect(fieldsOf(LoginBodySchema, { username: '  ', password: 'x', remember: true })).toEqual({
      username: M.required,
      remember: M.unknownField,
    });
    expect(fieldsOf(LoginBodySchema, { username: 'a'.repeat(255), password: 'x' })).toEqual({
      username: 'validation:maxLength|{"requirement":254}',
    });
  });

  it('reads the registration schema, the password confirmation included', () => {
    const good = { name: 'Anna', email: 'anna@example.test', password: 'secret123', confirmPassword: 'secret123', timeZone: 'Europe/Moscow' };
    expect(v.safeParse(RegistrationBodySchema, good).success).toBe(true);
    expect(fieldsOf(RegistrationBodySchema, { ...good, confirmPassword: 'secret124' })).toEqual({ confirmPassword: M.passwordsMismatch });
    expect(fieldsOf(RegistrationBodySchema, { ...good, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'validation:minLength|{"requirement":8}',
    });
    expect(fieldsOf(RegistrationBodySchema, { ...good, email: 'not-an-email' })).toEqual({ email: M.email });
    expect(fieldsOf(RegistrationBodySchema, { ...good, timeZone: 'Mars/Olympus' })).toEqual({ timeZone: M.timeZone });
  });
});

describe('translation and joining', () => {
  const en = (key: string, params?: MessageParams) => {
    const text = (enValidation as Record<string, string>)[key.replace('validation:', '')] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name] ?? ''));
  };

  it('translates references and leaves plain text alone', () => {
    expect(translateMessage('validation:minLength|{"requirement":8}', en)).toBe('At least 8 characters');
    expect(translateMessage('already a text', en)).toBe('already a text');
    expect(translateFields({ email: M.email, name: M.required }, en)).toEqual({ email: 'Enter correct email', name: 'Fill this field' });
  });

  it("joins every field's message with semicolons (section 8)", () => {
    expect(joinFieldMessages({ email: 'Enter correct email', name: 'Fill this field' })).toBe('Enter correct email; Fill this field');
    expect(joinFieldMessages({ email: 'Enter correct email' })).toBe('Enter correct email');
    expect(joinFieldMessages({})).toBe('');
  });
});
