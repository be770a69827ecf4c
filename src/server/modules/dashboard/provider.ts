import type { DashboardBlock, DashboardBlockKind } from '@shared/dashboard';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';

// A block provider: which callers see the block (decided from the role and the abilities of the
// screen the block links to, so no block shows what its screen would refuse) and how it is read.

export interface BlockContext {
  db: Database;
  user: SessionContext;
  /** The caller's calendar day (YYYY-MM-DD) and the next one. */
  today: string;
  tomorrow: string;
}

export interface BlockProvider {
  kind: DashboardBlockKind;
  /** Whether the caller sees the block at all. */
  applies(user: SessionContext): boolean;
  read(context: BlockContext): Promise<DashboardBlock>;
}

/** A row with only what it names; the providers add what they have. */
export const row = (key: string | number, title: string, extra: Partial<Omit<DashboardBlock['rows'][number], 'key' | 'title'>> = {}): DashboardBlock['rows'][number] => ({
  key: String(key),
  title,
  detail: null,
  status: null,
  at: null,
  link: null,
  money: null,
  load: null,
  count: null,
  ...extra,
});
