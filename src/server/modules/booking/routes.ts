import type { FastifyInstance } from 'fastify';
import { bookingApi } from '@shared/booking';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { searchPricing } from './search';
import { variantDetail } from './variant-detail';
import { pruneVariants } from './variants-store';

// The booking area's calls (src/shared/booking/api.ts): the pricing search and a variant's
// shareable detail.

const PRUNE_EVERY_MS = 6 * 3_600_000;

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  serve(app, bookingApi.search, async ({ query, request }) => searchPricing(app.db, requireUser(request), query));
  serve(app, bookingApi.variant, async ({ params, request }) => variantDetail(app.db, request.user, params.id));

  let pruning: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const run = () => pruneVariants(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'pricing variants: pruning failed'));
    void run();
    pruning = setInterval(run, PRUNE_EVERY_MS);
    pruning.unref();
  });
  app.addHook('preClose', async () => clearInterval(pruning));
}
