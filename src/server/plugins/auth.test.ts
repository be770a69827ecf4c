import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { BOOKING_ABILITIES } from '@shared/booking';
import { FLIGHT_ABILITIES } from '@shared/flights';
import { MESSAGING_ABILITIES } from '@shared/messaging/abilities';
import { FFM_VKO_EVN } from '@shared/messaging/cimp/specimens/ffm';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '@shared/accounts/demo-groups';
import { REPORT_ABILITIES } from '@shared/reports/abilities';
import { RESOURCES } from '@shared/resources';
import { lookupApi } from '@shared/resources/lookup-api';
import { LOOKUP_NAMES } from '@shared/resources/lookups';
import { PUBLICATION_ABILITIES } from '@shared/publications/abilities';
import { SETTINGS_ABILITIES } from '@shared/settings/abilities';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { WEBHOOK_ABILITIES } from '@shared/webhooks/abilities';
import { accessGroupAbilities, accessGroups, contracts, shipments } from '../db/schema';
import { DEMO_PASSWORD, DEMO_TRACKED_AWB } from '../db/seed/demo-facts';
import { createTestServer, DEMO_USERS, type DemoUser, type TestServer } from '../test/harness';

// Who may call what: every /api endpoint the app registers, for every demo role and for an
// anonymous caller. The inventory test makes an endpoint added without a row here fail the suite.

type Caller = 'anonymous' | DemoUser;
const CALLERS: readonly Caller[] = ['anonymous', 'airline', 'agent', 'shipper', 'preshipper', 'newclient'];

interface Endpoint {
  /** What the route declares: checked against the app, so a changed guard needs a changed row. */
  access: string;
  ability?: string;
  request(): InjectOptions;
  /** Logout, login and signup end the session they are called with: such a row signs in afresh for each caller. */
  endsSession?: boolean;
  /** A 403 that says why in the endpoint's own words (prices need a contract), instead of the generic one. */
  forbidden?: string;
  /** Status per caller, in the order of CALLERS. */
  expected: readonly [anonymous: number, airline: number, agent: number, shipper: number, preshipper: number, newclient: number];
}

let server: TestServer;
const headers = {} as Record<Caller, Record<string, string>>;
/** A shipment of the agent's contractor (the demo's tracked AWB). */
let agentShipmentId: number;
/** The agent's contract (UT-AG-2024/017). */
let agentContractId: number;
let signups = 0;

