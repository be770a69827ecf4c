import { describe, expect, it } from 'vitest';
import { ABILITY_NAMES } from '../abilities/catalogue';
import { PLATFORMS, type Platform } from '../constants';
import { findRoute, matchRoute, MENU, routePath, ROUTES, routesFor } from './index';

describe('the route table', () => {
  it('gives every route an access rule and at least one platform', () => {
    for (const route of ROUTES) {
      expect(route.access, route.name).toMatch(/^(\*|USER|[A-Z_]+)$/);
      expect(route.platforms.length, route.name).toBeGreaterThan(0);
    }
  });

  it('names every route once and gives every path one route', () => {
    const names = ROUTES.map((r) => r.name);
    const paths = ROUTES.map((r) => r.path);
    expect(names.length).toBe(new Set(names).size);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('guards pages only with abilities of the catalogue', () => {
    for (const route of ROUTES) if (route.ability) expect(ABILITY_NAMES, route.name).toContain(route.ability);
  });

  it('names in MENU only routes of the table', () => {
    for (const group of MENU) for (const name of group.routes) expect(findRoute(name), `${group.name}: ${name}`).toBeDefined();
  });

  it('lists the chats under Other, beside publications, where their unread count shows', () => {
    expect(MENU.find((group) => group.name === 'other')?.routes).toEqual(['publications', 'chats']);
  });

  // Section 2, row by row: the path a visitor opens, and the access, ability, platforms and
  // layout the page must have.
  const BOTH = ['CABINET', 'CARGO'];
  const CABINET = ['CABINET'];
  it.each([
    ['/', 'index', '*', undefined, CABINET, 'default'],
    ['/login', 'login', '*', undefined, BOTH, 'default'],
    ['/signup', 'signup', '*', undefined, CABINET, 'default'],
    ['/profile', 'profile', 'USER', undefined, BOTH, 'default'],
    ['/dashboard', 'dashboard', 'USER', undefined, CABINET, 'default'],
    ['/pricing', 'pricing', 'USER', undefined, CABINET, 'default'],
    ['/pricing/5', 'pricing-info', '*', undefined, CABINET, 'default'],
    ['/accounts', 'accounts', 'USER', 'financialDigest.user.view', BOTH, 'default'],
    ['/accounts/add', 'accounts-add', 'USER', 'financialDigest.user.edit', BOTH, 'default'],
    ['/accounts/edit/5', 'accounts-edit', 'USER', 'financialDigest.user.edit', BOTH, 'default'],
    ['/accounts/5', 'accounts-info', 'USER', 'financialDigest.user.view', BOTH, 'default'],
    ['/accreditations', 'accreditations', 'USER', 'financialDigest.questionnaire.view', BOTH, 'default'],
    ['/accreditations/add', 'accreditations-add', 'USER', 'financialDigest.questionnaire.edit', CABINET, 'default'],
    ['/accreditations/edit', 'accreditations-edit', 'USER', 'financialDigest.questionnaire.edit', BOTH, 'default'],
    ['/balance', 'balance', 'USER', 'financial.balance.view', BOTH, 'block'],
    ['/booking', 'booking', 'USER', 'shipment.create', CABINET, 'default'],
    // Ours: the bookings' pages; adding is the airline's booking for a client, editing its processing.
    ['/bookings', 'bookings', 'USER', 'shipment.booking.view', BOTH, 'block'],
    ['/bookings/add', 'bookings-add', 'USER', 'shipment.booking.client', BOTH, 'default'],
    ['/bookings/edit/5', 'bookings-edit', 'USER', 'shipment.booking.edit', BOTH, 'default'],
    ['/bookings/5', 'bookings-info', 'USER', 'shipment.booking.view', BOTH, 'default'],
    ['/chats', 'chats', 'USER', 'chat.action.view', BOTH, 'chat'],
    ['/chats/add', 'chats-add', 'USER', 'chat.action.chatting', CABINET, 'chat'],
    ['/chats/5', 'chats-info', 'USER', 'chat.action.view', BOTH, 'chat'],
    ['/commodity', 'commodity', 'USER', 'agent.commodity.view', BOTH, 'default'],
    ['/contracts', 'contracts', 'USER', 'financialDigest.contract.view', BOTH, 'default'],
    ['/contracts/5', 'contracts-info', 'USER', 'financialDigest.contract.view', BOTH, 'default'],
    ['/flights', 'flights', 'USER', 'flights.view', BOTH, 'block'],
    ['/flights/add', 'flights-add', 'USER', 'flights.manual.edit', BOTH, 'default'],
    ['/flights/edit/5', 'flights-edit', 'USER', 'flights.manual.edit', BOTH, 'default'],
    ['/flights/5', 'flights-info', 'USER', 'flights.info.view', BOTH, 'default'],
    ['/payments', 'payments', 'USER', 'financial.payment.view', BOTH, 'block'],
    ['/persons', 'persons', 'USER', 'agent.person.view', BOTH, 'default'],
    ['/persons/add', 'persons-add', 'USER', 'agent.person.edit', BOTH, 'default'],
    ['/products/edit', 'products-edit', 'USER', 'financialDigest.products.edit', BOTH, 'default'],
    ['/publications', 'publications', 'USER', 'publication.view', BOTH, 'default'],
    ['/publications/5', 'publications-info', 'USER', 'publication.view', BOTH, 'default'],
    ['/publications/add', 'publications-add', 'USER', 'publication.edit', BOTH, 'default'],
    ['/publications/5/edit', 'publications-edit', 'USER', 'publication.edit', BOTH, 'default'],
    ['/services', 'services', 'USER', 'shipment.view', CABINET, 'block'],
    ['/shipments/5', 'shipments', 'USER', 'shipment.view', BOTH, 'block'],
    ['/shipments/5/edit-awb', 'shipments-edit-awb', 'USER', 'shipment.issue', BOTH, 'default'],
    ['/shipments/5/edit-shipment', 'shipments-edit-shipment', 'USER', 'shipment.change', BOTH, 'default'],
    ['/surcharges', 'surcharges', 'USER', 'tariff.over_price.view', BOTH, 'block'],
    ['/tariffs', 'tariffs', 'USER', 'tariff.fare.view', BOTH, 'block'],
    ['/taxes', 'taxes', 'USER', 'tariff.tax.view', BOTH, 'block'],
    // Ours, beside section 2's: the forgotten-password pages, public on both platforms like login.
    ['/forgot-password', 'forgot-password', '*', undefined, BOTH, 'default'],
    ['/reset-password', 'reset-password', '*', undefined, BOTH, 'default'],
  ])('%s opens %s (%s, %s)', (path, name, access, ability, platforms, layout) => {
    const route = matchRoute(path, 'CABINET')?.route;
    expect(route?.name).toBe(name);
    expect({ access: route?.access, ability: route?.ability, platforms: route?.platforms, layout: route?.layout }).toEqual({
      access,
      ability,
      platforms,
      layout,
    });
  });
});

describe('matchRoute', () => {
  it.each([
    // Static segments outrank parameters.
    ['/accounts/add', 'accounts-add', {}],
    ['/accounts/edit', 'accounts-edit', {}],
    ['/accounts/edit/7', 'accounts-edit', { id: '7' }],
    ['/accounts/7', 'accounts-info', { id: '7' }],
    ['/flights/add', 'flights-add', {}],
    ['/flights/edit/7', 'flights-edit', { id: '7' }],
    // An optional parameter may be left out in the middle of a path, too.
    ['/shipments', 'shipments', {}],
    ['/shipments/12', 'shipments', { id: '12' }],
    ['/shipments/298-45182303', 'shipments', { id: '298-45182303' }],
    ['/shipments/edit-awb', 'shipments-edit-awb', {}],
    ['/shipments/12/edit-awb', 'shipments-edit-awb', { id: '12' }],
    ['/shipments/edit-shipment', 'shipments-edit-shipment', {}],
    ['/shipments/12/edit-shipment', 'shipments-edit-shipment', { id: '12' }],
    ['/booking', 'booking', {}],
    ['/booking/3', 'booking', { id: '3' }],
    // Section 2: the notifications page's group is a route parameter.
    ['/notifications', 'notifications', {}],
    ['/notifications/chat', 'notifications', { group: 'chat' }],
    // Trailing and doubled slashes do not make another page; parameters are decoded.
    ['/accounts/', 'accounts', {}],
    ['//accounts//7', 'accounts-info', { id: '7' }],
    ['/persons/%D0%B0', 'persons-info', { id: 'а' }],
    ['/', 'index', {}],
  ])('%s → %s %j', (path, name, params) => {
    expect(matchRoute(path, 'CABINET')).toEqual({ route: findRoute(name), params });
  });

  it.each(['/nope', '/accounts/7/more', '/shipments/1/2', '/shipments/1/edit-awb/2', '/persons/%E0%A4%A'])(
    'finds no page for %s',
    (path) => {
      expect(matchRoute(path, 'CABINET')).toBeNull();
    },
  );

  it('leaves CABINET-only routes out on CARGO', () => {
    const cabinetOnly = ROUTES.filter((r) => !r.platforms.includes('CARGO'));
    expect(cabinetOnly.map((r) => r.name)).toEqual(
      expect.arrayContaining(['index', 'signup', 'dashboard', 'pricing', 'pricing-info', 'booking', 'services', 'chats-add', 'accreditations-add']),
    );
    for (const route of cabinetOnly) {
      expect(routesFor('CARGO')).not.toContain(route);
      const path = routePath(route.name, { id: '5' });
      expect(matchRoute(path, 'CARGO')?.route.name, path).not.toBe(route.name);
    }
    expect(matchRoute('/', 'CARGO')).toBeNull();
    expect(matchRoute('/booking/3', 'CARGO')).toBeNull();
    // /accreditations/add is CABINET only, and on CARGO it must not fall through to the detail page.
    expect(matchRoute('/accreditations/add', 'CARGO')?.route.name).toBe('accreditations-info');
    expect(findRoute('accreditations-info')?.validate?.({ id: 'add' })).toBe(false);
  });

  // The property the router and the server's page answers rely on: the URL of any route, built
  // with or without an id, opens that same route on each of its platforms.
  it.each(PLATFORMS.flatMap((platform) => routesFor(platform).map((r) => [platform, r.name] as [Platform, string])))(
    'on %s, routePath(%s) opens it again',
    (platform, name) => {
      const withId = routePath(name, { id: '42' });
      expect(matchRoute(withId, platform)?.route.name, withId).toBe(name);
      const route = findRoute(name);
      if (route?.path.includes(':id?') || !route?.path.includes(':')) {
        const withoutId = routePath(name);
        expect(matchRoute(withoutId, platform)?.route.name, withoutId).toBe(name);
      }
    },
  );
});

describe('routePath', () => {
  it.each([
    ['index', {}, '/'],
    ['accounts', {}, '/accounts'],
    ['accounts-info', { id: '7' }, '/accounts/7'],
    ['accounts-edit', {}, '/accounts/edit'],
    ['accounts-edit', { id: '7' }, '/accounts/edit/7'],
    ['shipments', {}, '/shipments'],
    ['shipments-edit-awb', {}, '/shipments/edit-awb'],
    ['shipments-edit-awb', { id: '298-45182303' }, '/shipments/298-45182303/edit-awb'],
    ['persons-info', { id: 'a/b c' }, '/persons/a%2Fb%20c'],
    ['notifications', {}, '/notifications'],
    ['notifications', { group: 'chat' }, '/notifications/chat'],
  ])('%s %j → %s', (name, params, path) => {
    expect(routePath(name, params)).toBe(path);
  });

  it('refuses an unknown route and a missing required parameter', () => {
    expect(() => routePath('nope')).toThrow('Unknown route nope');
    expect(() => routePath('accounts-info')).toThrow('needs parameter id');
  });
});

describe('validate steps', () => {
  it.each([
    ['accounts-info', { id: '7' }, true],
    ['accounts-info', { id: 'abc' }, false],
    ['accounts-info', { id: '0' }, false],
    ['accounts-info', { id: '12345678901' }, false],
    ['accounts-edit', {}, true],
    ['accounts-edit', { id: 'x' }, false],
    ['shipments', {}, true],
    ['shipments', { id: '12' }, true],
    ['shipments', { id: '298-45182303' }, true],
    ['shipments', { id: '29845182303' }, true],
    ['shipments', { id: 'edit' }, false],
    ['booking', { id: '-1' }, false],
    ['notifications', {}, true],
    ['notifications', { group: 'chat' }, true],
    ['notifications', { group: 'tariff' }, true],
    ['notifications', { group: 'spam' }, false],
  ])('%s %j → %s', (name, params, valid) => {
    expect(findRoute(name)?.validate?.(params)).toBe(valid);
  });
});
