import type { ClientRole } from '../constants';
import type { AvailableAirline, CurrentUserResponse, UserProfile } from './schemas';

/** The signed-in user as every screen sees it: the profile plus section 6's derived flags. */
export interface SessionUser extends UserProfile {
  /** Roles without the `ROLE_` prefix; every signed-in user holds `USER`. */
  roles: string[];
  isAnon: boolean;
  isExpeditor: boolean;
  isAirCompany: boolean;
  isShipper: boolean;
  isPreShipper: boolean;
  /** An air-company user's airline: the first of its available airlines. */
  airline: AvailableAirline | null;
  bookingPriorities: AvailableAirline['bookingPriorities'];
  /** Section 6: the user holds DP when the airline IATA list includes DP. */
  hasDP: boolean;
}

export const stripRolePrefix = (role: string): string => role.replace(/^ROLE_/, '');

/** Airline staff: the account role AK (the server tells them by their airline). */
export const isStaff = (user: Pick<SessionUser, 'roles'> | null | undefined): boolean => user?.roles.includes('AK') ?? false;

export function toSessionUser(response: CurrentUserResponse): SessionUser {
  const roles = response.roles.map(stripRolePrefix);
  const has = (role: ClientRole): boolean => roles.includes(role);
  const profile = response.profile;
  const firstKey = profile.availableAirlinesKeys[0];
  const first = firstKey ? (profile.availableAirlines[firstKey] ?? null) : null;
  const isAirCompany = has('AIR_COMPANY');
  const airline = isAirCompany ? first : null;
  return {
    ...profile,
    roles,
    isAnon: has('ANON_COMPANY_USER'),
    isExpeditor: has('EXPEDITOR'),
    isAirCompany,
    isShipper: has('SHIPPER'),
    isPreShipper: has('APPROVED_SHIPPER'),
    airline,
    bookingPriorities: airline?.bookingPriorities ?? [],
    hasDP: profile.availableAirlinesIata.includes('DP'),
  };
}