const ENDPOINTS: Record<string, Endpoint> = {
  'POST /api/login': {
    access: '*',
    // Signing in again ends the caller's current session.
    endsSession: true,
    request: () => ({ method: 'POST', url: '/api/login', payload: { username: DEMO_USERS.agent, password: DEMO_PASSWORD } }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  'POST /api/secure/registration': {
    access: '*',
    endsSession: true,
    request: () => {
      const password = 'registration-1';
      const email = `authz-${(signups += 1)}@example.test`;
      return { method: 'POST', url: '/api/secure/registration', payload: { name: 'Authz', email, password, confirmPassword: password, timeZone: 'Europe/Moscow' } };
    },
    expected: [200, 200, 200, 200, 200, 200],
  },
  'POST /api/logout': {
    access: '*',
    endsSession: true,
    request: () => ({ method: 'POST', url: '/api/logout' }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  'GET /api/user': {
    access: 'USER',
    request: () => ({ method: 'GET', url: '/api/user' }),
    expected: [401, 200, 200, 200, 200, 200],
  },
  // The dashboard: every signed-in user; its blocks are decided inside from the caller's abilities.
  'GET /api/dashboard': {
    access: 'USER',
    request: () => ({ method: 'GET', url: '/api/dashboard' }),
    expected: [401, 200, 200, 200, 200, 200],
  },
  'PUT /api/user/password': {
    access: 'USER',
    // An empty body: refused on its fields once the caller is known, so no password changes here.
    request: () => ({ method: 'PUT', url: '/api/user/password', payload: {} }),
    expected: [401, 400, 400, 400, 400, 400],
  },
  'POST /api/secure/forgot-password': {
    access: '*',
    // Anyone may ask, for any address; a new one each time stays under the per-address limit.
    request: () => ({ method: 'POST', url: '/api/secure/forgot-password', payload: { email: `authz-forgot-${(signups += 1)}@example.test` } }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  'POST /api/secure/reset-password/check': {
    access: '*',
    request: () => ({ method: 'POST', url: '/api/secure/reset-password/check', payload: { token: 'not-a-reset-link' } }),
    expected: [400, 400, 400, 400, 400, 400],
  },
  'POST /api/secure/reset-password': {
    access: '*',
    request: () => ({ method: 'POST', url: '/api/secure/reset-password', payload: { token: 'not-a-reset-link', password: 'reset-pass-1', confirmPassword: 'reset-pass-1' } }),
    expected: [400, 400, 400, 400, 400, 400],
  },
  'GET /api/shipments/tracking/:awb': {
    access: '*',
    request: () => ({ method: 'GET', url: `/api/shipments/tracking/${DEMO_TRACKED_AWB}` }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  'GET /api/shipments': {
    access: 'USER',
    ability: 'shipment.view',
    request: () => ({ method: 'GET', url: '/api/shipments' }),
    // The approved shipper and the newcomer hold no shipment.view.
    expected: [401, 200, 200, 200, 403, 403],
  },
  'GET /api/shipments/id-:id': {
    access: 'USER',
    ability: 'shipment.view',
    request: () => ({ method: 'GET', url: `/api/shipments/id-${agentShipmentId}` }),
    // The shipper holds the ability, but the agent's shipment lies outside its rows (404, not 403).
    expected: [401, 200, 200, 404, 403, 403],
  },
};

// The generic calls of every resource and every lookup, with what each demo role gets: holders of
// the ability pass the guard (and then hear about the body or the missing row), others get 403.
const GROUP_OF: Record<DemoUser, keyof typeof DEMO_GROUPS> = {
  airline: 'airline',
  agent: 'agent',
  shipper: 'shipper',
  preshipper: 'approvedShipper',
  newclient: 'newcomer',
};
const holds = (caller: Caller, ability: string): boolean =>
  caller !== 'anonymous' && DEMO_GROUPS[GROUP_OF[caller]].abilities.some((a) => a.ability === ability);
const APPLICANTS: readonly Caller[] = ['preshipper', 'newclient'];
const answers = (ability: string, passed: number) =>
  CALLERS.map((caller) => (caller === 'anonymous' ? 401 : holds(caller, ability) ? passed : 403)) as unknown as Endpoint['expected'];

for (const def of Object.values(RESOURCES)) {
  const base = `/api${def.path}`;
  const { view, edit } = def.abilities;
  const row = (method: 'GET' | 'PUT' | 'DELETE', ability: string, passed: number) => ({
    access: 'USER',
    ability,
    request: (): InjectOptions => ({ method, url: `${base}/id-999999`, ...(method === 'PUT' ? { payload: {} } : {}) }),
    expected: answers(ability, passed),
  });
  ENDPOINTS[`GET ${base}`] = { access: 'USER', ability: view, request: () => ({ method: 'GET', url: base }), expected: answers(view, 200) };
  ENDPOINTS[`GET ${base}/xlsx`] = { access: 'USER', ability: view, request: () => ({ method: 'GET', url: `${base}/xlsx` }), expected: answers(view, 200) };
  ENDPOINTS[`GET ${base}/id-:id`] = row('GET', view, 404);
  ENDPOINTS[`POST ${base}`] = { access: 'USER', ability: edit, request: () => ({ method: 'POST', url: base, payload: {} }), expected: answers(edit, 400) };
  // The body is checked before the row is looked for: an empty one is a 400 whatever the id.
  ENDPOINTS[`PUT ${base}/id-:id`] = row('PUT', edit, 400);
  ENDPOINTS[`DELETE ${base}/id-:id`] = row('DELETE', edit, 404);
  // Companies still applying import nothing, whatever they may edit, and nobody imports into a
  // resource that takes no sheets (import-rights.ts).
  const importers = answers(edit, 415).map((status, index) => (status === 401 ? 401 : APPLICANTS.includes(CALLERS[index]!) || def.importable === false ? 403 : status)) as unknown as Endpoint['expected'];
  ENDPOINTS[`POST ${base}/upload`] = { access: 'USER', ability: edit, request: () => ({ method: 'POST', url: `${base}/upload`, payload: {} }), expected: importers };
}

// A stock's own calls (stock info and void): the view ability lists its numbers, the edit ability
// voids them; an unknown stock is 404, an empty void body 400.
{
  const { view, edit } = RESOURCES.stocks.abilities;
  const stock = `/api${RESOURCES.stocks.path}/id-:id`;
  ENDPOINTS[`GET ${stock}/items`] = { access: 'USER', ability: view, request: () => ({ method: 'GET', url: `/api${RESOURCES.stocks.path}/id-999999/items` }), expected: answers(view, 404) };
  ENDPOINTS[`POST ${stock}/void`] = { access: 'USER', ability: edit, request: () => ({ method: 'POST', url: `/api${RESOURCES.stocks.path}/id-999999/void`, payload: {} }), expected: answers(edit, 400) };
}

// Live events (issue 5): discovery and the stream for the holders of the chat or notification
// ability; the stream without a topic is a 400. Chats: the list and count for everyone who may
// chat; an unknown chat is 404 to all; only clients start chats (a JSON body there is 415), only
// staff take or leave a dialog.
{
  const viewChat = 'chat.action.view';
  const notificationView = 'agent.notification.view';
  const chatRow = (method: InjectOptions['method'], url: string, expected: Endpoint['expected'], payload?: object, ability = viewChat): Endpoint => ({
    access: 'USER',
    ability,
    request: () => ({ method, url: url.replace(':id', '999999'), ...(payload ? { payload } : {}) }),
    expected,
  });
  const missing = [401, 404, 404, 404, 404, 404] as const;
  const staffOnly = [401, 404, 403, 403, 403, 403] as const;
  Object.assign(ENDPOINTS, {
    'GET /api/notification': chatRow('GET', '/api/notification', answers(notificationView, 200), undefined, notificationView),
    'GET /api/notification/count': chatRow('GET', '/api/notification/count', answers(notificationView, 200), undefined, notificationView),
    'PATCH /api/notification/view': chatRow('PATCH', '/api/notification/view', answers(notificationView, 200), { strategy: 'all' }, notificationView),
    'GET /api/notification/discovery': chatRow('GET', '/api/notification/discovery', answers(notificationView, 200), undefined, notificationView),
    'GET /api/chat/discovery': chatRow('GET', '/api/chat/discovery', answers(viewChat, 200)),
    'GET /api/live': { access: 'USER', request: () => ({ method: 'GET', url: '/api/live' }), expected: [401, 400, 400, 400, 400, 400] },
    'GET /api/chat': chatRow('GET', '/api/chat', answers(viewChat, 200)),
    'GET /api/chat/id-:id': chatRow('GET', '/api/chat/id-:id', missing),
    'GET /api/chat/message/count': chatRow('GET', '/api/chat/message/count', answers(viewChat, 200)),
    'POST /api/chat': chatRow('POST', '/api/chat', [401, 403, 415, 415, 415, 415], {}, 'chat.action.chatting'),
    'POST /api/chat/id-:id/message': chatRow('POST', '/api/chat/id-:id/message', missing, {}),
    'GET /api/chat/id-:id/message': chatRow('GET', '/api/chat/id-:id/message', missing),
    'PATCH /api/chat/id-:id/view': chatRow('PATCH', '/api/chat/id-:id/view', missing, { messageId: 1 }),
    'PATCH /api/chat/id-:id/join': chatRow('PATCH', '/api/chat/id-:id/join', staffOnly),
    'PATCH /api/chat/id-:id/leave': chatRow('PATCH', '/api/chat/id-:id/leave', staffOnly),
    'POST /api/chat/id-:id/writing': chatRow('POST', '/api/chat/id-:id/writing', missing),
    'GET /api/chat/message/attachment/id-:id': chatRow('GET', '/api/chat/message/attachment/id-:id', missing),
    'DELETE /api/chat/message/id-:id': chatRow('DELETE', '/api/chat/message/id-:id', missing),
  } satisfies Record<string, Endpoint>);
}

for (const name of LOOKUP_NAMES) {
  const { access } = lookupApi(name);
  ENDPOINTS[`GET /api/autocomplete/${name}`] = {
    access,
    request: () => ({ method: 'GET', url: `/api/autocomplete/${name}?q=a` }),
    expected: CALLERS.map((caller) => (access === 'USER' && caller === 'anonymous' ? 401 : 200)) as unknown as Endpoint['expected'],
  };
}

// Prices: staff on public fares, a client under its own contract in force (the shipper's sells
// from SLY and NUX only: 422), a company without a contract 403.
ENDPOINTS['POST /api/pricing/quote'] = {
  access: 'USER',
  request: () => ({ method: 'POST', url: '/api/pricing/quote', payload: { departure: 'TJM', arrival: 'KZN', date: '2026-12-01', pieces: 1, weight: 50 } }),
  forbidden: 'Цены показываются по действующему договору: сначала заключите договор с авиакомпанией',
  expected: [401, 200, 200, 422, 403, 403],
};

// The pricing search: every signed-in user; a company without a contract in force sees the
// schedule without prices rather than a refusal, and the shipper's contract sells from SLY and NUX
// only (422). A shared variant is public: a well-formed id nobody made is a 404 to anyone.
ENDPOINTS['GET /api/pricing/search'] = {
  access: 'USER',
  request: () => ({ method: 'GET', url: '/api/pricing/search?departure=TJM&arrival=KZN&date=2026-12-01&pieces=1&weight=50' }),
  expected: [401, 200, 200, 422, 200, 200],
};
// Flights typed by hand: the search's rules, so the shipper is refused TJM (422) and a flight nobody
// flies is a 400 on the field for everyone else who may search.
ENDPOINTS['POST /api/pricing/flights'] = {
  access: 'USER',
  request: () => ({ method: 'POST', url: '/api/pricing/flights', payload: { departure: 'TJM', arrival: 'KZN', date: '2026-12-01', pieces: 1, weight: 50, flights: ['UT9999'] } }),
  expected: [401, 400, 400, 422, 400, 400],
};
ENDPOINTS['GET /api/pricing/variants/:id'] = {
  access: '*',
  request: () => ({ method: 'GET', url: '/api/pricing/variants/AAAAAAAAAAAAAAAAAAAAAA' }),
  expected: [404, 404, 404, 404, 404, 404],
};

// Booking: a client's `shipment.create` or the staff's booking for a client, checked before the
// body's legs (unknown here: 400; the staff's missing contract: 400); the applicants hold neither.
// The bookings list and a shipment's bookings under the bookings view; answering is the airline's.
ENDPOINTS['POST /api/bookings'] = {
  access: 'USER',
  request: () => ({ method: 'POST', url: '/api/bookings', payload: { legIds: [999999], awb: '298-12345675', cargoName: 'Запчасти', pieces: 1, weight: 10 } }),
  expected: [401, 400, 400, 400, 403, 403],
};
// Shipments and their AWBs (issue 17): a shipment nobody has (404) to those holding the ability.
const AWB_BODY = { participants: {}, cargoName: 'Запчасти', awb: {} };
ENDPOINTS['GET /api/shipments/xlsx'] = { access: 'USER', ability: SHIPMENT_ABILITIES.view, request: () => ({ method: 'GET', url: '/api/shipments/xlsx' }), expected: answers(SHIPMENT_ABILITIES.view, 200) };
ENDPOINTS['GET /api/shipments/awb/:awb'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'GET', url: `/api/shipments/awb/${DEMO_TRACKED_AWB}` }),
  // The agent's shipment: the shipper holds the ability but not the row.
  expected: [401, 200, 200, 404, 403, 403],
};
ENDPOINTS['PUT /api/shipments/id-:id/awb'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'PUT', url: '/api/shipments/id-999999/awb', payload: AWB_BODY }),
  expected: answers(SHIPMENT_ABILITIES.view, 404),
};
for (const [path, ability, payload] of [
  ['issue', SHIPMENT_ABILITIES.issue, { consent: true }],
  ['confirm', SHIPMENT_ABILITIES.confirm, {}],
  ['undo-confirm', SHIPMENT_ABILITIES.confirm, { comment: 'Проверить получателя' }],
  ['accept', SHIPMENT_ABILITIES.accept, { pieces: 1, weight: 10 }],
  ['unaccept', SHIPMENT_ABILITIES.accept, { comment: 'Ошибка приёма' }],
  ['movements', SHIPMENT_ABILITIES.movements, { status: 'RCS', place: 'TJM', pieces: 1, weight: 10 }],
] as const) {
  ENDPOINTS[`POST /api/shipments/id-:id/${path}`] = {
    access: 'USER',
    ability,
    request: () => ({ method: 'POST', url: `/api/shipments/id-999999/${path}`, payload }),
    expected: answers(ability, 404),
  };
}
ENDPOINTS['PUT /api/shipments/id-:id/cargo'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.change,
  request: () => ({ method: 'PUT', url: '/api/shipments/id-999999/cargo', payload: { pieces: 1, weight: 10 } }),
  expected: answers(SHIPMENT_ABILITIES.change, 404),
};
ENDPOINTS['GET /api/shipments/id-:id/refund-quote'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'GET', url: '/api/shipments/id-999999/refund-quote' }),
  expected: answers(SHIPMENT_ABILITIES.view, 404),
};
ENDPOINTS['POST /api/shipments/id-:id/refunds'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.refund,
  request: () => ({ method: 'POST', url: '/api/shipments/id-999999/refunds', payload: { type: 'voluntary', agree: true } }),
  expected: answers(SHIPMENT_ABILITIES.refund, 404),
};
ENDPOINTS['POST /api/shipments/refunds/id-:id/answer'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.refundProcess,
  request: () => ({ method: 'POST', url: '/api/shipments/refunds/id-999999/answer', payload: { decision: 'rejected' } }),
  expected: answers(SHIPMENT_ABILITIES.refundProcess, 404),
};
ENDPOINTS['POST /api/shipments/refunds/id-:id/cancel'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.refund,
  request: () => ({ method: 'POST', url: '/api/shipments/refunds/id-999999/cancel' }),
  expected: answers(SHIPMENT_ABILITIES.refund, 404),
};
ENDPOINTS['POST /api/shipments/id-:id/attachments'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  // Not multipart: refused once the caller passes the guard.
  request: () => ({ method: 'POST', url: '/api/shipments/id-999999/attachments', payload: {} }),
  expected: answers(SHIPMENT_ABILITIES.view, 415),
};
ENDPOINTS['GET /api/shipments/attachments/id-:id'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'GET', url: '/api/shipments/attachments/id-999999' }),
  expected: answers(SHIPMENT_ABILITIES.view, 404),
};
ENDPOINTS['DELETE /api/shipments/attachments/id-:id'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'DELETE', url: '/api/shipments/attachments/id-999999' }),
  expected: answers(SHIPMENT_ABILITIES.view, 404),
};
ENDPOINTS['GET /api/services'] = { access: 'USER', ability: SHIPMENT_ABILITIES.view, request: () => ({ method: 'GET', url: '/api/services' }), expected: answers(SHIPMENT_ABILITIES.view, 200) };
ENDPOINTS['GET /api/shipments/id-:id/service-offers'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'GET', url: '/api/shipments/id-999999/service-offers' }),
  expected: answers(SHIPMENT_ABILITIES.view, 404),
};
ENDPOINTS['POST /api/shipments/id-:id/services'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.services,
  request: () => ({ method: 'POST', url: '/api/shipments/id-999999/services', payload: { surchargeId: 1, quantity: 1 } }),
  expected: answers(SHIPMENT_ABILITIES.services, 404),
};
ENDPOINTS['POST /api/services/id-:id/done'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.servicesProcess,
  request: () => ({ method: 'POST', url: '/api/services/id-999999/done' }),
  expected: answers(SHIPMENT_ABILITIES.servicesProcess, 404),
};
ENDPOINTS['POST /api/services/id-:id/cancel'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'POST', url: '/api/services/id-999999/cancel' }),
  expected: answers(SHIPMENT_ABILITIES.view, 404),
};
ENDPOINTS['GET /api/shipments/id-:id/print/:form'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'GET', url: '/api/shipments/id-999999/print/a4' }),
  expected: answers(SHIPMENT_ABILITIES.view, 404),
};
ENDPOINTS['GET /api/shipments/print/calibration/:form'] = {
  access: 'USER',
  ability: SHIPMENT_ABILITIES.view,
  request: () => ({ method: 'GET', url: '/api/shipments/print/calibration/airline' }),
  expected: answers(SHIPMENT_ABILITIES.view, 200),
};
ENDPOINTS['GET /api/bookings'] = { access: 'USER', ability: BOOKING_ABILITIES.bookings.view, request: () => ({ method: 'GET', url: '/api/bookings' }), expected: answers(BOOKING_ABILITIES.bookings.view, 200) };
ENDPOINTS['GET /api/bookings/xlsx'] = { access: 'USER', ability: BOOKING_ABILITIES.bookings.view, request: () => ({ method: 'GET', url: '/api/bookings/xlsx' }), expected: answers(BOOKING_ABILITIES.bookings.view, 200) };
ENDPOINTS['GET /api/bookings/shipments/id-:id'] = {
  access: 'USER',
  ability: BOOKING_ABILITIES.bookings.view,
  request: () => ({ method: 'GET', url: '/api/bookings/shipments/id-999999' }),
  expected: answers(BOOKING_ABILITIES.bookings.view, 404),
};
ENDPOINTS['PATCH /api/bookings/id-:id/answer'] = {
  access: 'USER',
  ability: BOOKING_ABILITIES.bookings.edit,
  request: () => ({ method: 'PATCH', url: '/api/bookings/id-999999/answer', payload: { status: 'KK' } }),
  expected: answers(BOOKING_ABILITIES.bookings.edit, 404),
};
ENDPOINTS['POST /api/bookings/shipments/id-:id/move'] = {
  access: 'USER',
  ability: BOOKING_ABILITIES.bookings.view,
  request: () => ({ method: 'POST', url: '/api/bookings/shipments/id-999999/move', payload: { legIds: [1] } }),
  expected: answers(BOOKING_ABILITIES.bookings.view, 404),
};
ENDPOINTS['POST /api/bookings/shipments/id-:id/split'] = {
  access: 'USER',
  ability: BOOKING_ABILITIES.bookings.view,
  request: () => ({ method: 'POST', url: '/api/bookings/shipments/id-999999/split', payload: { parts: [{ pieces: 1, weight: 10 }, { pieces: 1, weight: 10 }] } }),
  expected: answers(BOOKING_ABILITIES.bookings.view, 404),
};
ENDPOINTS['POST /api/bookings/shipments/id-:id/cancel'] = {
  access: 'USER',
  ability: BOOKING_ABILITIES.bookings.view,
  request: () => ({ method: 'POST', url: '/api/bookings/shipments/id-999999/cancel' }),
  expected: answers(BOOKING_ABILITIES.bookings.view, 404),
};

