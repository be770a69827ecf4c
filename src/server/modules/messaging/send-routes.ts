import type { FastifyInstance } from 'fastify';
import { flightTelegramsApi, shipmentTelegramsApi } from '@shared/messaging';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { previewFlightTelegram, sendFlightTelegram } from './flight-send';
import { sendDueTelegrams } from './interval-send';
import { sendDueStatuses } from './status-send';
import { previewShipmentTelegram, sendDueAnswers, sendDueWaybills, sendShipmentTelegram } from './shipment-send';

// The flight info page's FBL and FFM tabs and the shipment page's FFA: the telegram as it would
// go, and sending it; and the minute timer that sends them on their settings' intervals and on
// closing the flight, the movements' FSU, the issued AWBs' FWB and the bookings' answers' FFA.

/** How often the outgoing settings' intervals are looked at: the finest interval is 5 minutes. */
const INTERVAL_CHECK_MS = 60_000;

export async function sendRoutes(app: FastifyInstance): Promise<void> {
  serve(app, flightTelegramsApi.preview, async ({ params, request }) => previewFlightTelegram(app.db, requireUser(request), params.id, params.type));
  serve(app, flightTelegramsApi.send, async ({ params, request }) => {
    const sent = await sendFlightTelegram(app.db, requireUser(request), params.id, params.type);
    // The letters are committed: the sender need not wait for its timer.
    app.deliveries.kick();
    return sent;
  });
  // A shipment's FFA and FWB (its info page).
  serve(app, shipmentTelegramsApi.preview, async ({ params, request }) => previewShipmentTelegram(app.db, requireUser(request), params.id, params.type));
  serve(app, shipmentTelegramsApi.send, async ({ params, request }) => {
    const sent = await sendShipmentTelegram(app.db, requireUser(request), params.id, params.type);
    app.deliveries.kick();
    return sent;
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Without a delivery timer (the server tests) nothing goes out by itself: the tests send on purpose.
    if (app.config.delivery.everyMs <= 0) return;
    const check = () =>
      Promise.all([sendDueTelegrams(app.db), sendDueStatuses(app.db), sendDueWaybills(app.db), sendDueAnswers(app.db)])
        .then((written) => {
          if (written.some(Boolean)) app.deliveries.kick();
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'telegrams: the interval sending failed'));
    timer = setInterval(check, INTERVAL_CHECK_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
