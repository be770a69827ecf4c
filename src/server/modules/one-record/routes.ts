import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LD_JSON, oneRecordApi, parseObjectId } from '@shared/one-record';
import { serve } from '../../api/serve';
import { publicBaseUrl } from '../../lib/base-url';
import { requireUser } from '../../plugins/auth';
import { NotFoundError } from '../../errors';
import { emptyEvents, logisticsEvent, logisticsEvents } from './events';
import { logisticsObject, shipmentOf } from './objects';
import { mySubscriptions, subscribe, unsubscribe } from './subscriptions';
import { authenticateToken, issueToken, listSubscriptions, listTokens, revokeToken, tokenCaller } from './tokens';

// The staff's calls in the airline's settings, and the token holders' ONE Record API in a scope of
// its own, whose guard checks the token before any handler (the session guard lets TOKEN routes by).

const LD_TYPE = `${LD_JSON}; charset=utf-8`;

export async function oneRecordRoutes(app: FastifyInstance): Promise<void> {
  serve(app, oneRecordApi.tokens, async ({ request }) => listTokens(app.db, requireUser(request)));
  serve(app, oneRecordApi.issueToken, async ({ body, request }) => issueToken(app.db, requireUser(request), body), { sessionNeutral: true });
  serve(app, oneRecordApi.revokeToken, async ({ params, request }) => revokeToken(app.db, requireUser(request), params.id), { sessionNeutral: true });
  serve(app, oneRecordApi.subscriptions, async ({ request }) => listSubscriptions(app.db, requireUser(request)));

  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => authenticateToken(app.db, request));
    // ONE Record clients send JSON-LD: read as JSON here (its own scope), as strictly as JSON is elsewhere.
    scope.addContentTypeParser(LD_JSON, { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
    // Ids are written under the configured public origin, else the one the caller reached.
    const originOf = (request: FastifyRequest) => app.config.publicUrl ?? publicBaseUrl(request);

    serve(scope, oneRecordApi.object, async ({ params, request, reply }) => {
      const found = await logisticsObject(app.db, tokenCaller(request).airlineId, originOf(request), parseObjectId(params.id)!);
      if (!found) throw new NotFoundError();
      reply.type(LD_TYPE);
      return found;
    });
    const eventsOf = async (request: FastifyRequest, id: string) => {
      const ref = parseObjectId(id)!;
      // Movements are the shipment's and its AWB's: other objects have no events of their own.
      const shipment = ref.kind === 'shipment' || ref.kind === 'waybill' ? await shipmentOf(app.db, tokenCaller(request).airlineId, ref.id) : null;
      if (!shipment && !(await logisticsObject(app.db, tokenCaller(request).airlineId, originOf(request), ref))) throw new NotFoundError();
      return { ref, shipment };
    };
    serve(scope, oneRecordApi.events, async ({ params, query, request, reply }) => {
      const { ref, shipment } = await eventsOf(request, params.id);
      reply.type(LD_TYPE);
      const window = { ...(query.eventDateFrom ? { from: new Date(query.eventDateFrom) } : {}), ...(query.eventDateTo ? { to: new Date(query.eventDateTo) } : {}) };
      return shipment ? logisticsEvents(app.db, originOf(request), ref, shipment, window, request.t) : emptyEvents(originOf(request), ref);
    });
    serve(scope, oneRecordApi.event, async ({ params, request, reply }) => {
      const { ref, shipment } = await eventsOf(request, params.id);
      const found = shipment ? await logisticsEvent(app.db, originOf(request), ref, shipment, Number(params.eventId), request.t) : null;
      if (!found) throw new NotFoundError();
      reply.type(LD_TYPE);
      return found;
    });
    // Subscribing changes nothing a session is read from.
    serve(
      scope,
      oneRecordApi.subscribe,
      async ({ body, request, reply }) => {
        const made = await subscribe(app.db, tokenCaller(request), originOf(request), body, app.config.delivery.allowPrivateReceivers);
        reply.type(LD_TYPE);
        return made;
      },
      { sessionNeutral: true },
    );
    serve(scope, oneRecordApi.mySubscriptions, async ({ request, reply }) => {
      reply.type(LD_TYPE);
      return mySubscriptions(app.db, tokenCaller(request), originOf(request));
    });
    serve(scope, oneRecordApi.unsubscribe, async ({ params, request }) => unsubscribe(app.db, tokenCaller(request), Number(params.id)), { sessionNeutral: true });
  });
}
