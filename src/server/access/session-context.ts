import type { Abilities } from '@shared/abilities';
import type { ClientRole } from '@shared/constants';

// Who is calling, as every ability check and row scope reads it. The session store (sessions.ts)
// loads it and the cache (session-cache.ts) keeps it; both depend on this file, not on each other.

export interface SessionContext {
  sessionId: string;
  userId: number;
  email: string;
  clientRole: ClientRole;
  /** Without the ROLE_ prefix: USER, the client role and the account role. */
  roles: string[];
  abilities: Abilities;
  airlineId: number | null;
  airlineMarker: string | null;
  contractorId: number | null;
}

/** A session as loaded from the database, with when it ends. */
export interface LoadedSession {
  context: SessionContext;
  expiresAt: Date;
}
