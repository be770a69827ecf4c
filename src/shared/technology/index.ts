import { baggagesResource } from './baggages';
import { capacitiesResource } from './capacities';
import { commodityResource } from './commodity';
import { handlersResource } from './handlers';
import { paxesResource } from './paxes';
import { payloadsResource } from './payloads';
import { quotasResource } from './quotas';
import { routesResource } from './routes';
import { rulesResource } from './rules';
import { warehouseResource } from './warehouse';
import { warehouseRulesResource } from './warehouse-rules';

/** The technology handbook's resources (menu group of section 2), by route name. */
export const TECHNOLOGY_RESOURCES = {
  quotas: quotasResource,
  capacities: capacitiesResource,
  paxes: paxesResource,
  baggages: baggagesResource,
  payloads: payloadsResource,
  handlers: handlersResource,
  rules: rulesResource,
  routes: routesResource,
  commodity: commodityResource,
  warehouse: warehouseResource,
  'warehouse-rules': warehouseRulesResource,
};

export * from './abilities';
export * from './baggages';
export * from './capacities';
export * from './commodity';
export * from './flight-number';
export * from './handlers';
export * from './paxes';
export * from './payloads';
export * from './quotas';
export * from './routes';
export * from './rules';
export * from './trunk-matrix';
export * from './warehouse';
export * from './warehouse-rules';
