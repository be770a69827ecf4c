import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ChatCreateFieldsSchema, type Chat, type ChatMessage } from '@shared/chat/schemas';
import type { Database } from '../../db/client';
import { airlines, chats, contracts } from '../../db/schema';
import { ForbiddenError, ValidationError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { publishLive } from '../../live/bus';
import type { SessionContext } from '../../access/sessions';
import { viewerOf, type ChatRef, type Viewer } from './access';
import { chatEvent, chatTopics } from './events';
import { loadChat } from './list';
import { notifyMessage } from './recipients';
import { assertMayWrite, messageInput, postMessage, type ChatLimits } from './send';
import type { MessageForm } from './upload';

// A client starts a chat with an airline by writing to it (section 7: "create with the first
// message"). There is one chat per client and airline: writing again, or a colleague writing,
// goes into the chat that exists.

interface Airline {
  id: number;
  marker: string;
  acceptsChatMessages: boolean;
}

/** The airline a client may write to, by marker: their contracts' airlines, or any active one before the first contract (as the profile lists them). */
async function availableAirline(db: Database, user: SessionContext, marker: string): Promise<Airline | null> {
  const columns = { id: airlines.id, marker: airlines.marker, acceptsChatMessages: airlines.acceptsChatMessages };
  let list: Airline[] = [];
  if (user.contractorId !== null) {
    const ids = db.selectDistinct({ id: contracts.airlineId }).from(contracts).where(eq(contracts.contractorId, user.contractorId));
    list = await db.select(columns).from(airlines).where(inArray(airlines.id, ids)).orderBy(asc(airlines.id));
  }
  if (!list.length) list = await db.select(columns).from(airlines).where(eq(airlines.active, true)).orderBy(asc(airlines.id));
  return list.find((a) => a.marker === marker) ?? null;
}

/** The client's chat with the airline, created when there is none (a concurrent creation wins quietly). */
async function chatOfParty(tx: Database, viewer: Extract<Viewer, { kind: 'client' }>, airline: Airline): Promise<{ ref: ChatRef; created: boolean }> {
  const party =
    viewer.contractorId !== null
      ? and(eq(chats.airlineId, airline.id), eq(chats.contractorId, viewer.contractorId))
      : and(eq(chats.airlineId, airline.id), isNull(chats.contractorId), eq(chats.ownerUserId, viewer.userId));
  const find = async () => (await tx.select({ id: chats.id, contractorId: chats.contractorId, ownerUserId: chats.ownerUserId }).from(chats).where(party))[0];
  const toRef = (row: { id: number; contractorId: number | null; ownerUserId: number }): ChatRef => ({
    ...row,
    airlineId: airline.id,
    airlineMarker: airline.marker,
    acceptsChatMessages: airline.acceptsChatMessages,
  });
  const existing = await find();
  if (existing) return { ref: toRef(existing), created: false };
  const target =
    viewer.contractorId !== null
      ? { target: [chats.airlineId, chats.contractorId], where: sql`${chats.contractorId} is not null` }
      : { target: [chats.airlineId, chats.ownerUserId], where: sql`${chats.contractorId} is null` };
  const [inserted] = await tx
    .insert(chats)
    .values({ airlineId: airline.id, contractorId: viewer.contractorId, ownerUserId: viewer.userId })
    .onConflictDoNothing(target)
    .returning({ id: chats.id, contractorId: chats.contractorId, ownerUserId: chats.ownerUserId });
  if (inserted) return { ref: toRef(inserted), created: true };
  const raced = await find();
  if (!raced) throw new Error('chat neither inserted nor found');
  return { ref: toRef(raced), created: false };
}

export interface Created {
  chat: Chat;
  message: ChatMessage;
  created: boolean;
}

/** POST /chat. */
export async function createChat(db: Database, user: SessionContext, form: MessageForm, limits: ChatLimits): Promise<Created> {
  const viewer = viewerOf(user);
  // Staff answer chats; only clients start them.
  if (viewer.kind !== 'client') throw new ForbiddenError();
  const { company } = parseInput(ChatCreateFieldsSchema, form.fields);
  const input = messageInput(form);
  const airline = await availableAirline(db, user, company);
  if (!airline) throw new ValidationError({ company: 'chat:errors.unknownAirline' });
  assertMayWrite(user, viewer, { airlineMarker: airline.marker, acceptsChatMessages: airline.acceptsChatMessages });

  return db.transaction(async (tx) => {
    const { ref, created } = await chatOfParty(tx, viewer, airline);
    const posted = await postMessage(tx, viewer, ref, input, { announceJoin: !created, attachmentBytesPerDay: limits.attachmentBytesPerDay });
    const chat = await loadChat(tx, viewer, ref.id);
    // Counts are each reader's own; the new chat travels without one (its newMessage follows).
    const announced = created ? [chatEvent('newChat', chatTopics(ref), { chat: { ...chat, count: 0 } })] : [];
    await publishLive(tx, [...announced, ...posted.events]);
    await notifyMessage(tx, ref, posted.message);
    return { chat, message: posted.message, created };
  });
}