// A contract's Tariffs tab: the contracts' view ability, on a contract the caller reaches. The
// agent's own: staff reach their airline's, the shipper holds the ability but not this contract
// (404), the applicants hold no contract view at all.
ENDPOINTS[`GET /api${RESOURCES.contracts.path}/id-:id/tariffs`] = {
  access: 'USER',
  ability: RESOURCES.contracts.abilities.view,
  request: () => ({ method: 'GET', url: `/api${RESOURCES.contracts.path}/id-${agentContractId}/tariffs` }),
  expected: [401, 200, 200, 404, 403, 403],
};

// Flights: the list and info under their view abilities (the approved shipper holds flights.view
// and sees no airline's flights: an empty page); every write is the airline's staff's, refused on
// its body (400) or missing row (404) once the guard lets them through.
ENDPOINTS['GET /api/flights'] = { access: 'USER', ability: FLIGHT_ABILITIES.view, request: () => ({ method: 'GET', url: '/api/flights' }), expected: answers(FLIGHT_ABILITIES.view, 200) };
ENDPOINTS['GET /api/flights/id-:id'] = { access: 'USER', ability: FLIGHT_ABILITIES.info, request: () => ({ method: 'GET', url: '/api/flights/id-999999' }), expected: answers(FLIGHT_ABILITIES.info, 404) };
const flightWrite = (method: 'POST' | 'PUT' | 'PATCH', path: string, ability: string, passed: number, payload: object | undefined = {}) => ({
  access: 'USER',
  ability,
  request: (): InjectOptions => ({ method, url: path.replace(':id', '999999'), ...(payload ? { payload } : {}) }),
  expected: answers(ability, passed),
});
ENDPOINTS['POST /api/flights'] = flightWrite('POST', '/api/flights', FLIGHT_ABILITIES.manualEdit, 400);
// An SSIM file (text/plain): refused as unreadable (400) once the guard lets the caller through.
ENDPOINTS['POST /api/flights/ssim'] = {
  access: 'USER',
  ability: FLIGHT_ABILITIES.manualEdit,
  request: () => ({ method: 'POST', url: '/api/flights/ssim', headers: { 'content-type': 'text/plain' }, payload: 'not an ssim file' }),
  expected: answers(FLIGHT_ABILITIES.manualEdit, 400),
};
ENDPOINTS['PUT /api/flights/id-:id/schedule'] = flightWrite('PUT', '/api/flights/id-:id/schedule', FLIGHT_ABILITIES.manualEdit, 400);
ENDPOINTS['PATCH /api/flights/segments/id-:id/sale'] = flightWrite('PATCH', '/api/flights/segments/id-:id/sale', FLIGHT_ABILITIES.sale, 400);
ENDPOINTS['PATCH /api/flights/segments/id-:id/closing'] = flightWrite('PATCH', '/api/flights/segments/id-:id/closing', FLIGHT_ABILITIES.control, 400);
ENDPOINTS['PATCH /api/flights/segments/id-:id/status'] = flightWrite('PATCH', '/api/flights/segments/id-:id/status', FLIGHT_ABILITIES.control, 400);
ENDPOINTS['PATCH /api/flights/segments/id-:id/estimate'] = flightWrite('PATCH', '/api/flights/segments/id-:id/estimate', FLIGHT_ABILITIES.control, 400);
ENDPOINTS['POST /api/flights/id-:id/cancel'] = flightWrite('POST', '/api/flights/id-:id/cancel', FLIGHT_ABILITIES.control, 404, undefined);
ENDPOINTS['PUT /api/flights/segments/id-:id/informing'] = flightWrite('PUT', '/api/flights/segments/id-:id/informing', FLIGHT_ABILITIES.informing, 400);

