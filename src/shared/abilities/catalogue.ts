import { ACCOUNT_ABILITIES } from '../accounts/abilities';
import { ACCREDITATION_ABILITIES } from '../accreditations/abilities';
import { BOOKING_ABILITIES } from '../booking/abilities';
import { CHAT_ABILITIES } from '../chat/abilities';
import { FINANCE_ABILITIES } from '../finance/abilities';
import { FLIGHT_ABILITIES } from '../flights/abilities';
import { MESSAGING_ABILITIES } from '../messaging/abilities';
import { NOTIFICATION_ABILITIES } from '../notifications/abilities';
import { PARTY_ABILITIES } from '../parties/abilities';
import { PUBLICATION_ABILITIES } from '../publications/abilities';
import { REPORT_ABILITIES } from '../reports/abilities';
import { SETTINGS_ABILITIES } from '../settings/abilities';
import { SHIPMENT_ABILITIES } from '../shipments/abilities';
import { STOCK_ABILITIES } from '../stocks/abilities';
import { TARIFF_ABILITIES } from '../tariffs/abilities';
import { TECHNOLOGY_ABILITIES } from '../technology/abilities';
import { WEBHOOK_ABILITIES } from '../webhooks/abilities';

// Every named permission the product knows, gathered from the areas' own constants (each area
// names its abilities once, in src/shared/<area>/abilities.ts; the route table and both sides
// use those constants).

/** Each area's abilities, by area. */
export const AREA_ABILITIES = {
  technology: TECHNOLOGY_ABILITIES,
  stocks: STOCK_ABILITIES,
  parties: PARTY_ABILITIES,
  accounts: ACCOUNT_ABILITIES,
  accreditations: ACCREDITATION_ABILITIES,
  settings: SETTINGS_ABILITIES,
  tariffs: TARIFF_ABILITIES,
  chat: CHAT_ABILITIES,
  notifications: NOTIFICATION_ABILITIES,
  shipments: SHIPMENT_ABILITIES,
  booking: BOOKING_ABILITIES,
  flights: FLIGHT_ABILITIES,
  messaging: MESSAGING_ABILITIES,
  finance: FINANCE_ABILITIES,
  reports: REPORT_ABILITIES,
  publications: PUBLICATION_ABILITIES,
  webhooks: WEBHOOK_ABILITIES,
} as const;

/** The ability names held in a constant of nested objects. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type AbilityName = Leaves<typeof AREA_ABILITIES>;

const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves);

export const ABILITY_NAMES: readonly AbilityName[] = [...new Set(leaves(AREA_ABILITIES))].sort() as AbilityName[];

export function isKnownAbility(name: string): name is AbilityName {
  return (ABILITY_NAMES as readonly string[]).includes(name);
}
