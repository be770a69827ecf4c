import { PLATFORMS, type LayoutName, type Platform } from '../constants';
import type { RouteDef, RouteParams } from './types';

// The route table of spec section 2: every route, its platforms, access, ability and layout.
// The renderer's guard and menu and the server (SPA answers, per-endpoint abilities) all read it.

const BOTH = PLATFORMS;
const CABINET_ONLY: readonly Platform[] = ['CABINET'];

const isId = (value: string | undefined): boolean => value !== undefined && /^[1-9]\d{0,9}$/.test(value);
/** Detail pages take a numeric id. */
const idParam = (params: RouteParams): boolean => isId(params.id);
/** Edit pages take an optional numeric id. */
const optionalIdParam = (params: RouteParams): boolean => params.id === undefined || isId(params.id);
/** Shipments open by id or by the master AWB number (notification links use `/shipments/{mAwb}`). */
const shipmentParam = (params: RouteParams): boolean =>
  params.id === undefined || isId(params.id) || /^\d{3}-?\d{8}$/.test(params.id);

interface Options {
  platforms?: readonly Platform[];
  layout?: LayoutName;
  validate?: RouteDef['validate'];
  middleware?: readonly string[];
}

function route(name: string, path: string, access: string, ability: string | undefined, options: Options = {}): RouteDef {
  return {
    name,
    path,
    access,
    ...(ability ? { ability } : {}),
    platforms: options.platforms ?? BOTH,
    layout: options.layout ?? 'default',
    ...(options.validate ? { validate: options.validate } : {}),
    ...(options.middleware ? { middleware: options.middleware } : {}),
  };
}

/**
 * Reference-data areas whose paths section 2 leaves out: each has list, info, add and edit
 * screens. The abilities are ours, named in the spec's families (docs/decisions.md lists them).
 */
function handbook(name: string, viewAbility: string, editAbility: string, layout: LayoutName = 'default'): RouteDef[] {
  return [
    route(name, `/${name}`, 'USER', viewAbility, { layout }),
    route(`${name}-add`, `/${name}/add`, 'USER', editAbility),
    route(`${name}-edit`, `/${name}/edit/:id?`, 'USER', editAbility, { validate: optionalIdParam }),
    route(`${name}-info`, `/${name}/:id`, 'USER', viewAbility, { validate: idParam }),
  ];
}

/** List, add, edit and detail pages that section 2 names with their paths. */
function entity(name: string, viewAbility: string, editAbility: string, addOptions: Options = {}): RouteDef[] {
  return [
    route(name, `/${name}`, 'USER', viewAbility),
    route(`${name}-add`, `/${name}/add`, 'USER', editAbility, addOptions),
    route(`${name}-edit`, `/${name}/edit/:id?`, 'USER', editAbility, { validate: optionalIdParam }),
    route(`${name}-info`, `/${name}/:id`, 'USER', viewAbility, { validate: idParam }),
  ];
}

