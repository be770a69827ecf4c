import type { FastifyInstance } from 'fastify';
import { contractTariffRoutes } from './contract-tariffs-route';
import { quoteRoutes } from './quote-route';

// The tariffs area's own calls beside its resources: the price engine's quote and a contract's fares.

export async function tariffRoutes(app: FastifyInstance): Promise<void> {
  await quoteRoutes(app);
  await contractTariffRoutes(app);
}
