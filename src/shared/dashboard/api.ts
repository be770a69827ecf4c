import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { DashboardQuerySchema, DashboardSchema } from './schemas';

// The dashboard's one call: every block is decided on the server from the caller's role and
// abilities, so the screen never calls an endpoint the role may not use.

export const dashboardApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    summary: "The caller's dashboard: the blocks its role and abilities allow, each with its numbers, first rows and link",
    description:
      'Agents and shippers: balance (with `financial.balance.user`), bookings waiting for an answer, shipments in movement, unread notifications. Airline staff: today\u2019s and tomorrow\u2019s flights with their load, bookings waiting for processing, accreditation requests waiting, payments to assign, telegrams in error. A company on its way to a contract: its accreditation step. Each block only with the ability of the screen it links to.',
    tag: 'dashboard',
    access: 'USER',
    query: DashboardQuerySchema,
    answer: json(DashboardSchema),
  }),
};
