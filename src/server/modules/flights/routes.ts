import type { FastifyInstance } from 'fastify';
import { FLIGHT_ABILITIES, flightsApi } from '@shared/flights';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { cancelFlight, setClosing, setEstimate, setSale, setStatus } from './actions';
import { flightInfo } from './info';
import { recordInforming } from './informing';
import { listFlights } from './list';
import { changeSchedule, createFlights } from './schedule-write';
import { importSsim } from './ssim-import';

// The flights area's calls (src/shared/flights/api.ts): the legs list, a flight's info, adding a
// flight and changing its schedule (by hand or from an SSIM file), and the info page's actions.

const confirmed = (value: string | undefined): boolean => value === '1' || value === 'true';

export async function flightRoutes(app: FastifyInstance): Promise<void> {
  serve(app, flightsApi.list, async ({ query, request }) => listFlights(app.db, requireUser(request), FLIGHT_ABILITIES.view, query));
  serve(app, flightsApi.info, async ({ params, request }) => flightInfo(app.db, requireUser(request), params.id));
  serve(app, flightsApi.create, async ({ body, request }) => createFlights(app.db, requireUser(request), body));
  serve(app, flightsApi.ssim, async ({ body, request }) => importSsim(app.db, requireUser(request), body, request.t));
  serve(app, flightsApi.schedule, async ({ params, body, request }) => changeSchedule(app.db, requireUser(request), params.id, body));
  serve(app, flightsApi.sale, async ({ params, body, request }) => setSale(app.db, requireUser(request), params.id, body.closed));
  serve(app, flightsApi.closing, async ({ params, body, request }) => setClosing(app.db, requireUser(request), params.id, body.closed));
  serve(app, flightsApi.status, async ({ params, body, request }) => setStatus(app.db, requireUser(request), params.id, body.status));
  serve(app, flightsApi.estimate, async ({ params, body, request }) => setEstimate(app.db, requireUser(request), params.id, body));
  serve(app, flightsApi.cancel, async ({ params, query, request }) => {
    const user = requireUser(request);
    await cancelFlight(app.db, user, params.id, confirmed(query.confirm));
    return flightInfo(app.db, user, params.id);
  });
  serve(app, flightsApi.informing, async ({ params, body, request }) => {
    const user = requireUser(request);
    const flightId = await recordInforming(app.db, user, params.id, body);
    return flightInfo(app.db, user, flightId);
  });
}
