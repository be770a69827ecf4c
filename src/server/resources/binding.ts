import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import type { Translate } from '@shared/validation';
import type { Database } from '../db/client';
import type { LookupCatalog } from './lookups';
import type { WriteEffects } from './write-effects';
import type { SessionContext } from '../access/sessions';

/** The airline a write belongs to. */
export interface CallerAirline {
  id: number;
  marker: string;
}

/**
 * What reading a resource needs: the database and the look-ups that label referenced rows. The app
 * is one (it carries both), and so is every write's context.
 */
export interface Reader {
  db: Database;
  lookups: LookupCatalog;
}

export interface WriteContext extends Reader {
  user: SessionContext;
  airline: CallerAirline;
  t: Translate;
  /**
   * The user answered "I'm sure" to a conflict the server reported with code 700 (section 5: an
   * overlapping stock interval); the request repeats with `?confirm=1`.
   */
  confirmed: boolean;
  /** The write comes from an xlsx import (a tariff read from a file has source `file`). */
  importing?: boolean;
  /**
   * Work done once after the request's rows, in their transaction: a hook notes what its row
   * touched, and the note's work runs once for the whole request (an import's rows tell each
   * contract of its changed fares once).
   */
  effects: WriteEffects;
  /**
   * Clients' receivers (a webhook's URL) may be on private addresses (the server's configuration:
   * a closed network, the tests); unset is no.
   */
  allowPrivateReceivers?: boolean;
}

/**
 * What the server adds to a shared resource definition: its table (a column per field, named as
 * the field, plus `id` and `airlineId`), how client users' rows are found, computed values, and the
 * few steps that are the resource's own.
 */
export interface ResourceBinding {
  def: ResourceDef;
  table: PgTable;
  /**
   * The contractor a row belongs to, for client users (a column, or an expression through a
   * contract). Without it, client users read the rows of the airlines they hold a contract with.
   */
  contractor?: PgColumn | SQL;
  /**
   * Computed values shown with each row (a stock's used and unused counts...). A field of the
   * definition without a column of its own (a group's abilities) is read from here too.
   */
  extras?: Record<string, SQL>;
  /**
   * Which rows a caller reaches, when the default does not fit (staff: their airline's rows; client
   * users: their contractor's, or the rows of the airlines they hold a contract with).
   */
  scope?(user: SessionContext): SQL;
  /**
   * The airline a row belongs to, for section 6's conditions, when it is not the `airlineId` column;
   * a function when that depends on who asks (a client's account belongs to each airline serving it).
   */
  airline?: PgColumn | SQL | ((user: SessionContext) => PgColumn | SQL);
  /** False when the table has no `airlineId` to stamp with the caller's airline on create. */
  ownAirline?: boolean;
  /**
   * The values to store for an input (defaults to the input's fields that are columns), or a
   * domain error. `existing` is the row being replaced, null on create.
   */
  prepare?(ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null): Promise<Record<string, unknown>>;
  /**
   * More rows a free-text search finds besides the fields' text (a stock holding the number typed
   * inside its interval). `param` passes a value as a parameter of the list's prepared statement.
   */
  search?(q: string, param: (value: unknown, site: string) => SQL): SQL | undefined;
  /**
   * After the row is written, in the same transaction (child rows, history...). What should happen
   * once per request rather than per row (a notification) goes to `ctx.effects`.
   */
  afterWrite?(ctx: WriteContext, id: number, input: Record<string, unknown>, existing: ResourceRow | null): Promise<void>;
  /** Before a row is deleted, in the same transaction: throw to refuse. */
  beforeDelete?(ctx: WriteContext, row: ResourceRow): Promise<void>;
}
