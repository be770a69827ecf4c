import { ABILITY_NAMES, type AbilityCondition } from '../abilities';
import { ACCREDITATION_ABILITIES } from '../accreditations/abilities';
import { BOOKING_ABILITIES } from '../booking/abilities';
import { CHAT_ABILITIES } from '../chat/abilities';
import { FINANCE_ABILITIES } from '../finance/abilities';
import { FLIGHT_ABILITIES } from '../flights/abilities';
import { NOTIFICATION_ABILITIES } from '../notifications/abilities';
import { PARTY_ABILITIES } from '../parties/abilities';
import { PUBLICATION_ABILITIES } from '../publications/abilities';
import { REPORT_ABILITIES } from '../reports/abilities';
import { SHIPMENT_ABILITIES } from '../shipments/abilities';
import { STOCK_ABILITIES } from '../stocks/abilities';
import { WEBHOOK_ABILITIES } from '../webhooks/abilities';

// The demo airline's access groups (seeded by the server, and the realistic users of tests). Airline staff configure the airline; agents and shippers
// book; companies on their way to a contract see their questionnaire. Administrators edit these
// rows later (financial handbook: access groups); nothing in the code depends on their names.

const AIRLINE = 'ut';
const company: AbilityCondition[] = [{ type: 'Company', company: AIRLINE }];
const anywhere: AbilityCondition[] = [{ type: 'Boolean', value: true }];

/** Abilities only clients hold: creating bookings, paying from their own balance, starting chats (the airline issues and corrects AWBs for its clients). */
const CLIENT_ONLY = new Set<string>([SHIPMENT_ABILITIES.create, BOOKING_ABILITIES.post, FINANCE_ABILITIES.userBalance, CHAT_ABILITIES.chatting, WEBHOOK_ABILITIES.edit]);

/**
 * A client's own webhooks (issue 19): the demo clients' accounts are their companies' administrators
 * (one account each, holding every client right), so their groups manage the company's endpoints.
 * Airline staff only look (view is not client-only).
 */
const CLIENT_ADMIN = [WEBHOOK_ABILITIES.view, WEBHOOK_ABILITIES.edit];

const CLIENT_BOOKING = [
  SHIPMENT_ABILITIES.create,
  SHIPMENT_ABILITIES.view,
  SHIPMENT_ABILITIES.issue,
  SHIPMENT_ABILITIES.change,
  SHIPMENT_ABILITIES.refund,
  SHIPMENT_ABILITIES.services,
  BOOKING_ABILITIES.post,
  BOOKING_ABILITIES.bookings.view,
  FLIGHT_ABILITIES.view,
  FLIGHT_ABILITIES.info,
  FINANCE_ABILITIES.balance,
  FINANCE_ABILITIES.userBalance,
  FINANCE_ABILITIES.payments,
  FINANCE_ABILITIES.documents,
  PARTY_ABILITIES.contracts.view,
  REPORT_ABILITIES['report-awb'].view,
  // A client builds AWB reports over its own shipments.
  REPORT_ABILITIES['report-awb'].edit,
  PUBLICATION_ABILITIES.view,
];
const COMMUNICATION = [CHAT_ABILITIES.view, CHAT_ABILITIES.chatting, NOTIFICATION_ABILITIES.view];
const QUESTIONNAIRE = [ACCREDITATION_ABILITIES.view, ACCREDITATION_ABILITIES.edit];

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
  name: 'Новый клиент',
  description: 'Зарегистрировался: заполняет анкету на аккредитацию и переписывается с авиакомпанией',
  abilities: withConditions([...QUESTIONNAIRE, ...COMMUNICATION], anywhere),
};

export const DEMO_GROUPS = {
  airline: {
    code: null,
    name: 'Администратор авиакомпании',
    description: 'Грузовой департамент ЮТэйр: тарифы, рейсы, справочники, телеграммы, настройки и аккредитация клиентов',
    abilities: withConditions(
      ABILITY_NAMES.filter((name) => !CLIENT_ONLY.has(name)),
      company,
    ),
  },
  agent: {
    code: null,
    name: 'Агент',
    description: 'Экспедиторы по агентскому договору: бронирование, выпуск накладных из своего стока, баланс',
    abilities: [
      ...withConditions([...CLIENT_BOOKING, STOCK_ABILITIES.view, PARTY_ABILITIES.persons.view, PARTY_ABILITIES.persons.edit, ...CLIENT_ADMIN], company),
      ...withConditions(COMMUNICATION, anywhere),
    ],
  },
  shipper: {
    code: null,
    name: 'Грузоотправитель',
    description: 'Грузоотправители по собственному договору: бронирование и выпуск накладных на свой груз',
    abilities: [...withConditions([...CLIENT_BOOKING, ...CLIENT_ADMIN], company), ...withConditions(COMMUNICATION, anywhere)],
  },
  approvedShipper: {
    code: null,
    name: 'Одобренный грузоотправитель',
    description: 'Аккредитация одобрена, договор ещё не активирован',
    abilities: [
      ...withConditions([FLIGHT_ABILITIES.view, PUBLICATION_ABILITIES.view], company),
      ...withConditions([...QUESTIONNAIRE, ...COMMUNICATION], anywhere),
    ],
  },
  newcomer: NEWCOMER_GROUP,
} satisfies Record<string, SeedGroup>;
