import type { FastifyInstance } from 'fastify';
import { pricingApi } from '@shared/tariffs/pricing-api';
import { quoteShipment } from '@shared/tariffs/engine';
import { serve } from '../../api/serve';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { loadPricingContext } from './pricing-rows';
import { assertSaleOrigin, quoteContract } from './quote-contract';

// POST /api/pricing/quote: the price engine for one shipment, as every later price (search,
// booking, the AWB) will call it: the rows read once, the engine run in memory.

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  serve(app, pricingApi.quote, async ({ body, request }) => {
    const user = requireUser(request);
    const today = new Date().toISOString().slice(0, 10);
    const { airlineId, contract } = await quoteContract(app.db, user, body.contractId, today);
    assertSaleOrigin(contract, body.departure);
    const context = await loadPricingContext(app.db, { airlineId, departure: body.departure, arrival: body.arrival, transfers: body.transfers, contractId: contract?.id ?? null });
    if (!context) throw new AppError(422, 'resources/tariffs:quote.noTariff', { params: { route: `${body.departure} → ${body.arrival}`, date: body.date } });
    const result = quoteShipment(context, {
      departure: body.departure,
      arrival: body.arrival,
      transfers: body.transfers,
      date: body.date,
      flightNumber: body.flightNumber,
      pieces: body.pieces,
      weight: body.weight,
      volume: body.volume,
      shc: body.shc,
      product: body.product,
      contract: contract ? { id: contract.id, currency: contract.currency, clientCode: contract.clientCode } : null,
      load: body.load,
    });
    if (!result.ok) throw new AppError(422, 'resources/tariffs:quote.noTariff', { params: { route: `${body.departure} → ${body.arrival}`, date: body.date } });
    const { ok: _ok, ...quote } = result;
    return { ...quote, contractId: contract?.id ?? null };
  });
}