// A leg's FBL and FFM: airline staff alone (a client holding flights.info still gets 403), then the leg is missing.
const staffOnly = (ability: string, passed: number) =>
  CALLERS.map((caller) => (caller === 'anonymous' ? 401 : caller === 'airline' && holds(caller, ability) ? passed : 403)) as unknown as Endpoint['expected'];
ENDPOINTS['GET /api/flights/segments/id-:id/telegrams/:type'] = {
  access: 'USER',
  ability: FLIGHT_ABILITIES.info,
  request: () => ({ method: 'GET', url: '/api/flights/segments/id-999999/telegrams/FFM' }),
  expected: staffOnly(FLIGHT_ABILITIES.info, 404),
};
ENDPOINTS['POST /api/flights/segments/id-:id/telegrams/:type'] = {
  access: 'USER',
  ability: FLIGHT_ABILITIES.control,
  request: () => ({ method: 'POST', url: '/api/flights/segments/id-999999/telegrams/FBL' }),
  expected: staffOnly(FLIGHT_ABILITIES.control, 404),
};
ENDPOINTS['GET /api/shipments/id-:id/telegrams/:type'] = {
  access: 'USER',
  ability: 'shipment.view',
  request: () => ({ method: 'GET', url: '/api/shipments/id-999999/telegrams/FFA' }),
  expected: staffOnly('shipment.view', 404),
};
ENDPOINTS['POST /api/shipments/id-:id/telegrams/:type'] = {
  access: 'USER',
  ability: MESSAGING_ABILITIES.letters.edit,
  request: () => ({ method: 'POST', url: '/api/shipments/id-999999/telegrams/FFA' }),
  expected: staffOnly(MESSAGING_ABILITIES.letters.edit, 404),
};

