import { createHash } from 'node:crypto';
import type pg from 'pg';

// Server-side prepared statements for the queries the cabinet repeats, as JDBC's prepareThreshold
// does: a query text seen a few times gets a name derived from the text, so each connection parses
// and plans it once and then only binds and executes it. Drizzle builds the same text for the same
// shape of query (values are parameters), so the shapes are few: a list's filters and sort, a
// lookup, a session, a booking's statements inside its transaction. The number of names is
// capped; past it, queries run unnamed as before.

const THRESHOLD = 3;
const MAX_NAMES = 2000;

interface QueryConfig {
  text?: string;
  name?: string;
  values?: unknown[];
}

export function autoPrepare(pool: pg.Pool): void {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const named = names.get(text);
    if (named) return named;
    if (names.size >= MAX_NAMES) return undefined;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < THRESHOLD) {
      // Texts seen once or twice are forgotten in bulk rather than one by one.
      if (seen.size >= MAX_NAMES * 4) seen.clear();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  // On each connection, not on the pool: a transaction's statements go to its checked-out client.
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && !(config as QueryConfig).name && typeof (config as QueryConfig).text === 'string') {
        const name = nameOf((config as QueryConfig).text!);
        if (name) return query({ ...(config as QueryConfig), name }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}
