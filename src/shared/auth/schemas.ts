import * as v from 'valibot';
import { M, msg } from '../validation';

/** A text field: left out (or null) it asks to be filled; given as another type it says so. */
const requiredString = v.string((issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidType));

export const LoginBodySchema = v.strictObject({
  username: v.pipe(requiredString, v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(254, msg(M.maxLength))),
  password: v.pipe(requiredString, v.nonEmpty(msg(M.required)), v.maxLength(128, msg(M.maxLength))),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

export const TokenResponseSchema = v.object({ token: v.string() });
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const emailSchema = v.pipe(
  requiredString,
  v.trim(),
  v.nonEmpty(msg(M.required)),
  v.maxLength(254, msg(M.maxLength)),
  v.email(msg(M.email)),
  v.toLowerCase(),
);

/** `POST /api/secure/registration`: the signup form of section 2. */
export const RegistrationBodySchema = v.pipe(
  v.strictObject({
    name: v.pipe(requiredString, v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(200, msg(M.maxLength))),
    email: emailSchema,
    password: v.pipe(
      requiredString,
      v.nonEmpty(msg(M.required)),
      v.minLength(PASSWORD_MIN_LENGTH, msg(M.minLength)),
      v.maxLength(128, msg(M.maxLength)),
    ),
    confirmPassword: v.pipe(requiredString, v.nonEmpty(msg(M.required))),
    timeZone: v.pipe(requiredString, v.nonEmpty(msg(M.required)), v.check(isTimeZone, msg(M.timeZone))),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      msg(M.passwordsMismatch),
    ),
    ['confirmPassword'],
  ),
);
export type RegistrationBody = v.InferOutput<typeof RegistrationBodySchema>;