// The Cargo-IMP codec: airline staff holding the cimp ability read a telegram (text/plain) and write one.
ENDPOINTS['POST /api/cimp/parse'] = {
  access: 'USER',
  ability: MESSAGING_ABILITIES.cimp.view,
  request: () => ({ method: 'POST', url: '/api/cimp/parse', headers: { 'content-type': 'text/plain' }, payload: FFM_VKO_EVN }),
  expected: answers(MESSAGING_ABILITIES.cimp.view, 200),
};
ENDPOINTS['POST /api/cimp/generate'] = {
  access: 'USER',
  ability: MESSAGING_ABILITIES.cimp.view,
  request: () => ({ method: 'POST', url: '/api/cimp/generate', payload: { type: 'FFM' } }),
  expected: answers(MESSAGING_ABILITIES.cimp.view, 400),
};
// Receiving: a sender's own Basic credentials, never a session (every caller here is unknown to it);
// a sender's token made by staff holding the incoming settings' edit ability.
ENDPOINTS['POST /api/cimp/receive'] = {
  access: '*',
  request: () => ({ method: 'POST', url: '/api/cimp/receive', headers: { 'content-type': 'text/plain' }, payload: FFM_VKO_EVN }),
  expected: [401, 401, 401, 401, 401, 401],
};
ENDPOINTS['POST /api/handbooks/incoming/id-:id/token'] = {
  access: 'USER',
  ability: MESSAGING_ABILITIES.incoming.edit,
  request: () => ({ method: 'POST', url: '/api/handbooks/incoming/id-999999/token' }),
  expected: answers(MESSAGING_ABILITIES.incoming.edit, 404),
};

// Balances (section 7): a client holding financial.balance.user or staff holding
// financial.balance.view pass; the agent's contract is out of the shipper's reach (404). The
// correction is the staff's own ability; its body is refused (400) once the guard lets it through.
const eitherBalance = (passed: number | ((caller: Caller) => number)) =>
  CALLERS.map((caller) =>
    caller === 'anonymous' ? 401 : holds(caller, FINANCE_ABILITIES.userBalance) || holds(caller, FINANCE_ABILITIES.balance) ? (typeof passed === 'number' ? passed : passed(caller)) : 403,
  ) as unknown as Endpoint['expected'];
const agentsOnly = (caller: Caller) => (caller === 'shipper' ? 404 : 200);
const balanceRow = (url: () => string, expected: Endpoint['expected']): Endpoint => ({ access: 'USER', request: () => ({ method: 'GET', url: url() }), expected });
ENDPOINTS['GET /api/balance/user'] = { access: 'USER', ability: FINANCE_ABILITIES.userBalance, request: () => ({ method: 'GET', url: '/api/balance/user' }), expected: answers(FINANCE_ABILITIES.userBalance, 200) };
ENDPOINTS['GET /api/balance/list'] = balanceRow(() => '/api/balance/list', eitherBalance(200));
ENDPOINTS['GET /api/balance/list/xlsx'] = balanceRow(() => '/api/balance/list/xlsx', eitherBalance(200));
ENDPOINTS['GET /api/balance/user/contract-:id'] = balanceRow(() => `/api/balance/user/contract-${agentContractId}`, eitherBalance(agentsOnly));
ENDPOINTS['GET /api/balance/user/contracts-list'] = balanceRow(() => '/api/balance/user/contracts-list', eitherBalance(200));
ENDPOINTS['GET /api/balance/user/cash-flow-blocks/contract-:id'] = balanceRow(() => `/api/balance/user/cash-flow-blocks/contract-${agentContractId}`, eitherBalance(agentsOnly));
ENDPOINTS['GET /api/balance/user/cash-flow/contract-:id'] = balanceRow(() => `/api/balance/user/cash-flow/contract-${agentContractId}`, eitherBalance(agentsOnly));
ENDPOINTS['POST /api/balance/corrections'] = {
  access: 'USER',
  ability: FINANCE_ABILITIES.balanceEdit,
  request: () => ({ method: 'POST', url: '/api/balance/corrections', payload: { contractId: agentContractId, amount: 'ten', currency: 'RUB', reason: 'authz' } }),
  expected: answers(FINANCE_ABILITIES.balanceEdit, 400),
};

