import * as v from 'valibot';
import { MarkerSchema } from '../markers';

// Section 6: an ability holds conditions of type Boolean, Company, Route, Departure or Arrival.
// Airport lists use IATA codes; an empty list means every airport of that company.

const airportList = v.array(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)));
// The airline marker, as the settings and the group editor take it.
const company = MarkerSchema;

export const AbilityConditionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('Boolean'), value: v.boolean() }),
  v.strictObject({ type: v.literal('Company'), company }),
  v.strictObject({ type: v.literal('Route'), company, departure: airportList, arrival: airportList }),
  v.strictObject({ type: v.literal('Departure'), company, departure: airportList }),
  v.strictObject({ type: v.literal('Arrival'), company, arrival: airportList }),
]);
export type AbilityCondition = v.InferOutput<typeof AbilityConditionSchema>;
export type AbilityConditionType = AbilityCondition['type'];

/** Ability name → its conditions, as the user object carries them. */
export const AbilitiesSchema = v.record(v.string(), v.array(AbilityConditionSchema));
export type Abilities = v.InferOutput<typeof AbilitiesSchema>;

/** What an action touches: the airline (company marker) and, for route-bound rows, its airports. */
export interface AbilityContext {
  company?: string;
  departure?: string;
  arrival?: string;
}
