import { describe, expect, it } from 'vitest';
import type { AccountRole, ClientRole } from '../constants';
import type { AvailableAirline, CurrentUserResponse } from './schemas';
import { userResponse } from '../testing/users';
import { stripRolePrefix, toSessionUser } from './session-user';

const airline = (marker: string, iata: string, priorities: AvailableAirline['bookingPriorities'] = []): AvailableAirline => ({
  id: iata.charCodeAt(0),
  marker,
  iata,
  name: `${iata} Airlines`,
  awbPrefixes: ['298'],
  bookingPriorities: priorities,
  tariffs: [],
  acceptsChatMessages: true,
});

const UT = airline('ut', 'UT', [{ code: 'XPS', priority: 1 }]);
const DP = airline('dp', 'DP', [{ code: 'GCR', priority: 9 }]);

/** A GET /api/user answer for a user of the given client role with the given airlines, in order. */
const response = (clientRole: ClientRole, airlines: AvailableAirline[] = [UT], accountRole: AccountRole = 'AGENT'): CurrentUserResponse =>
  userResponse({ clientRole, airlines, accountRole });

describe('toSessionUser', () => {
  it.each<[ClientRole, string]>([
    ['ANON_COMPANY_USER', 'isAnon'],
    ['EXPEDITOR', 'isExpeditor'],
    ['AIR_COMPANY', 'isAirCompany'],
    ['SHIPPER', 'isShipper'],
    ['APPROVED_SHIPPER', 'isPreShipper'],
  ])('a %s user has %s and no other client flag', (role, flag) => {
    const user = toSessionUser(response(role));
    const flags = { isAnon: false, isExpeditor: false, isAirCompany: false, isShipper: false, isPreShipper: false, [flag]: true };
    expect(user).toMatchObject(flags);
  });

  it('strips the ROLE_ prefix from the roles', () => {
    expect(toSessionUser(response('SHIPPER')).roles).toEqual(['USER', 'SHIPPER', 'AGENT']);
    expect(stripRolePrefix('ROLE_ROLE_X')).toBe('ROLE_X');
    expect(stripRolePrefix('XROLE_A')).toBe('XROLE_A');
    expect(stripRolePrefix('USER')).toBe('USER');
  });

  it("gives an air-company user the first of its airlines and that airline's booking priorities", () => {
    const user = toSessionUser(response('AIR_COMPANY', [UT, DP], 'AK'));
    expect(user.airline).toEqual(UT);
    expect(user.bookingPriorities).toEqual([{ code: 'XPS', priority: 1 }]);
    expect(toSessionUser(response('AIR_COMPANY', [DP, UT], 'AK')).airline).toEqual(DP);
  });

  it.each<ClientRole>(['ANON_COMPANY_USER', 'EXPEDITOR', 'SHIPPER', 'APPROVED_SHIPPER'])('gives a %s user no airline', (role) => {
    const user = toSessionUser(response(role, [UT, DP]));
    expect(user.airline).toBeNull();
    expect(user.bookingPriorities).toEqual([]);
  });

  it('gives an air-company user without airlines no airline', () => {
    const user = toSessionUser(response('AIR_COMPANY', [], 'AK'));
    expect(user.airline).toBeNull();
    expect(user.bookingPriorities).toEqual([]);
  });

  it('holds DP when any available airline is DP, whatever the role', () => {
    expect(toSessionUser(response('EXPEDITOR', [UT, DP])).hasDP).toBe(true);
    expect(toSessionUser(response('AIR_COMPANY', [DP], 'AK')).hasDP).toBe(true);
    expect(toSessionUser(response('EXPEDITOR', [UT])).hasDP).toBe(false);
    expect(toSessionUser(response('EXPEDITOR', [])).hasDP).toBe(false);
  });

  it('keeps the profile fields', () => {
    const source = response('SHIPPER');
    const user = toSessionUser(source);
    expect(user).toMatchObject({ ...source.profile, roles: ['USER', 'SHIPPER', 'AGENT'] });
  });
});
