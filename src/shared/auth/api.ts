import { endpoint } from '../api/contract';
import { created, json, noContent } from '../api/json';
import { LoginBodySchema, RegistrationBodySchema, TokenResponseSchema } from './schemas';

// Section 7's user calls: sign-in, sign-up, sign-out. The session travels as an httpOnly cookie for
// browsers and as the token (Authorization: Bearer) for the desktop and scripts.

export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    summary: 'Signs in: sets the session cookie and answers the session token',
    description: 'Failed sign-ins are counted per account and per address; over the limit the answer is 429 with Retry-After.',
    tag: 'auth',
    access: '*',
    body: LoginBodySchema,
    answer: json(TokenResponseSchema),
  }),
  registration: endpoint({
    method: 'POST',
    path: '/api/secure/registration',
    summary: 'Signs up a new client user and signs them in',
    tag: 'auth',
    access: '*',
    body: RegistrationBodySchema,
    answer: created(TokenResponseSchema),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'Signs out: ends the session and clears its cookie',
    tag: 'auth',
    access: '*',
    answer: noContent,
  }),
};
