import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractTariffsApi } from '@shared/tariffs/contract-tariffs-api';
import { serve } from '../../api/serve';
import { contracts } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { findRow } from '../../resources/query';
import { contractsBinding } from '../parties';
import { listContractTariffs } from './contract-tariffs';

// GET /api/handbooks/contracts/id-{id}/tariffs: a contract's Tariffs tab. The contract must be one
// the caller reaches under the contracts' view ability (a client its own, staff their airline's);
// another answers 404, as its info page does. Its airline and points of sale say which fares apply.

export async function contractTariffRoutes(app: FastifyInstance): Promise<void> {
  const { view } = contractsBinding.def.abilities;

  serve(app, contractTariffsApi.list, async ({ params, query, request }) => {
    const user = requireUser(request);
    const contract = await findRow(app, contractsBinding, user, view, params.id);
    if (!contract) throw new NotFoundError();
    const [row] = await app.db
      .select({ id: contracts.id, airlineId: contracts.airlineId, saleOriginPoints: contracts.saleOriginPoints })
      .from(contracts)
      .where(eq(contracts.id, contract.id));
    if (!row) throw new NotFoundError();
    return listContractTariffs(app.db, row, query, new Date().toISOString().slice(0, 10));
  });
}
