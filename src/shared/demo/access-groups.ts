import { ABILITY_NAMES, type AbilityCondition } from '../abilities';

// The demo airline's access groups (seeded by the server, and the realistic users of tests). Airline staff configure the airline; agents and shippers
// book; companies on their way to a contract see their questionnaire. Administrators edit these
// rows later (financial handbook: access groups); nothing in the code depends on their names.

const AIRLINE = 'ut';
const company: AbilityCondition[] = [{ type: 'Company', company: AIRLINE }];
const anywhere: AbilityCondition[] = [{ type: 'Boolean', value: true }];

/** Abilities only clients hold: creating bookings and AWBs, paying from their own balance, starting chats. */
const CLIENT_ONLY = new Set(['shipment.create', 'shipment.issue', 'booking.post', 'financial.balance.user', 'chat.action.chatting']);

const CLIENT_BOOKING = [
  'shipment.create',
  'shipment.view',
  'shipment.issue',
  'shipment.change',
  'booking.post',
  'shipment.booking.view',
  'flights.view',
  'flights.info.view',
  'financial.balance.view',
  'financial.balance.user',
  'financial.payment.view',
  'financial.document.view',
  'financialDigest.contract.view',
  'shipment.report_awb.view',
  'publication.view',
];
const COMMUNICATION = ['chat.action.view', 'chat.action.chatting', 'agent.notification.view'];
const QUESTIONNAIRE = ['financialDigest.questionnaire.view', 'financialDigest.questionnaire.edit'];

export interface SeedGroup {
  code: string | null;
  name: string;
  description: string;
  abilities: { ability: string; conditions: AbilityCondition[] }[];
}

const withConditions = (names: readonly string[], conditions: AbilityCondition[]) =>
  names.map((ability) => ({ ability, conditions }));

/**
 * The group every installation has, demo or not: new sign-ups join it (found by its code) until
 * their accreditation makes them clients.
 */
export const NEWCOMER_GROUP: SeedGroup = {
  code: 'newcomer',
  name: 'New client',
  description: 'Signed up: fills the accreditation questionnaire and talks to the airline',
  abilities: withConditions([...QUESTIONNAIRE, ...COMMUNICATION], anywhere),
};

export const DEMO_GROUPS = {
  airline: {
    code: null,
    name: 'Airline administrator',
    description: 'UT cargo department: tariffs, flights, handbooks, telegrams, settings and client accreditation',
    abilities: withConditions(
      ABILITY_NAMES.filter((name) => !CLIENT_ONLY.has(name)),
      company,
    ),
  },
  agent: {
    code: null,
    name: 'Agent',
    description: 'Forwarders under an agent contract: booking, AWB issue from their stock, balance',
    abilities: [
      ...withConditions([...CLIENT_BOOKING, 'financialDigest.stock.view', 'agent.person.view', 'agent.person.edit'], company),
      ...withConditions(COMMUNICATION, anywhere),
    ],
  },
  shipper: {
    code: null,
    name: 'Shipper',
    description: 'Shippers under their own contract: booking and AWB issue for their cargo',
    abilities: [...withConditions(CLIENT_BOOKING, company), ...withConditions(COMMUNICATION, anywhere)],
  },
  approvedShipper: {
    code: null,
    name: 'Approved shipper',
    description: 'Accreditation approved, contract not yet active',
    abilities: [
      ...withConditions(['flights.view', 'publication.view'], company),
      ...withConditions([...QUESTIONNAIRE, ...COMMUNICATION], anywhere),
    ],
  },
  newcomer: NEWCOMER_GROUP,
} satisfies Record<string, SeedGroup>;
