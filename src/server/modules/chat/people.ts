import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airlines, contractors, users } from '../../db/schema';

// Who the people of a chat are, as members and authors show them: their login, name and company
// (the airline for its staff, the contractor for a client, their own name before they have one).

export interface Person {
  userId: number;
  username: string;
  name: string;
  contractorName: string;
  airline: boolean;
}

export async function loadPeople(db: Pick<Database, 'select'>, ids: readonly number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      username: users.email,
      name: users.name,
      contractorName: sql<string>`coalesce(${airlines.name}, ${contractors.name}, ${users.name})`,
      airline: sql<boolean>`${users.airlineId} is not null`,
    })
    .from(users)
    .leftJoin(airlines, eq(airlines.id, users.airlineId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** A person who is gone (never expected: users are blocked, not deleted, while their messages stay). */
export const unknownPerson = (userId: number): Person => ({ userId, username: '', name: '', contractorName: '', airline: false });
