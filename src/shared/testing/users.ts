import type { Abilities, AbilityCondition } from '../abilities';
import type { AccountRole, ClientRole } from '../constants';
import type { AvailableAirline, CurrentUserResponse } from '../profile/schemas';
import { DEMO_GROUPS, type SeedGroup } from '../accounts/demo-groups';
import { toSessionUser, type SessionUser } from '../profile/session-user';

// Real session users for tests of the contract and the renderer: a GET /api/user answer (roles with the ROLE_ prefix, as on
// the wire) turned into a SessionUser by the same toSessionUser the app uses, with the abilities of
// the demo airline's access groups (section 6), as the server seeds them.

export const UT: AvailableAirline = {
  id: 1,
  marker: 'ut',
  iata: 'UT',
  name: 'UTair',
  awbPrefixes: ['298'],
  bookingPriorities: [{ code: 'XPS', priority: 1 }],
  tariffs: [{ code: 'XPS', nameRu: 'Экспресс', nameEn: 'Express', priority: 1 }],
  acceptsChatMessages: true,
};

const company: AbilityCondition[] = [{ type: 'Company', company: 'ut' }];

export const grant = (names: readonly string[], conditions: AbilityCondition[] = company): Abilities =>
  Object.fromEntries(names.map((name) => [name, conditions]));

const abilitiesOf = (group: SeedGroup): Abilities => Object.fromEntries(group.abilities.map((a) => [a.ability, a.conditions]));

export const AIRLINE_ABILITIES: Abilities = abilitiesOf(DEMO_GROUPS.airline);
export const AGENT_ABILITIES: Abilities = abilitiesOf(DEMO_GROUPS.agent);
export const SHIPPER_ABILITIES: Abilities = abilitiesOf(DEMO_GROUPS.shipper);
export const NEWCOMER_ABILITIES: Abilities = abilitiesOf(DEMO_GROUPS.newcomer);

export interface UserOptions {
  clientRole?: ClientRole;
  accountRole?: AccountRole;
  abilities?: Abilities;
  /** Extra wire roles, with or without the ROLE_ prefix. */
  extraRoles?: string[];
  airlines?: AvailableAirline[];
}

export function userResponse(options: UserOptions = {}): CurrentUserResponse {
  const { clientRole = 'EXPEDITOR', accountRole = 'AGENT', abilities = {}, extraRoles = [], airlines = [UT] } = options;
  return {
    userIdentifier: 'user@example.test',
    roles: ['ROLE_USER', `ROLE_${clientRole}`, `ROLE_${accountRole}`, ...extraRoles],
    profile: {
      id: 1,
      email: 'user@example.test',
      name: 'Test User',
      role: { id: 2, name: accountRole, ability: Object.keys(abilities) },
      availableAirlines: Object.fromEntries(airlines.map((a) => [a.marker, a])),
      availableAirlinesKeys: airlines.map((a) => a.marker),
      availableAirlinesIata: airlines.map((a) => a.iata),
      timeZone: 'Europe/Moscow',
      group: { id: 3, name: 'Group' },
      contractor: null,
      abilities,
      userIdentifier: 'user@example.test',
    },
  };
}

export const makeUser = (options: UserOptions = {}): SessionUser => toSessionUser(userResponse(options));

/** An airline employee (AK) of the air company, with the demo airline administrator's abilities. */
export const airlineUser = (): SessionUser => makeUser({ clientRole: 'AIR_COMPANY', accountRole: 'AK', abilities: AIRLINE_ABILITIES });
/** A forwarder's employee under an agent contract: books, issues AWBs, sees the balance. */
export const agentUser = (): SessionUser => makeUser({ clientRole: 'EXPEDITOR', accountRole: 'AGENT', abilities: AGENT_ABILITIES });
export const shipperUser = (): SessionUser => makeUser({ clientRole: 'SHIPPER', accountRole: 'AGENT', abilities: SHIPPER_ABILITIES });
/** Signed up, no contract yet: the questionnaire and chat only. */
export const newcomerUser = (): SessionUser =>
  makeUser({ clientRole: 'APPROVED_SHIPPER', accountRole: 'AGENT', abilities: NEWCOMER_ABILITIES });
