import { ROUTES } from '../routes/table';

// Every named permission the product knows: those the route table guards pages with, and those
// that guard actions rather than pages (section 6 and later features).
const ACTION_ABILITIES = [
  'shipment.create',
  'shipment.view',
  'shipment.issue',
  'shipment.change',
  /** The old-style ability of section 6 with value post. */
  'booking.post',
  'financial.balance.user',
  'chat.action.view',
  'chat.action.chatting',
] as const;

export const ABILITY_NAMES: readonly string[] = [
  ...new Set([...ROUTES.flatMap((r) => (r.ability ? [r.ability] : [])), ...ACTION_ABILITIES]),
].sort();

export function isKnownAbility(name: string): boolean {
  return ABILITY_NAMES.includes(name);
}
