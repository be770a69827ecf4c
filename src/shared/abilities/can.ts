import type { Abilities, AbilityCondition, AbilityContext } from './conditions';

const inList = (list: readonly string[], airport: string | undefined): boolean =>
  airport !== undefined && (list.length === 0 || list.includes(airport));

function matches(condition: AbilityCondition, context: AbilityContext): boolean {
  switch (condition.type) {
    case 'Boolean':
      return condition.value;
    case 'Company':
      return context.company === condition.company;
    case 'Route':
      return (
        context.company === condition.company &&
        inList(condition.departure, context.departure) &&
        inList(condition.arrival, context.arrival)
      );
    case 'Departure':
      return context.company === condition.company && inList(condition.departure, context.departure);
    case 'Arrival':
      return context.company === condition.company && inList(condition.arrival, context.arrival);
  }
}

/**
 * The one ability check of section 6, used by the router guard, the menu and the server alike.
 * A missing key denies. Without a context the ability holds unless a Boolean false is among its
 * conditions; with a context any matching condition allows.
 */
export function can(abilities: Abilities | null | undefined, name: string, context?: AbilityContext): boolean {
  const conditions = abilities?.[name];
  if (!conditions) return false;
  if (!context) return !conditions.some((c) => c.type === 'Boolean' && !c.value);
  return conditions.some((c) => matches(c, context));
}
