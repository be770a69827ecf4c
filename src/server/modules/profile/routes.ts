import type { FastifyInstance } from 'fastify';
import { API_PREFIX, apiPaths } from '@shared/api/paths';
import { requireUser } from '../../plugins/auth';
import { currentUser } from './service';

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${API_PREFIX}${apiPaths.user}`, { config: { access: 'USER' } }, async (request) =>
    currentUser(app.db, requireUser(request)),
  );
}
