import type { AbilityCondition } from '@shared/abilities';

/** The condition with another type, keeping its airline and airports where the new type has them. */
export function withType(condition: AbilityCondition, type: AbilityCondition['type'], defaultCompany: string): AbilityCondition {
  const company = 'company' in condition ? condition.company : defaultCompany;
  const departure = 'departure' in condition ? condition.departure : [];
  const arrival = 'arrival' in condition ? condition.arrival : [];
  switch (type) {
    case 'Boolean':
      return { type, value: true };
    case 'Company':
      return { type, company };
    case 'Route':
      return { type, company, departure, arrival };
    case 'Departure':
      return { type, company, departure };
    case 'Arrival':
      return { type, company, arrival };
  }
}
