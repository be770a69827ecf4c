import { ACCOUNT_ABILITIES } from '../accounts/abilities';
import { ACCREDITATION_ABILITIES } from '../accreditations/abilities';
import { BOOKING_ABILITIES } from '../booking/abilities';
import { CHAT_ABILITIES } from '../chat/abilities';
import { FINANCE_ABILITIES } from '../finance/abilities';
import { FLIGHT_ABILITIES } from '../flights/abilities';
import { MESSAGING_ABILITIES } from '../messaging/abilities';
import { NOTIFICATION_ABILITIES } from '../notifications/abilities';
import { NOTIFICATION_GROUPS } from '../notifications/schemas';
import { PARTY_ABILITIES } from '../parties/abilities';
import { PUBLICATION_ABILITIES } from '../publications/abilities';
import { REPORT_ABILITIES } from '../reports/abilities';
import { SETTINGS_ABILITIES } from '../settings/abilities';
import { SHIPMENT_ABILITIES } from '../shipments/abilities';
import { STOCK_ABILITIES } from '../stocks/abilities';
import { TARIFF_ABILITIES } from '../tariffs/abilities';
import { TECHNOLOGY_ABILITIES } from '../technology/abilities';
import { WEBHOOK_ABILITIES } from '../webhooks/abilities';
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

/** Section 2: the notifications page takes its group as a route parameter, one of section 3's groups, or none for all. */
const notificationGroupParam = (params: RouteParams): boolean =>
  params.group === undefined || (NOTIFICATION_GROUPS as readonly string[]).includes(params.group);

/** An area's pair of abilities for a list and its edit pages. */
interface ViewEdit {
  view: string;
  edit: string;
  /** The add page's ability when it is not the edit pages' (booking for a client). */
  add?: string;
}

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
function handbook(name: string, { view: viewAbility, edit: editAbility, add: addAbility = editAbility }: ViewEdit, layout: LayoutName = 'default'): RouteDef[] {
  return [
    route(name, `/${name}`, 'USER', viewAbility, { layout }),
    route(`${name}-add`, `/${name}/add`, 'USER', addAbility),
    route(`${name}-edit`, `/${name}/edit/:id?`, 'USER', editAbility, { validate: optionalIdParam }),
    route(`${name}-info`, `/${name}/:id`, 'USER', viewAbility, { validate: idParam }),
  ];
}

