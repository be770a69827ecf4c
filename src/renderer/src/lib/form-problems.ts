import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';

/**
 * A form resolver's answer from its problems by field (message references the fields translate):
 * the values when there are none, each problem on its field otherwise. Kept apart from lib/forms,
 * which the sign-in page loads.
 */
export function resolverResult<T extends FieldValues>(values: T, problems: Record<string, string>): ResolverResult<T> {
  if (!Object.keys(problems).length) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(Object.entries(problems).map(([key, message]) => [key, { type: 'validation', message }])) as FieldErrors<T> };
}
