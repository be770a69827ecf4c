import { describe, expect, it } from 'vitest';
import { PLATFORMS, type Platform } from '@shared/constants';
import { findRoute, MENU, routePath, ROUTES, type MenuGroupName } from '@shared/routes';
import type { SessionUser } from '@shared/profile/session-user';
import enMenu from '@shared/locales/en/menu.json';
import ruMenu from '@shared/locales/ru/menu.json';
import { agentUser, airlineUser, makeUser, newcomerUser, shipperUser } from '@shared/testing/users';
import { guard } from './guard';
import { menuRouteOf, visibleMenu, type VisibleGroup } from './menu';
import { MIDDLEWARE } from './middleware';

// Section 2's menu: groups in order, entries only for routes the user may open on the platform.

const SPEC_GROUP_ORDER: MenuGroupName[] = [
  'booking',
  'tariffication',
  'exchange',
  'technology',
  'financialHandbook',
  'finances',
  'reports',
  'other',
  'settings',
  'profile',
];

/** The menu as group → route names, and the flights label on its own. */
const shape = (groups: VisibleGroup[]): Record<string, string[]> =>
  Object.fromEntries(groups.map((group) => [group.name, group.entries.map((entry) => entry.route)]));
const flightsLabel = (groups: VisibleGroup[]): string | undefined =>
  groups.flatMap((group) => group.entries).find((entry) => entry.route === 'flights')?.label;

const AIRLINE_HANDBOOKS = {
  tariffication: ['tariffs', 'taxes', 'surcharges', 'dynamic-pricing'],
  exchange: ['cimp', 'letters', 'incoming', 'outgoing'],
  technology: ['quotas', 'capacities', 'paxes', 'baggages', 'payloads', 'handlers', 'rules', 'routes', 'commodity', 'warehouse', 'warehouse-rules'],
  financialHandbook: ['stocks', 'products', 'contracts', 'accounts', 'access-groups', 'persons', 'accreditations'],
  finances: ['balance', 'payments', 'documents'],
  reports: ['report-awb'],
  other: ['publications', 'chats'],
  settings: ['settings'],
};

describe('visibleMenu: an airline employee', () => {
  it('on CARGO configures the airline: every handbook, no booking of their own, Segments', () => {
    const menu = visibleMenu(airlineUser(), 'CARGO');
    expect(shape(menu)).toEqual({
      booking: ['shipments', 'bookings', 'flights'],
      ...AIRLINE_HANDBOOKS,
      profile: ['profile'],
    });
    expect(flightsLabel(menu)).toBe('segments');
  });

  it('on the cabinet also sees pricing, services and the dashboard, and Flights', () => {
    const menu = visibleMenu(airlineUser(), 'CABINET');
    expect(shape(menu)).toEqual({
      booking: ['pricing', 'shipments', 'services', 'bookings', 'flights'],
      ...AIRLINE_HANDBOOKS,
      profile: ['profile', 'dashboard', 'webhooks'],
    });
    expect(flightsLabel(menu)).toBe('flights');
  });
});

describe('visibleMenu: an agent', () => {
  it('on the cabinet books: the booking group in full, finances, no airline configuration', () => {
    const menu = visibleMenu(agentUser(), 'CABINET');
    expect(shape(menu)).toEqual({
      booking: ['pricing', 'booking', 'shipments', 'services', 'bookings', 'flights'],
      financialHandbook: ['stocks', 'contracts', 'persons'],
      finances: ['balance', 'payments', 'documents'],
      reports: ['report-awb'],
      other: ['publications', 'chats'],
      profile: ['profile', 'dashboard', 'webhooks'],
    });
    expect(flightsLabel(menu)).toBe('flights');
  });

  it('on CARGO loses the cabinet-only entries and reads Segments', () => {
    const menu = visibleMenu(agentUser(), 'CARGO');
    expect(shape(menu)).toEqual({
      booking: ['shipments', 'bookings', 'flights'],
      financialHandbook: ['stocks', 'contracts', 'persons'],
      finances: ['balance', 'payments', 'documents'],
      reports: ['report-awb'],
      other: ['publications', 'chats'],
      profile: ['profile'],
    });
    expect(flightsLabel(menu)).toBe('segments');
  });

  it('differs from the airline menu: tariffication only for the airline employee', () => {
    for (const platform of PLATFORMS) {
      expect(visibleMenu(airlineUser(), platform).map((g) => g.name)).toContain('tariffication');
      expect(visibleMenu(agentUser(), platform).map((g) => g.name)).not.toContain('tariffication');
      expect(shape(visibleMenu(agentUser(), platform))).not.toEqual(shape(visibleMenu(airlineUser(), platform)));
    }
  });
});

