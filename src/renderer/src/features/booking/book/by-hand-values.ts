import { parseTypedFlight, type FlightsVariantBody } from '@shared/booking';
import { M } from '@shared/validation';
import { checkSearch, searchField, valuesOfAddress, type SearchValues } from '../search/search-values';

// Flights typed by hand on `/booking` (no variant chosen): the search's route, date and cargo, and
// the flight (with the onward one of a connection), priced into a variant to book like a search's.

export interface ByHandValues extends SearchValues {
  /** The flight (`UT432` or `432`) and, for a connection, the onward flight. */
  flight: string;
  onward: string;
}

/** The form's values checked as the server will: the body to price, or the problems by field. */
export function checkByHand(values: ByHandValues): { body: FlightsVariantBody; problems: null } | { body: null; problems: Record<string, string> } {
  const search = checkSearch(values);
  const problems: Record<string, string> = { ...(search.problems ?? {}) };
  const flight = values.flight.trim();
  const onward = values.onward.trim();
  if (!flight) problems.flight = M.required;
  else if (!parseTypedFlight(flight)) problems.flight = M.invalid;
  if (onward && !parseTypedFlight(onward)) problems.onward = M.invalid;
  if (!search.query || Object.keys(problems).length) return { body: null, problems };
  const { departure, arrival, date, pieces, weight, volume, shc, product } = search.query;
  return { body: { departure, arrival, date, pieces, weight, volume, shc, product, flights: onward ? [flight, onward] : [flight], contractId: null }, problems: null };
}

const FIELD_OF: Record<string, string> = { flights: 'flight', 'flights.0': 'flight', 'flights.1': 'onward' };

/** The server's problems by the form's fields: a problem of the flights as a whole belongs to the first. */
export function byHandProblems(fields: Record<string, string>, measure: SearchValues['measure']): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) problems[FIELD_OF[field] ?? searchField(field, measure)] ??= message;
  return problems;
}

/** The form's first values: the search's own (tomorrow, one piece), no flights yet. */
export const blankByHand = (date: string): ByHandValues => ({ ...valuesOfAddress({}, { departure: null, date }), flight: '', onward: '' });
