import { endpoint } from '../api/contract';
import { json, emptyObject } from '../api/json';
import { ChangePasswordBodySchema, CurrentUserResponseSchema } from './schemas';

// Section 7's `GET user`: who the caller is, their roles, abilities and airlines; and ours: the
// user's own password.

export const profileApi = {
  user: endpoint({
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user: identifier, roles (with the ROLE_ prefix) and profile',
    tag: 'profile',
    access: 'USER',
    answer: json(CurrentUserResponseSchema),
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/user/password',
    summary: "Changes the signed-in user's password and ends their other sessions",
    description:
      'A wrong current password is a 400 on `currentPassword` and counts as a failed sign-in of the account; over the limit the answer is 429 with Retry-After.',
    tag: 'profile',
    access: 'USER',
    body: ChangePasswordBodySchema,
    answer: emptyObject,
  }),
};
