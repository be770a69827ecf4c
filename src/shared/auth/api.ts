import { endpoint } from '../api/contract';
import { json, emptyObject } from '../api/json';
import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  RegistrationBodySchema,
  ResetPasswordBodySchema,
  ResetTokenBodySchema,
  TokenResponseSchema,
} from './schemas';

// Section 7's user calls: sign-in, sign-up, sign-out; and ours: a forgotten password reset through
// a link sent by e-mail. The session travels as an httpOnly cookie for browsers and as the token
// (Authorization: Bearer) for the desktop and scripts.

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    summary: 'Signs in: sets the session cookie and answers the session token',
    description:
      'Failed sign-ins are counted per account and address and per address; over either limit the answer is 429 with Retry-After. ' +
      'An account failing from many addresses is slowed (a wait of up to 2 s), never refused. The token is in the answer only ' +
      'without an Origin header or from the desktop (app://cabinet): a web page has the httpOnly cookie.',
    tag: 'auth',
    access: '*',
    body: LoginBodySchema,
    answer: json(TokenResponseSchema),
  }),
  registration: endpoint({
    method: 'POST',
    path: '/api/secure/registration',
    summary: 'Signs up a new client user and signs them in',
    description:
      'A password that is common or easy to guess (the e-mail, the name) is a 400 on `password`. Sign-ups are counted per address; ' +
      'over the limit the answer is 429 with Retry-After.',
    tag: 'auth',
    access: '*',
    body: RegistrationBodySchema,
    answer: json(TokenResponseSchema),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'Signs out: ends the session and clears its cookie',
    tag: 'auth',
    access: '*',
    answer: emptyObject,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/secure/forgot-password',
    summary: 'Mails a password reset link to the address, if an active account has it',
    description:
      'The answer is the same whether or not the account exists, and the mail leaves after it. Requests are counted per address ' +
      'and per client; over the limit the answer is 429 with Retry-After.',
    tag: 'auth',
    access: '*',
    body: ForgotPasswordBodySchema,
    answer: emptyObject,
  }),
  checkResetToken: endpoint({
    method: 'POST',
    path: '/api/secure/reset-password/check',
    summary: 'Tells whether a password reset link still works (200 with `{}`) or not (400 on `token`)',
    tag: 'auth',
    access: '*',
    body: ResetTokenBodySchema,
    answer: emptyObject,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/secure/reset-password',
    summary: 'Sets a new password through a reset link, ends every session of the account and signs it in',
    description: 'A link works once and until it expires; a used, expired or unknown one is a 400 on `token`.',
    tag: 'auth',
    access: '*',
    body: ResetPasswordBodySchema,
    answer: json(TokenResponseSchema),
  }),
};
