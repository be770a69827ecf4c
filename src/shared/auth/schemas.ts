import * as v from 'valibot';
import { isTimeZone, M, msg } from '../validation';

export { isTimeZone };

/** A text field: left out (or null) it asks to be filled; given as another type it says so. */
const requiredString = v.string((issue) => (issue.input === undefined || issue.input === null ? M.required : M.invalidType));

/** A password someone types to prove who they are: never judged by the rules of a new one. */
export const currentPasswordSchema = v.pipe(requiredString, v.nonEmpty(msg(M.required)), v.maxLength(128, msg(M.maxLength)));

export const LoginBodySchema = v.strictObject({
  username: v.pipe(requiredString, v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(254, msg(M.maxLength))),
  password: currentPasswordSchema,
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/**
 * The session token: for the desktop and scripts. A web page's request (an Origin other than the
 * desktop's) gets none: its session is the httpOnly cookie alone.
 */
export const TokenResponseSchema = v.object({ token: v.optional(v.string()) });
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = v.pipe(
  requiredString,
  v.trim(),
  v.nonEmpty(msg(M.required)),
  v.maxLength(254, msg(M.maxLength)),
  v.email(msg(M.email)),
  v.toLowerCase(),
);

/** A password being chosen (signup, change, reset): one rule everywhere. */
export const newPasswordSchema = v.pipe(
  requiredString,
  v.nonEmpty(msg(M.required)),
  v.minLength(PASSWORD_MIN_LENGTH, msg(M.minLength)),
  v.maxLength(128, msg(M.maxLength)),
);

export const confirmPasswordSchema = v.pipe(requiredString, v.nonEmpty(msg(M.required)));

/** `POST /api/secure/registration`: the signup form of section 2. */
export const RegistrationBodySchema = v.pipe(
  v.strictObject({
    name: v.pipe(requiredString, v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(200, msg(M.maxLength))),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
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

/** `POST /api/secure/forgot-password`: where to send a reset link. */
export const ForgotPasswordBodySchema = v.strictObject({ email: emailSchema });
export type ForgotPasswordBody = v.InferOutput<typeof ForgotPasswordBodySchema>;

/** The secret of a reset link, as the link carries it. */
const resetTokenSchema = v.pipe(requiredString, v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(200, msg(M.maxLength)));

/** `POST /api/secure/reset-password/check`: is the link still good (before the person types anything). */
export const ResetTokenBodySchema = v.strictObject({ token: resetTokenSchema });
export type ResetTokenBody = v.InferOutput<typeof ResetTokenBodySchema>;

/** `POST /api/secure/reset-password`: the new password, set through the link. */
export const ResetPasswordBodySchema = v.pipe(
  v.strictObject({ token: resetTokenSchema, password: newPasswordSchema, confirmPassword: confirmPasswordSchema }),
  // The confirmation must repeat the new password; the message shows on the confirmation.
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      msg(M.passwordsMismatch),
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordBody = v.InferOutput<typeof ResetPasswordBodySchema>;