// The AWB report: asking for one (or again) under its edit ability, reading under its view
// (a reversed range refused, or the report missing, once the guard lets the caller through).
const REPORT_AWB = REPORT_ABILITIES['report-awb'];
const reversedRange = { dateFrom: '2026-11-20', dateTo: '2026-11-01', groupBy: 'route' };
ENDPOINTS['POST /api/report-awb'] = { access: 'USER', ability: REPORT_AWB.edit, request: () => ({ method: 'POST', url: '/api/report-awb', payload: reversedRange }), expected: answers(REPORT_AWB.edit, 400) };
ENDPOINTS['PUT /api/report-awb/id-:id'] = { access: 'USER', ability: REPORT_AWB.edit, request: () => ({ method: 'PUT', url: '/api/report-awb/id-999999', payload: { ...reversedRange, dateTo: '2026-11-30' } }), expected: answers(REPORT_AWB.edit, 404) };
ENDPOINTS['GET /api/report-awb'] = { access: 'USER', ability: REPORT_AWB.view, request: () => ({ method: 'GET', url: '/api/report-awb' }), expected: answers(REPORT_AWB.view, 200) };
ENDPOINTS['GET /api/report-awb/id-:id'] = { access: 'USER', ability: REPORT_AWB.view, request: () => ({ method: 'GET', url: '/api/report-awb/id-999999' }), expected: answers(REPORT_AWB.view, 404) };
ENDPOINTS['GET /api/report-awb/id-:id/xlsx'] = { access: 'USER', ability: REPORT_AWB.view, request: () => ({ method: 'GET', url: '/api/report-awb/id-999999/xlsx' }), expected: answers(REPORT_AWB.view, 404) };

// Payments: the list and one payment under the payments view; registering and deciding are the
// staff's (their bodies refused, or the payment missing, once the guard lets them through).
ENDPOINTS['GET /api/payments'] = { access: 'USER', ability: FINANCE_ABILITIES.payments, request: () => ({ method: 'GET', url: '/api/payments' }), expected: answers(FINANCE_ABILITIES.payments, 200) };
ENDPOINTS['GET /api/payments/id-:id'] = { access: 'USER', ability: FINANCE_ABILITIES.payments, request: () => ({ method: 'GET', url: '/api/payments/id-999999' }), expected: answers(FINANCE_ABILITIES.payments, 404) };
ENDPOINTS['POST /api/payments'] = {
  access: 'USER',
  ability: FINANCE_ABILITIES.paymentsEdit,
  request: () => ({ method: 'POST', url: '/api/payments', payload: { contractId: agentContractId, number: '1', date: '2026-11-20', amount: 'ten', currency: 'RUB' } }),
  expected: answers(FINANCE_ABILITIES.paymentsEdit, 400),
};
ENDPOINTS['PATCH /api/payments/id-:id/status'] = {
  access: 'USER',
  ability: FINANCE_ABILITIES.paymentsEdit,
  request: () => ({ method: 'PATCH', url: '/api/payments/id-999999/status', payload: { status: 'declined' } }),
  expected: answers(FINANCE_ABILITIES.paymentsEdit, 404),
};
// Publications: reading is every client's and the staff's (a publication out of reach is a 404);
// publishing, the recipients tab and reminders are the staff's with the edit ability.
const PUB = PUBLICATION_ABILITIES;
ENDPOINTS['GET /api/publications'] = { access: 'USER', ability: PUB.view, request: () => ({ method: 'GET', url: '/api/publications' }), expected: answers(PUB.view, 200) };
ENDPOINTS['GET /api/publications/id-:id'] = { access: 'USER', ability: PUB.view, request: () => ({ method: 'GET', url: '/api/publications/id-999999' }), expected: answers(PUB.view, 404) };
ENDPOINTS['GET /api/publications/attachments/id-:id'] = { access: 'USER', ability: PUB.view, request: () => ({ method: 'GET', url: '/api/publications/attachments/id-999999' }), expected: answers(PUB.view, 404) };
ENDPOINTS['POST /api/publications/id-:id/familiarized'] = { access: 'USER', ability: PUB.view, request: () => ({ method: 'POST', url: '/api/publications/id-999999/familiarized' }), expected: answers(PUB.view, 404) };
ENDPOINTS['POST /api/publications'] = { access: 'USER', ability: PUB.edit, request: () => ({ method: 'POST', url: '/api/publications', payload: {} }), expected: answers(PUB.edit, 400) };
ENDPOINTS['PUT /api/publications/id-:id'] = { access: 'USER', ability: PUB.edit, request: () => ({ method: 'PUT', url: '/api/publications/id-999999', payload: {} }), expected: answers(PUB.edit, 400) };
ENDPOINTS['POST /api/publications/attachments'] = { access: 'USER', ability: PUB.edit, request: () => ({ method: 'POST', url: '/api/publications/attachments', payload: {} }), expected: answers(PUB.edit, 415) };
ENDPOINTS['GET /api/publications/id-:id/recipients'] = { access: 'USER', ability: PUB.edit, request: () => ({ method: 'GET', url: '/api/publications/id-999999/recipients' }), expected: answers(PUB.edit, 404) };
ENDPOINTS['POST /api/publications/id-:id/remind'] = { access: 'USER', ability: PUB.edit, request: () => ({ method: 'POST', url: '/api/publications/id-999999/remind' }), expected: answers(PUB.edit, 404) };