export const ROUTES: readonly RouteDef[] = [
  // Public pages.
  route('index', '/', '*', undefined, { platforms: CABINET_ONLY }),
  route('login', '/login', '*', undefined),
  route('signup', '/signup', '*', undefined, { platforms: CABINET_ONLY, middleware: ['guest'] }),

  // Profile group.
  route('profile', '/profile', 'USER', undefined),
  route('dashboard', '/dashboard', 'USER', undefined, { platforms: CABINET_ONLY }),
  route('notifications', '/notifications', 'USER', 'agent.notification.view'),

  // Booking group.
  route('pricing', '/pricing', 'USER', undefined, { platforms: CABINET_ONLY }),
  route('pricing-info', '/pricing/:id', '*', undefined, { platforms: CABINET_ONLY }),
  route('booking', '/booking/:id?', 'USER', 'shipment.create', { platforms: CABINET_ONLY, validate: optionalIdParam }),
  route('shipments-edit-awb', '/shipments/:id?/edit-awb', 'USER', 'shipment.issue', { validate: shipmentParam }),
  route('shipments-edit-shipment', '/shipments/:id?/edit-shipment', 'USER', 'shipment.change', { validate: shipmentParam }),
  route('shipments', '/shipments/:id?', 'USER', 'shipment.view', { layout: 'block', validate: shipmentParam }),
  route('services', '/services', 'USER', 'shipment.view', { platforms: CABINET_ONLY, layout: 'block' }),
  ...handbook('bookings', 'shipment.booking.view', 'shipment.booking.edit', 'block'),
  route('flights', '/flights', 'USER', 'flights.view', { layout: 'block' }),
  route('flights-add', '/flights/add', 'USER', 'flights.manual.edit'),
  route('flights-info', '/flights/:id', 'USER', 'flights.info.view', { validate: idParam }),

  // Tariffication.
  route('tariffs', '/tariffs', 'USER', 'tariff.fare.view', { layout: 'block' }),
  route('taxes', '/taxes', 'USER', 'tariff.tax.view', { layout: 'block' }),
  route('surcharges', '/surcharges', 'USER', 'tariff.over_price.view', { layout: 'block' }),
  ...handbook('dynamic-pricing', 'tariff.dynamic_pricing.view', 'tariff.dynamic_pricing.edit', 'block'),

  // Information exchange.
  ...handbook('cimp', 'agent.cimp.view', 'agent.cimp.edit'),
  ...handbook('letters', 'agent.letter.view', 'agent.letter.edit'),
  ...handbook('incoming', 'agent.incoming.view', 'agent.incoming.edit', 'block'),
  ...handbook('outgoing', 'agent.outgoing.view', 'agent.outgoing.edit', 'block'),

  // Technology handbook.
  ...handbook('quotas', 'flights.quota.view', 'flights.quota.edit'),
  ...handbook('capacities', 'flights.capacity.view', 'flights.capacity.edit'),
  ...handbook('paxes', 'flights.pax.view', 'flights.pax.edit'),
  ...handbook('baggages', 'flights.baggage.view', 'flights.baggage.edit'),
  ...handbook('payloads', 'flights.payload.view', 'flights.payload.edit'),
  ...handbook('handlers', 'agent.handler.view', 'agent.handler.edit'),
  ...handbook('rules', 'shipment.rule.view', 'shipment.rule.edit'),
  ...handbook('routes', 'flights.route.view', 'flights.route.edit'),
  ...entity('commodity', 'agent.commodity.view', 'agent.commodity.edit'),
  ...handbook('warehouse', 'agent.warehouse.view', 'agent.warehouse.edit'),
  ...handbook('warehouse-rules', 'agent.warehouse_rule.view', 'agent.warehouse_rule.edit'),

  // Financial handbook.
  ...handbook('stocks', 'financialDigest.stock.view', 'financialDigest.stock.edit'),
  ...entity('products', 'financialDigest.products.view', 'financialDigest.products.edit'),
  ...entity('contracts', 'financialDigest.contract.view', 'financialDigest.contract.edit'),
  ...entity('accounts', 'financialDigest.user.view', 'financialDigest.user.edit'),
  ...entity('access-groups', 'financialDigest.group.view', 'financialDigest.group.edit'),
  ...entity('persons', 'agent.person.view', 'agent.person.edit'),
  ...entity('accreditations', 'financialDigest.questionnaire.view', 'financialDigest.questionnaire.edit', {
    platforms: CABINET_ONLY,
  }),

  // Finances.
  route('balance', '/balance', 'USER', 'financial.balance.view', { layout: 'block' }),
  route('payments', '/payments', 'USER', 'financial.payment.view', { layout: 'block' }),
  route('documents', '/documents', 'USER', 'financial.document.view'),

  // Reports, other, settings.
  ...handbook('report-awb', 'shipment.report_awb.view', 'shipment.report_awb.edit', 'block'),
  route('publications', '/publications', 'USER', 'publication.view'),
  route('publications-info', '/publications/:id', 'USER', 'publication.view', { validate: idParam }),
  ...handbook('settings', 'financialDigest.settings.view', 'financialDigest.settings.edit'),

  // Chat.
  route('chats', '/chats', 'USER', 'chat.action.view', { layout: 'chat' }),
  route('chats-add', '/chats/add', 'USER', 'chat.action.chatting', { platforms: CABINET_ONLY, layout: 'chat' }),
  route('chats-info', '/chats/:id', 'USER', 'chat.action.view', { layout: 'chat', validate: idParam }),
];

const byName = new Map(ROUTES.map((r) => [r.name, r]));

export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

export function routesFor(platform: Platform): RouteDef[] {
  return ROUTES.filter((r) => r.platforms.includes(platform));
}
