import type { Database } from './client';

/**
 * A statement prepared once on the database (`perDatabase`, Drizzle's `.prepare()`), run inside a
 * transaction. A prepared query keeps the client it runs on, and a transaction is a new handle each
 * time: preparing on the transaction would build and render the statement anew for every booking
 * (a quarter of a millisecond for a leg's 35 columns). This one is the same query on the
 * transaction's connection, on both drivers (each keeps its client as `client`).
 */
export function onTransaction<Q extends object>(prepared: Q, tx: Database): Q {
  const client = (tx._.session as unknown as { client?: unknown }).client;
  if (!client) throw new Error('onTransaction: the transaction keeps no client');
  return Object.assign(Object.create(Object.getPrototypeOf(prepared) as object) as Q, prepared, { client });
}
