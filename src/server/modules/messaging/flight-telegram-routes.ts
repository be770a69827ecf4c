import type { FastifyInstance } from 'fastify';
import { flightTelegramsApi } from '@shared/messaging';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { previewFlightTelegram, sendFlightTelegram } from './flight-send';

// The flight info page's FBL and FFM tabs: the telegram as it would go, and sending it.

export async function flightTelegramRoutes(app: FastifyInstance): Promise<void> {
  serve(app, flightTelegramsApi.preview, async ({ params, request }) => previewFlightTelegram(app.db, requireUser(request), params.id, params.type));
  serve(app, flightTelegramsApi.send, async ({ params, request }) => {
    const sent = await sendFlightTelegram(app.db, requireUser(request), params.id, params.type);
    // The letters are committed: the sender need not wait for its timer.
    app.deliveries.kick();
    return sent;
  });
}
