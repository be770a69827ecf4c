import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@shared/dashboard';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { readDashboard } from './service';

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  serve(app, dashboardApi.get, async ({ query, request }) => readDashboard(app.db, requireUser(request), query), { sessionNeutral: true });
}
