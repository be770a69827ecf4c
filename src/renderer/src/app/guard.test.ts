import { describe, expect, it, vi } from 'vitest';
import { PLATFORMS, type Platform } from '@shared/constants';
import { findRoute, matchRoute, routePath, ROUTES, routesFor, type RouteDef, type RouteParams } from '@shared/routes';
import type { SessionUser } from '@shared/profile/session-user';
import { messageRef, parseMessageRef } from '@shared/validation';
import enErrors from '@shared/locales/en/errors.json';
import { agentUser, airlineUser, grant, makeUser, newcomerUser, shipperUser } from '@shared/testing/users';
import { guard, loginRedirect, type GuardContext, type GuardResult, type Middleware } from './guard';
import { MIDDLEWARE } from './middleware';

// Section 2's access check on each route change, against the real route table and real users.

const route = (name: string): RouteDef => {
  const found = findRoute(name);
  if (!found) throw new Error(`No route ${name} in the table`);
  return found;
};

const context = (user: SessionUser | null, platform: Platform = 'CABINET', fullPath = '/', params: RouteParams = {}): GuardContext => ({
  user,
  platform,
  fullPath,
  params,
});

/** Guards a path as the router would: the table's route for it and the parameters it matched. */
function open(path: string, user: SessionUser | null, platform: Platform = 'CABINET', middleware: Record<string, Middleware> = MIDDLEWARE): GuardResult {
  const [pathname = '/'] = path.split('?');
  const match = matchRoute(pathname, platform);
  return guard(match?.route, context(user, platform, path, match?.params ?? {}), middleware);
}

const PROCEED: GuardResult = { kind: 'proceed' };
const status = (code: number): GuardResult => ({ kind: 'error', status: code });

describe('guard: the login route', () => {
  it.each<[string, () => SessionUser | null, Platform]>([
    ['a visitor on CABINET', () => null, 'CABINET'],
    ['a visitor on CARGO', () => null, 'CARGO'],
    ['a signed-in agent on CABINET', agentUser, 'CABINET'],
    ['a signed-in airline employee on CARGO', airlineUser, 'CARGO'],
  ])('is always allowed for %s', (_, user, platform) => {
    expect(guard(route('login'), context(user(), platform, '/login'), {})).toEqual(PROCEED);
    expect(open('/login?path=%2Faccounts', user(), platform)).toEqual(PROCEED);
  });

  it('is allowed even if its table entry had no access, another platform or an unknown middleware', () => {
    const odd: RouteDef = { ...route('login'), access: '', platforms: [], middleware: ['nope'] };
    expect(guard(odd, context(null, 'CARGO'), {})).toEqual(PROCEED);
  });
});

describe('guard: 404', () => {
  it('answers 404 for no route at all', () => {
    expect(guard(undefined, context(agentUser()), MIDDLEWARE)).toEqual(status(404));
    expect(open('/no-such-page', airlineUser())).toEqual(status(404));
  });

  it('answers 404 for a route with no access value, even to a visitor (no login redirect)', () => {
    const noAccess: RouteDef = { ...route('profile'), access: '' };
    expect(guard(noAccess, context(airlineUser()), MIDDLEWARE)).toEqual(status(404));
    expect(guard(noAccess, context(null, 'CABINET', '/profile'), MIDDLEWARE)).toEqual(status(404));
  });

  it.each(['index', 'signup', 'dashboard', 'pricing', 'pricing-info', 'booking', 'services', 'chats-add', 'accreditations-add'])(
    'answers 404 for the CABINET-only route %s on CARGO, to visitors and users alike',
    (name) => {
      const params = { id: '5' };
      for (const user of [null, airlineUser(), agentUser()]) {
        expect(guard(route(name), context(user, 'CARGO', routePath(name, params), params), MIDDLEWARE)).toEqual(status(404));
      }
    },
  );

  it('opens CABINET-only pages on CABINET', () => {
    expect(open('/', null)).toEqual(PROCEED);
    expect(open('/pricing', agentUser())).toEqual(PROCEED);
    expect(open('/pricing/5', null)).toEqual(PROCEED);
  });
});

describe('guard: visitors', () => {
  it.each([
    ['/profile', 'CABINET'],
    ['/accounts', 'CARGO'],
    ['/accounts?page=2&sort[]=name', 'CABINET'],
    ['/shipments/298-45182303', 'CARGO'],
    ['/payments?openId=7&shared[contractId]=3', 'CABINET'],
  ] as const)('are sent from %s (%s) to login with the full path to come back to', (path, platform) => {
    const result = open(path, null, platform);
    expect(result).toEqual({ kind: 'redirect', to: loginRedirect(path) });
    if (result.kind !== 'redirect') return;
    const url = new URL(result.to, 'https://cabinet.example');
    expect(url.pathname).toBe('/login');
    expect([...url.searchParams.keys()]).toEqual(['path']);
    expect(url.searchParams.get('path')).toBe(path);
  });

  it('are redirected before the validate step or the middleware run', () => {
    // An id the page refuses still sends a visitor to login first (section 2's order of checks).
    expect(open('/accounts/abc', null)).toEqual({ kind: 'redirect', to: loginRedirect('/accounts/abc') });
    const withMiddleware: RouteDef = { ...route('profile'), middleware: ['nope'] };
    expect(guard(withMiddleware, context(null, 'CABINET', '/profile'), {})).toEqual({ kind: 'redirect', to: loginRedirect('/profile') });
  });

  it('open public pages', () => {
    expect(open('/', null)).toEqual(PROCEED);
    expect(open('/signup', null)).toEqual(PROCEED);
    expect(open('/pricing/12', null)).toEqual(PROCEED);
  });
});