/** List, add, edit and detail pages that section 2 names with their paths. */
function entity(name: string, { view: viewAbility, edit: editAbility }: ViewEdit, addOptions: Options = {}): RouteDef[] {
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
  // Ours, not section 2's: a forgotten password is reset through a link sent by e-mail, on both
  // platforms, as the login page is on both.
  route('forgot-password', '/forgot-password', '*', undefined),
  route('reset-password', '/reset-password', '*', undefined),

  // Profile group.
  route('profile', '/profile', 'USER', undefined),
  route('dashboard', '/dashboard', 'USER', undefined, { platforms: CABINET_ONLY }),
  route('notifications', '/notifications/:group?', 'USER', NOTIFICATION_ABILITIES.view, { validate: notificationGroupParam }),
  // Ours (issue 19): a client's receivers of its events, in the cabinet only.
  route('webhooks', '/webhooks', 'USER', WEBHOOK_ABILITIES.view, { platforms: CABINET_ONLY }),
  route('webhooks-add', '/webhooks/add', 'USER', WEBHOOK_ABILITIES.edit, { platforms: CABINET_ONLY }),
  route('webhooks-edit', '/webhooks/edit/:id?', 'USER', WEBHOOK_ABILITIES.edit, { platforms: CABINET_ONLY, validate: optionalIdParam }),
  route('webhooks-info', '/webhooks/:id', 'USER', WEBHOOK_ABILITIES.view, { platforms: CABINET_ONLY, validate: idParam }),

  // Booking group.
  route('pricing', '/pricing', 'USER', undefined, { platforms: CABINET_ONLY }),
  route('pricing-info', '/pricing/:id', '*', undefined, { platforms: CABINET_ONLY }),
  route('booking', '/booking/:id?', 'USER', SHIPMENT_ABILITIES.create, { platforms: CABINET_ONLY, validate: optionalIdParam }),
  route('shipments-edit-awb', '/shipments/:id?/edit-awb', 'USER', SHIPMENT_ABILITIES.issue, { validate: shipmentParam }),
  route('shipments-edit-shipment', '/shipments/:id?/edit-shipment', 'USER', SHIPMENT_ABILITIES.change, { validate: shipmentParam }),
  route('shipments', '/shipments/:id?', 'USER', SHIPMENT_ABILITIES.view, { layout: 'block', validate: shipmentParam }),
  route('services', '/services', 'USER', SHIPMENT_ABILITIES.view, { platforms: CABINET_ONLY, layout: 'block' }),
  // Bookings: the list and a shipment's bookings to those who see bookings; the add page is the
  // airline's booking for a client; edit is the airline's processing (no page of its own: a
  // booking is answered, moved and cancelled on its shipment's page).
  ...handbook('bookings', { ...BOOKING_ABILITIES.bookings, add: BOOKING_ABILITIES.bookings.client }, 'block'),
  route('flights', '/flights', 'USER', FLIGHT_ABILITIES.view, { layout: 'block' }),
  route('flights-add', '/flights/add', 'USER', FLIGHT_ABILITIES.manualEdit),
  route('flights-edit', '/flights/edit/:id', 'USER', FLIGHT_ABILITIES.manualEdit, { validate: idParam }),
  route('flights-info', '/flights/:id', 'USER', FLIGHT_ABILITIES.info, { validate: idParam }),

  // Tariffication.
  ...handbook('tariffs', TARIFF_ABILITIES.fares, 'block'),
  ...handbook('taxes', TARIFF_ABILITIES.taxes, 'block'),
  ...handbook('surcharges', TARIFF_ABILITIES.surcharges, 'block'),
  ...handbook('dynamic-pricing', TARIFF_ABILITIES['dynamic-pricing'], 'block'),

  // Information exchange.
  ...handbook('cimp', MESSAGING_ABILITIES.cimp),
  ...handbook('letters', MESSAGING_ABILITIES.letters),
  ...handbook('incoming', MESSAGING_ABILITIES.incoming, 'block'),
  ...handbook('outgoing', MESSAGING_ABILITIES.outgoing, 'block'),

  // Technology handbook.
  ...handbook('quotas', TECHNOLOGY_ABILITIES.quotas),
  ...handbook('capacities', TECHNOLOGY_ABILITIES.capacities),
  ...handbook('paxes', TECHNOLOGY_ABILITIES.paxes),
  ...handbook('baggages', TECHNOLOGY_ABILITIES.baggages),
  ...handbook('payloads', TECHNOLOGY_ABILITIES.payloads),
  ...handbook('handlers', TECHNOLOGY_ABILITIES.handlers),
  ...handbook('rules', TECHNOLOGY_ABILITIES.rules),
  ...handbook('routes', TECHNOLOGY_ABILITIES.routes),
  ...entity('commodity', TECHNOLOGY_ABILITIES.commodity),
  ...handbook('warehouse', TECHNOLOGY_ABILITIES.warehouse),
  ...handbook('warehouse-rules', TECHNOLOGY_ABILITIES['warehouse-rules']),

  // Financial handbook.
  ...handbook('stocks', STOCK_ABILITIES),
  ...entity('products', TARIFF_ABILITIES.products),
  ...entity('contracts', PARTY_ABILITIES.contracts),
  ...entity('accounts', ACCOUNT_ABILITIES.accounts),
  ...entity('access-groups', ACCOUNT_ABILITIES['access-groups']),
  ...entity('persons', PARTY_ABILITIES.persons),
  ...entity('accreditations', ACCREDITATION_ABILITIES, {
    platforms: CABINET_ONLY,
  }),

  // Finances.
  route('balance', '/balance', 'USER', FINANCE_ABILITIES.balance, { layout: 'block' }),
  route('payments', '/payments', 'USER', FINANCE_ABILITIES.payments, { layout: 'block' }),
  route('documents', '/documents', 'USER', FINANCE_ABILITIES.documents),

  // Reports, other, settings.
  ...handbook('report-awb', REPORT_ABILITIES['report-awb'], 'block'),
  route('publications', '/publications', 'USER', PUBLICATION_ABILITIES.view),
  route('publications-add', '/publications/add', 'USER', PUBLICATION_ABILITIES.edit),
  route('publications-edit', '/publications/:id/edit', 'USER', PUBLICATION_ABILITIES.edit, { validate: idParam }),
  route('publications-info', '/publications/:id', 'USER', PUBLICATION_ABILITIES.view, { validate: idParam }),
  ...handbook('settings', SETTINGS_ABILITIES),

  // Chat.
  route('chats', '/chats', 'USER', CHAT_ABILITIES.view, { layout: 'chat' }),
  route('chats-add', '/chats/add', 'USER', CHAT_ABILITIES.chatting, { platforms: CABINET_ONLY, layout: 'chat' }),
  route('chats-info', '/chats/:id', 'USER', CHAT_ABILITIES.view, { layout: 'chat', validate: idParam }),
];

const byName = new Map(ROUTES.map((r) => [r.name, r]));

export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

export function routesFor(platform: Platform): RouteDef[] {
  return ROUTES.filter((r) => r.platforms.includes(platform));
}
