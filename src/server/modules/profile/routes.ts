import type { FastifyInstance } from 'fastify';
import { profileApi } from '@shared/profile/api';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { currentUser } from './service';

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  serve(app, profileApi.user, async ({ request }) => currentUser(app.db, requireUser(request)));
}
