import { sql } from 'drizzle-orm';
import { baggagesResource } from '@shared/technology/baggages';
import { capacitiesResource } from '@shared/technology/capacities';
import { commodityResource } from '@shared/technology/commodity';
import { handlersResource } from '@shared/technology/handlers';
import { paxesResource } from '@shared/technology/paxes';
import { payloadsResource } from '@shared/technology/payloads';
import { quotasResource } from '@shared/technology/quotas';
import { routesResource } from '@shared/technology/routes';
import { rulesResource } from '@shared/technology/rules';
import { warehouseResource } from '@shared/technology/warehouse';
import { warehouseRulesResource } from '@shared/technology/warehouse-rules';
import {
  allowedRoutes,
  baggages,
  bookingRules,
  capacities,
  commodities,
  contractors,
  contracts,
  handlers,
  paxes,
  payloads,
  quotas,
  warehouseRules,
  warehouses,
} from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';
import { subquery } from '../../resources/subquery';
import { checkCapacityUnique, checkPaxSeats, checkPayloadUnique, checkQuotaContract, checkWarehouseRuleUnique, uniqueWithin } from './checks';

export const handlersBinding: ResourceBinding = { def: handlersResource, table: handlers };
export const routesBinding: ResourceBinding = { def: routesResource, table: allowedRoutes };

/**
 * Quotas belong to an agent's contract: client users whose group holds the view ability see their
 * own contracts' quotas (the contractor through the contract), never another agent's.
 */
export const quotasBinding: ResourceBinding = {
  def: quotasResource,
  table: quotas,
  contractor: subquery(sql`select ${contracts.contractorId} from ${contracts} where ${contracts.id} = ${quotas.contractId}`),
  extras: {
    contractor: subquery<string>(sql`select ${contractors.name} from ${contracts} join ${contractors} on ${contractors.id} = ${contracts.contractorId} where ${contracts.id} = ${quotas.contractId}`),
  },
  prepare: async (ctx, input) => {
    await checkQuotaContract(ctx, input);
    return input;
  },
};

export const capacitiesBinding: ResourceBinding = {
  def: capacitiesResource,
  table: capacities,
  prepare: async (ctx, input, existing) => {
    await checkCapacityUnique(ctx, input, existing);
    return input;
  },
};

export const paxesBinding: ResourceBinding = {
  def: paxesResource,
  table: paxes,
  prepare: async (ctx, input) => {
    await checkPaxSeats(ctx, input);
    return input;
  },
};

export const baggagesBinding: ResourceBinding = {
  def: baggagesResource,
  table: baggages,
  prepare: async (ctx, input, existing) => {
    await uniqueWithin(ctx, baggages, existing, { departure: input.departure, arrival: input.arrival, season: input.season }, 'season', 'resources/baggages:errors.exists');
    return input;
  },
};

export const payloadsBinding: ResourceBinding = {
  def: payloadsResource,
  table: payloads,
  prepare: async (ctx, input, existing) => {
    await checkPayloadUnique(ctx, input, existing);
    return input;
  },
};

export const rulesBinding: ResourceBinding = { def: rulesResource, table: bookingRules };

export const commodityBinding: ResourceBinding = {
  def: commodityResource,
  table: commodities,
  prepare: async (ctx, input, existing) => {
    await uniqueWithin(ctx, commodities, existing, { code: input.code }, 'code', 'resources/commodity:errors.codeTaken');
    return input;
  },
};

export const warehouseBinding: ResourceBinding = {
  def: warehouseResource,
  table: warehouses,
  prepare: async (ctx, input, existing) => {
    await uniqueWithin(ctx, warehouses, existing, { code: input.code }, 'code', 'resources/warehouse:errors.codeTaken');
    return input;
  },
};

export const warehouseRulesBinding: ResourceBinding = {
  def: warehouseRulesResource,
  table: warehouseRules,
  extras: { airport: subquery<string>(sql`select ${warehouses.airport} from ${warehouses} where ${warehouses.id} = ${warehouseRules.warehouseId}`) },
  prepare: async (ctx, input, existing) => {
    await checkWarehouseRuleUnique(ctx, input, existing);
    return input;
  },
};

/** The server side of the technology handbook's resources. */
export const TECHNOLOGY_BINDINGS = {
  quotas: quotasBinding,
  capacities: capacitiesBinding,
  paxes: paxesBinding,
  baggages: baggagesBinding,
  payloads: payloadsBinding,
  handlers: handlersBinding,
  rules: rulesBinding,
  routes: routesBinding,
  commodity: commodityBinding,
  warehouse: warehouseBinding,
  'warehouse-rules': warehouseRulesBinding,
};