// The statement import takes a file: a JSON body is a 415 once the guard lets staff through, as
// for the resources' uploads.
ENDPOINTS['POST /api/payments/statement'] = {
  access: 'USER',
  ability: FINANCE_ABILITIES.paymentsEdit,
  request: () => ({ method: 'POST', url: '/api/payments/statement', payload: {} }),
  expected: answers(FINANCE_ABILITIES.paymentsEdit, 415),
};

// Documents: the list and a file under the documents view (a missing one is a 404); making,
// uploading and removing are the staff's (a body refused, a JSON body where a file is due, a
// missing document, once the guard lets them through).
ENDPOINTS['GET /api/documents'] = { access: 'USER', ability: FINANCE_ABILITIES.documents, request: () => ({ method: 'GET', url: '/api/documents' }), expected: answers(FINANCE_ABILITIES.documents, 200) };
ENDPOINTS['GET /api/documents/id-:id/file'] = { access: 'USER', ability: FINANCE_ABILITIES.documents, request: () => ({ method: 'GET', url: '/api/documents/id-999999/file' }), expected: answers(FINANCE_ABILITIES.documents, 404) };
ENDPOINTS['POST /api/documents/generate'] = {
  access: 'USER',
  ability: FINANCE_ABILITIES.documentsEdit,
  request: () => ({ method: 'POST', url: '/api/documents/generate', payload: { contractId: agentContractId, type: 'act', from: '2026-03-31', to: '2026-03-01' } }),
  expected: answers(FINANCE_ABILITIES.documentsEdit, 400),
};
ENDPOINTS['POST /api/documents/upload'] = {
  access: 'USER',
  ability: FINANCE_ABILITIES.documentsEdit,
  request: () => ({ method: 'POST', url: '/api/documents/upload', payload: {} }),
  expected: answers(FINANCE_ABILITIES.documentsEdit, 415),
};
ENDPOINTS['DELETE /api/documents/id-:id'] = {
  access: 'USER',
  ability: FINANCE_ABILITIES.documentsEdit,
  request: () => ({ method: 'DELETE', url: '/api/documents/id-999999' }),
  expected: answers(FINANCE_ABILITIES.documentsEdit, 404),
};

ENDPOINTS['GET /api/info/resource/airport/geo-ip'] = {
  access: '*',
  request: () => ({ method: 'GET', url: '/api/info/resource/airport/geo-ip' }),
  expected: [200, 200, 200, 200, 200, 200],
};

// The API's own description is public.
ENDPOINTS['GET /api/openapi.json'] = {
  access: '*',
  request: () => ({ method: 'GET', url: '/api/openapi.json' }),
  expected: [200, 200, 200, 200, 200, 200],
};
ENDPOINTS['GET /api/docs'] = {
  access: '*',
  request: () => ({ method: 'GET', url: '/api/docs' }),
  expected: [200, 200, 200, 200, 200, 200],
};
ENDPOINTS['GET /api/docs/:file'] = {
  access: '*',
  request: () => ({ method: 'GET', url: '/api/docs/swagger-ui.css' }),
  expected: [200, 200, 200, 200, 200, 200],
};

// The accreditation workflow's own routes: the INN look-up for those who fill questionnaires, a
// request's history for those who read them, the airline's actions for its staff (account role AK).
ENDPOINTS['GET /api/info/resource/russian-inn'] = {
  access: 'USER',
  ability: 'financialDigest.questionnaire.edit',
  request: () => ({ method: 'GET', url: '/api/info/resource/russian-inn?inn=7204128731' }),
  expected: answers('financialDigest.questionnaire.edit', 200),
};
ENDPOINTS['GET /api/handbooks/accreditations/id-:id/history'] = {
  access: 'USER',
  ability: 'financialDigest.questionnaire.view',
  request: () => ({ method: 'GET', url: '/api/handbooks/accreditations/id-999999/history' }),
  expected: answers('financialDigest.questionnaire.view', 404),
};
for (const [segment, emptyBody] of [['approve', 404], ['reject', 400], ['send-for-revision', 400], ['activate', 404], ['change-status', 400]] as const) {
  ENDPOINTS[`POST /api/handbooks/accreditations/id-:id/${segment}`] = {
    access: 'AK',
    ability: 'financialDigest.questionnaire.edit',
    request: () => ({ method: 'POST', url: `/api/handbooks/accreditations/id-999999/${segment}`, payload: {} }),
    // Only airline staff pass; an action needing a comment hears about its empty body before the missing row.
    expected: [401, emptyBody, 403, 403, 403, 403],
  };
}

// ONE Record (issue 19): the airline's staff keep the tokens in its settings (the settings
// abilities); the logistics objects and subscriptions answer token holders only, so every session
// caller, signed in or not, gets the 401 of a missing token.
{
  const { view, edit } = SETTINGS_ABILITIES;
  ENDPOINTS['GET /api/settings/one-record/tokens'] = { access: 'USER', ability: view, request: () => ({ method: 'GET', url: '/api/settings/one-record/tokens' }), expected: answers(view, 200) };
  ENDPOINTS['POST /api/settings/one-record/tokens'] = { access: 'USER', ability: edit, request: () => ({ method: 'POST', url: '/api/settings/one-record/tokens', payload: {} }), expected: answers(edit, 400) };
  ENDPOINTS['DELETE /api/settings/one-record/tokens/id-:id'] = { access: 'USER', ability: edit, request: () => ({ method: 'DELETE', url: '/api/settings/one-record/tokens/id-999999' }), expected: answers(edit, 404) };
  ENDPOINTS['GET /api/settings/one-record/subscriptions'] = { access: 'USER', ability: view, request: () => ({ method: 'GET', url: '/api/settings/one-record/subscriptions' }), expected: answers(view, 200) };
  const tokenOnly = [401, 401, 401, 401, 401, 401] as const;
  const tokenRow = (method: InjectOptions['method'], url: string, payload?: object): Endpoint => ({ access: 'TOKEN', request: () => ({ method, url, ...(payload ? { payload } : {}) }), expected: tokenOnly });
  Object.assign(ENDPOINTS, {
    'GET /api/one-record/logistics-objects/:id': tokenRow('GET', '/api/one-record/logistics-objects/shipment-1'),
    'GET /api/one-record/logistics-objects/:id/logistics-events': tokenRow('GET', '/api/one-record/logistics-objects/shipment-1/logistics-events'),
    'GET /api/one-record/logistics-objects/:id/logistics-events/:eventId': tokenRow('GET', '/api/one-record/logistics-objects/shipment-1/logistics-events/1'),
    'POST /api/one-record/subscriptions': tokenRow('POST', '/api/one-record/subscriptions', {}),
    'GET /api/one-record/subscriptions': tokenRow('GET', '/api/one-record/subscriptions'),
    'DELETE /api/one-record/subscriptions/:id': tokenRow('DELETE', '/api/one-record/subscriptions/1'),
  } satisfies Record<string, Endpoint>);
}

