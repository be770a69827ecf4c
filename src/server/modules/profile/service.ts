import { asc, eq, inArray } from 'drizzle-orm';
import type { AvailableAirline, CurrentUserResponse } from '@shared/profile/schemas';
import type { Database } from '../../db/client';
import { accessGroups, airlines, contractors, contracts, products, roles, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { SessionContext } from '../../access/sessions';

/**
 * The airlines a user works with: staff their own airline; clients the suppliers of their
 * contracts; a company still without contracts every active airline (so it can ask any of them).
 */
async function availableAirlines(db: Database, session: SessionContext): Promise<AvailableAirline[]> {
  const found = await airlinesOf(db, session);
  if (!found.length) return [];
  const tariffs = await db
    .select({ airlineId: products.airlineId, code: products.code, nameRu: products.nameRu, nameEn: products.nameEn, priority: products.priority })
    .from(products)
    .where(inArray(products.airlineId, found.map((a) => a.id)))
    .orderBy(asc(products.priority), asc(products.code));
  return found.map((airline) => ({ ...airline, tariffs: tariffs.filter((t) => t.airlineId === airline.id).map(({ airlineId: _airline, ...tariff }) => tariff) }));
}

async function airlinesOf(db: Database, session: SessionContext): Promise<Omit<AvailableAirline, 'tariffs'>[]> {
  const columns = {
    id: airlines.id,
    marker: airlines.marker,
    iata: airlines.iata,
    name: airlines.name,
    awbPrefixes: airlines.awbPrefixes,
    bookingPriorities: airlines.bookingPriorities,
    acceptsChatMessages: airlines.acceptsChatMessages,
  };
  if (session.airlineId !== null) {
    return db.select(columns).from(airlines).where(eq(airlines.id, session.airlineId));
  }
  if (session.contractorId !== null) {
    const ids = db.selectDistinct({ id: contracts.airlineId }).from(contracts).where(eq(contracts.contractorId, session.contractorId));
    const found = await db.select(columns).from(airlines).where(inArray(airlines.id, ids)).orderBy(asc(airlines.id));
    if (found.length) return found;
  }
  return db.select(columns).from(airlines).where(eq(airlines.active, true)).orderBy(asc(airlines.id));
}

export async function currentUser(db: Database, session: SessionContext): Promise<CurrentUserResponse> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      timeZone: users.timeZone,
      roleId: roles.id,
      roleCode: roles.code,
      groupId: accessGroups.id,
      groupName: accessGroups.name,
      contractor: {
        id: contractors.id,
        name: contractors.name,
        address: contractors.address,
        inn: contractors.inn,
        phone: contractors.phone,
        country: contractors.country,
      },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(accessGroups, eq(accessGroups.id, users.accessGroupId))
    .leftJoin(contractors, eq(contractors.id, users.contractorId))
    .where(eq(users.id, session.userId));
  if (!row) throw new NotFoundError();
  const airlinesList = await availableAirlines(db, session);
  return {
    userIdentifier: row.email,
    roles: session.roles.map((role) => `ROLE_${role}`),
    profile: {
      id: row.id,
      email: row.email,
      name: row.name,
      userIdentifier: row.email,
      role: { id: row.roleId, name: row.roleCode, ability: Object.keys(session.abilities).sort() },
      availableAirlines: Object.fromEntries(airlinesList.map((a) => [a.marker, a])),
      availableAirlinesKeys: airlinesList.map((a) => a.marker),
      availableAirlinesIata: airlinesList.map((a) => a.iata),
      timeZone: row.timeZone,
      group: { id: row.groupId, name: row.groupName },
      contractor: row.contractor?.id ? row.contractor : null,
      abilities: session.abilities,
    },
  };
}