describe('loginRedirect', () => {
  it('encodes the whole path with its query into the path parameter', () => {
    expect(loginRedirect('/accounts')).toBe('/login?path=%2Faccounts');
    expect(loginRedirect('/accounts?page=2')).toBe('/login?path=%2Faccounts%3Fpage%3D2');
    const to = loginRedirect('/payments?openId=7&shared[contractId]=3#top');
    expect(to).not.toMatch(/[&#[\]]/);
    expect(new URL(to, 'https://x.example').searchParams.get('path')).toBe('/payments?openId=7&shared[contractId]=3#top');
  });
});

describe('guard: role and ability', () => {
  it.each([
    ['/profile', agentUser],
    ['/pricing', agentUser],
    ['/booking', agentUser],
    ['/shipments', agentUser],
    ['/balance', agentUser],
    ['/persons/add', agentUser],
    ['/tariffs', airlineUser],
    ['/accounts', airlineUser],
    ['/accreditations', airlineUser],
    ['/settings/edit/3', airlineUser],
    ['/flights/add', airlineUser],
    ['/accreditations/add', newcomerUser],
    ['/chats/add', newcomerUser],
  ])('lets the user open %s when the role and ability hold', (path, user) => {
    expect(open(path, user())).toEqual(PROCEED);
  });

  it.each([
    ['/tariffs', agentUser],
    ['/accounts', agentUser],
    ['/settings', agentUser],
    ['/booking', airlineUser],
    ['/chats/add', airlineUser],
    ['/shipments', newcomerUser],
    ['/flights', makeUser],
  ])('answers 403 when %s needs an ability the user lacks', (path, user) => {
    expect(open(path, user())).toEqual(status(403));
  });

  it('answers 403 for an ability held with a Boolean false condition', () => {
    const denied = makeUser({ abilities: { 'tariff.fare.view': [{ type: 'Boolean', value: false }] } });
    expect(open('/tariffs', denied)).toEqual(status(403));
    // A false condition spoils the ability even beside a matching one.
    const mixed = makeUser({
      abilities: { 'tariff.fare.view': [{ type: 'Company', company: 'ut' }, { type: 'Boolean', value: false }] },
    });
    expect(open('/tariffs', mixed)).toEqual(status(403));
    const allowed = makeUser({ abilities: { 'tariff.fare.view': [{ type: 'Boolean', value: true }] } });
    expect(open('/tariffs', allowed)).toEqual(PROCEED);
  });

  it('answers 403 when the route wants a role the user does not hold', () => {
    const airlineOnly: RouteDef = { ...route('profile'), access: 'AIR_COMPANY' };
    expect(guard(airlineOnly, context(agentUser()), MIDDLEWARE)).toEqual(status(403));
    expect(guard(airlineOnly, context(airlineUser()), MIDDLEWARE)).toEqual(PROCEED);
    // The role and the ability must both hold.
    const airlineTariffs: RouteDef = { ...route('tariffs'), access: 'AIR_COMPANY' };
    expect(guard(airlineTariffs, context(makeUser({ clientRole: 'AIR_COMPANY', accountRole: 'AK' })), MIDDLEWARE)).toEqual(status(403));
    expect(guard(airlineTariffs, context(shipperUser()), MIDDLEWARE)).toEqual(status(403));
    expect(guard(airlineTariffs, context(airlineUser()), MIDDLEWARE)).toEqual(PROCEED);
  });

  it('needs the prefixless role: a wire role ROLE_X counts as X', () => {
    const auditorsOnly: RouteDef = { ...route('profile'), access: 'AUDITOR' };
    expect(guard(auditorsOnly, context(makeUser({ extraRoles: ['ROLE_AUDITOR'] })), MIDDLEWARE)).toEqual(PROCEED);
    expect(guard(auditorsOnly, context(makeUser()), MIDDLEWARE)).toEqual(status(403));
  });

  it('still checks the ability on a public route that names one', () => {
    const publicWithAbility: RouteDef = { ...route('index'), ability: 'shipment.view' };
    expect(guard(publicWithAbility, context(null), MIDDLEWARE)).toEqual(status(403));
    expect(guard(publicWithAbility, context(agentUser()), MIDDLEWARE)).toEqual(PROCEED);
  });
});

describe('guard: the validate step', () => {
  it.each([
    ['/accounts/abc', airlineUser],
    ['/accounts/0', airlineUser],
    ['/accounts/edit/x', airlineUser],
    ['/shipments/edit', agentUser],
    ['/shipments/abc/edit-awb', agentUser],
    ['/booking/-1', agentUser],
    ['/chats/abc', agentUser],
  ])('answers 404 when %s fails the page validate step', (path, user) => {
    expect(open(path, user())).toEqual(status(404));
  });

  it.each([
    ['/accounts/7', airlineUser],
    ['/accounts/edit', airlineUser],
    ['/accounts/edit/7', airlineUser],
    ['/shipments/298-45182303', agentUser],
    ['/shipments/29845182303', agentUser],
    ['/shipments/298-45182303/edit-awb', agentUser],
    ['/booking/3', agentUser],
  ])('lets %s through', (path, user) => {
    expect(open(path, user())).toEqual(PROCEED);
  });

  it('checks access before validating: no hint that an id is malformed to a user without rights', () => {
    expect(open('/accounts/abc', agentUser())).toEqual(status(403));
  });
});

describe('guard: middleware', () => {
  const synthetic = (middleware: string[]): RouteDef => ({
    name: 'synthetic',
    path: '/synthetic',
    access: 'USER',
    platforms: ['CABINET', 'CARGO'],
    layout: 'default',
    middleware,
  });

  it('answers 500 with errors:unknownMiddleware and the name for a middleware nobody registered', () => {
    const result = guard(synthetic(['nope']), context(agentUser(), 'CABINET', '/synthetic'), MIDDLEWARE);
    expect(result).toEqual({ kind: 'error', status: 500, message: messageRef('errors:unknownMiddleware', { name: 'nope' }) });
    if (result.kind !== 'error' || !result.message) return;
    expect(parseMessageRef(result.message)).toEqual({ key: 'errors:unknownMiddleware', params: { name: 'nope' } });
    // Section 2's text, 'Unknown middleware {name}', once the reference is translated.
    expect(enErrors.unknownMiddleware.replace('{{name}}', 'nope')).toBe('Unknown middleware nope');
  });

  it('runs middleware in order and stops at the first answer', () => {
    const calls: string[] = [];
    const pass: Middleware = () => {
      calls.push('pass');
      return null;
    };
    const stop: Middleware = () => {
      calls.push('stop');
      return { kind: 'redirect', to: '/elsewhere' };
    };
    const never = vi.fn<Middleware>(() => null);
    expect(guard(synthetic(['pass', 'stop', 'never']), context(agentUser()), { pass, stop, never })).toEqual({ kind: 'redirect', to: '/elsewhere' });
    expect(calls).toEqual(['pass', 'stop']);
    expect(never).not.toHaveBeenCalled();
    // Middleware answering null lets navigation proceed; an unknown one after them still fails.
    expect(guard(synthetic(['pass']), context(agentUser()), { pass })).toEqual(PROCEED);
    expect(guard(synthetic(['pass', 'nope']), context(agentUser()), { pass })).toMatchObject({ kind: 'error', status: 500 });
  });

  it('gives middleware the guard context', () => {
    const seen = vi.fn<Middleware>(() => null);
    const ctx = context(agentUser(), 'CARGO', '/synthetic?x=1', { id: '4' });
    guard(synthetic(['seen']), ctx, { seen });
    expect(seen).toHaveBeenCalledWith(ctx);
  });

  it('does not run middleware for a user the access check refuses', () => {
    const seen = vi.fn<Middleware>(() => null);
    guard({ ...synthetic(['seen']), ability: 'tariff.fare.view' }, context(agentUser()), { seen });
    expect(seen).not.toHaveBeenCalled();
  });

  it.each(PLATFORMS)('names only registered middleware in the route table (%s): no page answers 500', (platform) => {
    const everything = makeUser({ clientRole: 'AIR_COMPANY', accountRole: 'AK', abilities: grant(ROUTES.flatMap((r) => (r.ability ? [r.ability] : []))) });
    for (const def of routesFor(platform)) {
      for (const user of [null, everything]) {
        const result = guard(def, context(user, platform, routePath(def.name, { id: '5' }), { id: '5' }), MIDDLEWARE);
        expect(result, `${def.name} for ${user ? 'a user' : 'a visitor'}`).not.toMatchObject({ kind: 'error', status: 500 });
      }
    }
  });
});

describe('the guest middleware on signup', () => {
  it('lets a visitor open signup', () => {
    expect(open('/signup', null)).toEqual(PROCEED);
  });

  it('sends a signed-in user where login would take them', () => {
    // An agent holds shipment.create: pricing; an airline employee does not: accreditations.
    expect(open('/signup', agentUser())).toEqual({ kind: 'redirect', to: '/pricing' });
    expect(open('/signup', airlineUser())).toEqual({ kind: 'redirect', to: '/accreditations' });
    expect(open('/signup', newcomerUser())).toEqual({ kind: 'redirect', to: '/accreditations' });
  });

  it('is what makes the difference: without it signup would open for a signed-in user', () => {
    expect(open('/signup', agentUser(), 'CABINET', { guest: () => null })).toEqual(PROCEED);
    expect(open('/signup', agentUser(), 'CABINET', {})).toMatchObject({ kind: 'error', status: 500 });
  });
});