// Webhooks (issue 19): the delivery log under the view ability (the airline's staff look at their
// clients'), the secret, a test event and a resend under the edit ability, which only clients hold.
// An unknown endpoint or delivery is 404 once the guard lets the caller through.
{
  const { view, edit } = WEBHOOK_ABILITIES;
  const hookRow = (method: InjectOptions['method'], url: string, ability: string): Endpoint => ({
    access: 'USER',
    ability,
    request: () => ({ method, url: url.replace(':id', '999999') }),
    expected: answers(ability, 404),
  });
  Object.assign(ENDPOINTS, {
    'GET /api/webhooks/id-:id/deliveries': hookRow('GET', '/api/webhooks/id-:id/deliveries', view),
    'POST /api/webhooks/id-:id/secret/reveal': hookRow('POST', '/api/webhooks/id-:id/secret/reveal', edit),
    'POST /api/webhooks/id-:id/secret': hookRow('POST', '/api/webhooks/id-:id/secret', edit),
    'POST /api/webhooks/id-:id/ping': hookRow('POST', '/api/webhooks/id-:id/ping', edit),
    'POST /api/webhooks/deliveries/id-:id/resend': hookRow('POST', '/api/webhooks/deliveries/id-:id/resend', edit),
  } satisfies Record<string, Endpoint>);
}

beforeAll(async () => {
  server = await createTestServer();
  headers.anonymous = {};
  for (const caller of CALLERS) if (caller !== 'anonymous') headers[caller] = await server.as(DEMO_USERS[caller]);
  const [awbPrefix, awbSerial] = DEMO_TRACKED_AWB.split('-') as [string, string];
  const [row] = await server.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.awbPrefix, awbPrefix), eq(shipments.awbSerial, awbSerial)));
  if (!row) throw new Error('the demo seed lost its tracked AWB');
  agentShipmentId = row.id;
  const [contract] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, 'UT-AG-2024/017'));
  if (!contract) throw new Error('the demo seed lost the agent’s contract');
  agentContractId = contract.id;
});
afterAll(async () => server.close());

describe('the endpoint inventory', () => {
  it('has an authz row for every /api route the app registers, and no row without a route', () => {
    const registered = server.apiRoutes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    expect(registered.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it('matches what each route declares', () => {
    for (const route of server.apiRoutes) {
      const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
      const { access, ability } = ENDPOINTS[key] ?? {};
      expect({ access: route.access, ability: route.ability }, `${route.method} ${route.url}`).toEqual({ access, ability });
    }
  });
});

describe.each(Object.entries(ENDPOINTS))('%s', (_, endpoint) => {
  it.each(CALLERS.map((caller, index) => [caller, endpoint.expected[index]] as const))('answers %s with %i', async (caller, status) => {
    const callerHeaders = endpoint.endsSession && caller !== 'anonymous' ? await server.as(DEMO_USERS[caller]) : headers[caller];
    const request = endpoint.request();
    const response = await server.request({ ...request, headers: { ...request.headers, ...callerHeaders } });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 401) expect(response.json()).toEqual({ code: 401, message: 'Войдите, чтобы продолжить' });
    if (status === 403) expect(response.json()).toEqual({ code: 403, message: endpoint.forbidden ?? 'У вас недостаточно прав для этого действия' });
  });
});

describe('the ability check', () => {
  // The guard reads the caller's access group on every request; it does not look at role names.
  const setNewcomerAbility = async (conditions: { type: 'Boolean'; value: boolean }[] | null) => {
    const [group] = await server.db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.code, 'newcomer'));
    if (!group) throw new Error('no newcomer group');
    await server.db
      .delete(accessGroupAbilities)
      .where(and(eq(accessGroupAbilities.groupId, group.id), eq(accessGroupAbilities.ability, 'shipment.view')));
    if (conditions) await server.db.insert(accessGroupAbilities).values({ groupId: group.id, ability: 'shipment.view', conditions });
    server.wroteBehindApi();
  };
  afterAll(async () => setNewcomerAbility(null));

  it('lets a group granted the ability in, at once, and shows it no rows outside its scope', async () => {
    await setNewcomerAbility([{ type: 'Boolean', value: true }]);
    const response = await server.request({ method: 'GET', url: '/api/shipments', headers: headers.newclient });
    expect(response.statusCode).toBe(200);
    // A newcomer belongs to neither an airline nor a contractor: nothing is its own.
    expect(response.json()).toEqual({ items: [], total: 0 });
    const detail = await server.request({ method: 'GET', url: `/api/shipments/id-${agentShipmentId}`, headers: headers.newclient });
    expect(detail.statusCode).toBe(404);
  });

  it('refuses when the ability is there but a Boolean false among its conditions', async () => {
    await setNewcomerAbility([{ type: 'Boolean', value: false }]);
    const response = await server.request({ method: 'GET', url: '/api/shipments', headers: headers.newclient });
    expect(response.statusCode).toBe(403);
  });

  it('refuses again once the ability is taken away', async () => {
    await setNewcomerAbility(null);
    const response = await server.request({ method: 'GET', url: '/api/shipments', headers: headers.newclient });
    expect(response.statusCode).toBe(403);
  });
});

describe('the caller', () => {
  it('is anonymous with an unknown token, in the header or the cookie', async () => {
    for (const sent of [{ authorization: 'Bearer not-a-session' }, { cookie: 'session=not-a-session' }, { authorization: 'Bearer ' }]) {
      const response = await server.request({ method: 'GET', url: '/api/user', headers: sent });
      expect(response.statusCode, JSON.stringify(sent)).toBe(401);
    }
  });

  it('is who the Bearer header says even when a cookie names someone else', async () => {
    const login = await server.request({ method: 'POST', url: '/api/login', payload: { username: DEMO_USERS.shipper, password: DEMO_PASSWORD } });
    const cookie = `session=${login.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
    const response = await server.request({ method: 'GET', url: '/api/user', headers: { ...headers.agent, cookie } });
    expect(response.json<{ userIdentifier: string }>().userIdentifier).toBe(DEMO_USERS.agent);
  });
});
