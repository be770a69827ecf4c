import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@shared/constants';
import type { LookupName, LookupOption } from '@shared/resources/lookups';
import type { Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import type { SessionContext } from '../../access/sessions';

export interface LookupContext {
  db: Database;
  /** Every look-up, for those that read another's values. */
  lookups: Readonly<Record<LookupName, LookupProvider>>;
  user: SessionContext | null;
  locale: Locale;
  t: Translate;
  /** Extra query parameters a lookup understands (e.g. `contractId` for payment methods). */
  params: Record<string, string>;
}

/** One lookup of section 7: searching, and resolving the values a caller may use. */
export interface LookupProvider {
  name: LookupName;
  search(ctx: LookupContext, q: string, limit: number): Promise<LookupOption[]>;
  /** The options for these values that exist within the caller's rights; others are left out. */
  resolve(ctx: LookupContext, values: readonly (string | number)[]): Promise<LookupOption[]>;
  /** A label of a referenced row, as an SQL expression over its id column (for lists). */
  labelSql?(column: PgColumn): SQL<string | null>;
  /** Offers values but accepts new ones too (aircraft registrations are typed, not chosen). */
  openValues?: boolean;
}

export const like = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const prefix = (q: string): string => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
