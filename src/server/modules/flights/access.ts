import { and, type SQL } from 'drizzle-orm';
import { conditionsSql } from '../../access/conditions';
import { airlineScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';
import { flightLegs } from '../../db/schema';

// Which legs a caller reaches under an ability: airline staff their airline's, clients those of
// the airlines they hold a contract with, and either only where the ability's conditions (section
// 6: company, route, departure or arrival airports) allow.

export function legAccess(user: SessionContext, ability: string): SQL {
  return and(
    airlineScope(user, flightLegs.airlineId),
    conditionsSql(user.abilities[ability], {
      airline: flightLegs.airlineId,
      departure: flightLegs.departure,
      arrival: flightLegs.arrival,
      scopedMarker: user.airlineId !== null ? (user.airlineMarker ?? undefined) : undefined,
    }),
  )!;
}

/** Airline staff see the inside of a flight (history, customs, the capacity's terms); clients its free space. */
export const isStaff = (user: SessionContext): boolean => user.airlineId !== null;
