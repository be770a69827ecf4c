import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import type { Database } from '../../db/client';
import { airlines, chats } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { SessionContext } from '../../access/sessions';

// Who sees which chat. Airline staff see every chat of their airline (where their chat ability
// reaches it); a client sees its company's chats, and the ones it started before it had a company.
// A chat out of reach is "not found", never "forbidden": its existence is not told.

export type Viewer =
  | { kind: 'staff'; userId: number; airlineId: number; marker: string }
  | { kind: 'client'; userId: number; contractorId: number | null }
  /** Staff whose chat ability does not reach their own airline: they see nothing. */
  | { kind: 'none'; userId: number };

export function viewerOf(user: SessionContext): Viewer {
  if (user.airlineId !== null) {
    const reaches = user.airlineMarker !== null && can(user.abilities, CHAT_ABILITIES.view, { company: user.airlineMarker });
    return reaches ? { kind: 'staff', userId: user.userId, airlineId: user.airlineId, marker: user.airlineMarker! } : { kind: 'none', userId: user.userId };
  }
  return { kind: 'client', userId: user.userId, contractorId: user.contractorId };
}

/** The chats a viewer sees, as a condition on `chats`. */
export function visibleChats(viewer: Viewer): SQL {
  switch (viewer.kind) {
    case 'staff':
      return eq(chats.airlineId, viewer.airlineId);
    case 'client': {
      // A newcomer's own chat stays theirs after their company is registered.
      const own = and(isNull(chats.contractorId), eq(chats.ownerUserId, viewer.userId))!;
      return viewer.contractorId === null ? own : or(eq(chats.contractorId, viewer.contractorId), own)!;
    }
    case 'none':
      return sql`false`;
  }
}

/** What the writes need to know of a chat. */
export interface ChatRef {
  id: number;
  airlineId: number;
  airlineMarker: string;
  acceptsChatMessages: boolean;
  contractorId: number | null;
  ownerUserId: number;
}

const refColumns = {
  id: chats.id,
  airlineId: chats.airlineId,
  airlineMarker: airlines.marker,
  acceptsChatMessages: airlines.acceptsChatMessages,
  contractorId: chats.contractorId,
  ownerUserId: chats.ownerUserId,
};

/** A chat the viewer sees, or 404. */
export async function findChat(db: Pick<Database, 'select'>, viewer: Viewer, id: number): Promise<ChatRef> {
  const [row] = await db
    .select(refColumns)
    .from(chats)
    .innerJoin(airlines, eq(airlines.id, chats.airlineId))
    .where(and(eq(chats.id, id), visibleChats(viewer)));
  if (!row) throw new NotFoundError();
  return row;
}
