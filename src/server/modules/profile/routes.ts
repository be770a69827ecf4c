import type { FastifyInstance } from 'fastify';
import { profileApi } from '@shared/profile/api';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { changePassword } from './password';
import { currentUser } from './service';

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  serve(app, profileApi.user, async ({ request }) => currentUser(app.db, requireUser(request)));

  serve(app, profileApi.changePassword, async ({ body, request }) =>
    changePassword(app.db, requireUser(request), body, request.ip, app.config.loginThrottle),
  );
}
