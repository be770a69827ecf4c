/**
 * The notification groups that tell of money moved (section 2): a payment decided; a booking
 * answered, cancelled or released moves its hold; a refund credits the contract.
 */
const MONEY_GROUPS = new Set(['payment', 'booking', 'refund']);

/** Whether a live notification's message tells of money moved on the user's contracts. */
export function movesMoney(message: unknown): boolean {
  const group = (message as { group?: unknown } | null | undefined)?.group;
  return typeof group === 'string' && MONEY_GROUPS.has(group);
}
