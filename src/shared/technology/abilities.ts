// The technology handbook's abilities (section 6's families), one pair per handbook.

export const TECHNOLOGY_ABILITIES = {
  quotas: { view: 'flights.quota.view', edit: 'flights.quota.edit' },
  capacities: { view: 'flights.capacity.view', edit: 'flights.capacity.edit' },
  paxes: { view: 'flights.pax.view', edit: 'flights.pax.edit' },
  baggages: { view: 'flights.baggage.view', edit: 'flights.baggage.edit' },
  payloads: { view: 'flights.payload.view', edit: 'flights.payload.edit' },
  handlers: { view: 'agent.handler.view', edit: 'agent.handler.edit' },
  rules: { view: 'shipment.rule.view', edit: 'shipment.rule.edit' },
  routes: { view: 'flights.route.view', edit: 'flights.route.edit' },
  commodity: { view: 'agent.commodity.view', edit: 'agent.commodity.edit' },
  warehouse: { view: 'agent.warehouse.view', edit: 'agent.warehouse.edit' },
  'warehouse-rules': { view: 'agent.warehouse_rule.view', edit: 'agent.warehouse_rule.edit' },
} as const;