describe('visibleMenu: labels and groups', () => {
  it.each<[Platform, string]>([
    ['CABINET', 'flights'],
    ['CARGO', 'flights'],
  ])('labels the flights entry Flights for a shipper on %s', (platform, label) => {
    expect(flightsLabel(visibleMenu(shipperUser(), platform))).toBe(label);
  });

  it('drops empty groups: a user without abilities sees only what USER pages allow', () => {
    expect(shape(visibleMenu(makeUser(), 'CABINET'))).toEqual({ booking: ['pricing'], profile: ['profile', 'dashboard'] });
    expect(shape(visibleMenu(makeUser(), 'CARGO'))).toEqual({ profile: ['profile'] });
  });

  it('shows a newcomer the questionnaire', () => {
    expect(shape(visibleMenu(newcomerUser(), 'CABINET'))).toEqual({
      booking: ['pricing'],
      financialHandbook: ['accreditations'],
      other: ['chats'],
      profile: ['profile', 'dashboard'],
    });
  });

  it('hides an entry whose ability carries a Boolean false condition', () => {
    const user = makeUser({ abilities: { 'tariff.fare.view': [{ type: 'Boolean', value: false }], 'tariff.tax.view': [{ type: 'Boolean', value: true }] } });
    expect(shape(visibleMenu(user, 'CARGO'))).toEqual({ tariffication: ['taxes'], profile: ['profile'] });
  });

  const users: [string, () => SessionUser][] = [
    ['airline', airlineUser],
    ['agent', agentUser],
    ['shipper', shipperUser],
    ['newcomer', newcomerUser],
    ['bare', makeUser],
  ];

  it.each(PLATFORMS.flatMap((platform) => users.map(([name, user]) => [platform, name, user] as const)))(
    'on %s keeps section 2 order for the %s user, with paths and labels that exist',
    (platform, _, user) => {
      const menu = visibleMenu(user(), platform);
      const names = menu.map((g) => g.name);
      expect(names).toEqual(SPEC_GROUP_ORDER.filter((name) => names.includes(name)));
      for (const group of menu) {
        expect(group.entries.length).toBeGreaterThan(0);
        const order = MENU.find((g) => g.name === group.name)?.routes ?? [];
        expect(group.entries.map((e) => e.route)).toEqual(order.filter((name) => group.entries.some((e) => e.route === name)));
        expect(enMenu.groups).toHaveProperty(group.name);
        expect(ruMenu.groups).toHaveProperty(group.name);
        for (const entry of group.entries) {
          expect(entry.path).toBe(routePath(entry.route));
          if (entry.route === 'flights') expect(['flights', 'segments']).toContain(entry.label);
          else expect(entry.label).toBe(entry.route);
          expect(enMenu.items).toHaveProperty([entry.label]);
          expect(ruMenu.items).toHaveProperty([entry.label]);
        }
      }
    },
  );

  it.each(PLATFORMS.flatMap((platform) => users.map(([name, user]) => [platform, name, user] as const)))(
    'on %s shows the %s user exactly the menu routes the guard lets them open',
    (platform, _, user) => {
      const session = user();
      const shown = new Set(visibleMenu(session, platform).flatMap((g) => g.entries.map((e) => e.route)));
      for (const name of MENU.flatMap((g) => g.routes)) {
        const route = findRoute(name);
        const path = routePath(name);
        const opens = guard(route, { user: session, platform, fullPath: path, params: {} }, MIDDLEWARE).kind === 'proceed';
        expect(shown.has(name), `${name}: shown=${shown.has(name)} opens=${opens}`).toBe(opens);
      }
    },
  );
});

describe('menuRouteOf', () => {
  it.each([
    ['accounts', 'accounts'],
    ['accounts-add', 'accounts'],
    ['accounts-edit', 'accounts'],
    ['accounts-info', 'accounts'],
    ['warehouse-rules-info', 'warehouse-rules'],
    ['dynamic-pricing-edit', 'dynamic-pricing'],
    ['report-awb', 'report-awb'],
    ['report-awb-add', 'report-awb'],
    ['pricing-info', 'pricing'],
    ['flights-info', 'flights'],
    ['chats-info', 'chats'],
    ['profile', 'profile'],
  ])('%s belongs to %s', (name, entry) => {
    expect(menuRouteOf(name)).toBe(entry);
  });

  it('maps every route of the table to a route of the table', () => {
    for (const route of ROUTES) expect(findRoute(menuRouteOf(route.name)), route.name).toBeDefined();
  });

  // The AWB and shipment edit pages live under Shipments.
  it.each(['shipments-edit-awb', 'shipments-edit-shipment'])('lights up Shipments on %s', (name) => {
    expect(menuRouteOf(name)).toBe('shipments');
  });

  it('maps every page under a menu entry\'s path to that entry ', () => {
    const entries = MENU.flatMap((g) => g.routes);
    for (const route of ROUTES) {
      if (route.name === 'shipments-edit-awb' || route.name === 'shipments-edit-shipment') continue;
      const owner = entries.find((name) => route.path.startsWith(`/${name}/`));
      if (owner) expect(menuRouteOf(route.name), route.name).toBe(owner);
    }
  });
});
