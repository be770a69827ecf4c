import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { CurrentUserResponseSchema } from './schemas';

// Section 7's `GET user`: who the caller is, their roles, abilities and airlines.

export const profileApi = {
  user: endpoint({
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user: identifier, roles (with the ROLE_ prefix) and profile',
    tag: 'profile',
    access: 'USER',
    answer: json(CurrentUserResponseSchema),
  }),
};
