import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';

/**
 * A form resolver's answer from its problems by field (message references the fields translate):
 * the values when there are none, each problem on its field otherwise. A dotted field
 * (`participants.shipper.name`) is nested as react-hook-form keeps its errors, so a group can ask
 * whether anything in it is wrong. Kept apart from lib/forms, which the sign-in page loads.
 */
export function resolverResult<T extends FieldValues>(values: T, problems: Record<string, string>): ResolverResult<T> {
  if (!Object.keys(problems).length) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(problems)) {
    const path = key.split('.');
    let node = errors;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    const last = path[path.length - 1]!;
    node[last] = { ...(node[last] as object | undefined), type: 'validation', message };
  }
  return { values: {}, errors: errors as FieldErrors<T> };
}
