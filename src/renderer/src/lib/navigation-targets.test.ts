import { describe, expect, it } from 'vitest';
import { matchRoute } from '@shared/routes';
import { agentUser, airlineUser, makeUser, newcomerUser } from '@shared/testing/users';
import { afterLoginPath, afterLogoutPath, homePath, isSafeReturnPath } from './navigation-targets';

// Section 2's navigation rules: where login and logout lead, and which saved paths may be returned to.

const APP = 'https://cabinet.example';

describe('afterLoginPath', () => {
  it('sends a user with shipment.create to pricing on the cabinet', () => {
    expect(afterLoginPath(agentUser(), 'CABINET')).toBe('/pricing');
    expect(afterLoginPath(makeUser({ abilities: { 'shipment.create': [{ type: 'Boolean', value: true }] } }), 'CABINET')).toBe('/pricing');
  });

  it('sends anyone else to accreditations', () => {
    expect(afterLoginPath(airlineUser(), 'CABINET')).toBe('/accreditations');
    expect(afterLoginPath(newcomerUser(), 'CABINET')).toBe('/accreditations');
    expect(afterLoginPath(makeUser(), 'CABINET')).toBe('/accreditations');
    // shipment.create held with a Boolean false condition is not held.
    expect(afterLoginPath(makeUser({ abilities: { 'shipment.create': [{ type: 'Boolean', value: false }] } }), 'CABINET')).toBe(
      '/accreditations',
    );
  });

  it('on CARGO, where pricing does not exist, sends a shipment.create user to the profile', () => {
    expect(matchRoute('/pricing', 'CARGO')).toBeNull();
    expect(afterLoginPath(agentUser(), 'CARGO')).toBe('/profile');
  });

  it('on CARGO sends the others to accreditations, which exists there', () => {
    expect(matchRoute('/accreditations', 'CARGO')?.route.name).toBe('accreditations');
    expect(afterLoginPath(airlineUser(), 'CARGO')).toBe('/accreditations');
    expect(afterLoginPath(makeUser(), 'CARGO')).toBe('/accreditations');
  });

  it.each(['/shipments/298-45182303', '/accounts?page=2&sort[]=name', '/payments?openId=7&shared[contractId]=3', '/', '/tariffs#top'])(
    'lets a saved safe path %s win over the default target',
    (saved) => {
      expect(afterLoginPath(agentUser(), 'CABINET', saved)).toBe(saved);
      expect(afterLoginPath(airlineUser(), 'CARGO', saved)).toBe(saved);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/login',
    '/\\evil.example',
    'https://x',
    'https://evil.example/accounts',
    'javascript:alert(1)',
    'accounts',
    '',
    '/login',
    '/login?path=%2Faccounts',
    '/login/',
  ])('does not return to %j', (saved) => {
    expect(afterLoginPath(agentUser(), 'CABINET', saved)).toBe('/pricing');
    expect(afterLoginPath(airlineUser(), 'CABINET', saved)).toBe('/accreditations');
  });

  it('ignores a missing saved path', () => {
    expect(afterLoginPath(agentUser(), 'CABINET', null)).toBe('/pricing');
    expect(afterLoginPath(agentUser(), 'CABINET', undefined)).toBe('/pricing');
  });
});

describe('afterLogoutPath', () => {
  it('goes to the index on the cabinet and to login on CARGO', () => {
    expect(afterLogoutPath('CABINET')).toBe('/');
    expect(afterLogoutPath('CARGO')).toBe('/login');
  });
});

describe('homePath', () => {
  // The logo and the error page's button: a signed-in user has no use for the landing page.
  it("sends a signed-in user to their start page, never the cabinet's landing page", () => {
    expect(homePath(airlineUser(), 'CABINET')).toBe('/accreditations');
    expect(homePath(agentUser(), 'CABINET')).toBe('/pricing');
    expect(homePath(newcomerUser(), 'CABINET')).toBe('/accreditations');
    expect(homePath(agentUser(), 'CARGO')).toBe('/profile');
    expect(homePath(airlineUser(), 'CARGO')).toBe('/accreditations');
  });

  it('sends a visitor to the landing page on the cabinet and to login on CARGO', () => {
    expect(homePath(null, 'CABINET')).toBe('/');
    expect(homePath(null, 'CARGO')).toBe('/login');
  });
});

describe('isSafeReturnPath', () => {
  it.each(['/', '/accounts', '/accounts/7?tab=2', '/shipments/298-45182303#history', '/a//b'])('accepts the in-app path %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
    expect(new URL(path, APP).origin).toBe(APP);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://x',
    'http://evil.example/',
    'javascript:alert(1)',
    'accounts',
    '',
    null,
    undefined,
  ])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });

  // The URL parser drops tabs and line breaks: these would read as another host.
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\t\\evil.example'])(
    'refuses %j, which the URL parser reads as another host',
    (path) => {
      expect(new URL(path, APP).origin).not.toBe(APP);
      expect(isSafeReturnPath(path)).toBe(false);
    },
  );
});
