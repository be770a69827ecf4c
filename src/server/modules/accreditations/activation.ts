import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { CLIENT_ROLE_OF_CONTRACT } from '@shared/accreditations';
import type { ContactEntry } from '../../db/schema/parties';
import type { Database } from '../../db/client';
import { type accreditations, airlines, contractors, contracts, users } from '../../db/schema';
import { AppError } from '../../errors';
import { getAirlineSettings } from '../settings';
import { applicantOf } from './applicant';

// Activating an approved request (section 4, "activate contract"): the contractor from the
// questionnaire and its contract with the airline (type from the request, RUB, valid from today,
// unlimited), both linked to the request, and the applicant made a client of that contractor with
// the access group the airline's settings name for new shippers or agents. One transaction: the
// caller's.

type Request = typeof accreditations.$inferSelect;

export interface Activated {
  contractorId: number;
  contractId: number;
}

const today = (): string => new Date().toISOString().slice(0, 10);

function contactsOf(request: Request): ContactEntry[] {
  return [
    { type: 'email' as const, value: request.email },
    ...(request.fax ? [{ type: 'fax' as const, value: request.fax }] : []),
    ...request.extraPhones.map((value) => ({ type: 'phone' as const, value })),
  ];
}

function contractorValues(request: Request) {
  return {
    name: request.shortNameEn ?? request.fullNameEn ?? request.fullNameRu,
    fullName: request.fullNameRu,
    inn: request.inn,
    kpp: request.kpp,
    country: request.country ?? (request.resident ? 'RU' : null),
    address: request.legalAddress,
    city: request.city,
    postalIndex: request.postalIndex,
    phone: request.phone,
    contacts: contactsOf(request),
    updatedAt: new Date(),
  };
}

/** The airline's next contract number of a kind and year, as its demo contracts run: UT-AG-2025/018. */
async function nextContractNumber(db: Database, airlineId: number, iata: string, type: Request['contractType']): Promise<string> {
  const prefix = `${iata}-${type === 'agent' ? 'AG' : 'SH'}-${new Date().getUTCFullYear()}/`;
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(nullif(regexp_replace(substr(${contracts.number}, ${prefix.length + 1}), '\\D', '', 'g'), '')::int), 0)` })
    .from(contracts)
    .where(and(eq(contracts.airlineId, airlineId), like(contracts.number, `${prefix}%`)));
  return `${prefix}${String((last?.n ?? 0) + 1).padStart(3, '0')}`;
}

export async function activate(db: Database, request: Request): Promise<Activated> {
  const applicant = await applicantOf(db, request.creatorId);
  const role = CLIENT_ROLE_OF_CONTRACT[request.contractType];
  const settings = await getAirlineSettings(db, request.airlineId);
  const group = request.contractType === 'agent' ? settings?.expeditorAccessGroupId : settings?.shipperAccessGroupId;
  // Without the group the new client would sign in with no rights at all: the settings come first.
  if (applicant && !group) throw new AppError(409, `resources/accreditations:errors.noClientGroup.${role}`);

  if (request.inn) {
    // A company the airline already has a contract with is not signed up twice.
    const [twin] = await db
      .select({ id: contractors.id })
      .from(contractors)
      .where(
        and(
          eq(contractors.inn, request.inn),
          inArray(contractors.id, db.select({ id: contracts.contractorId }).from(contracts).where(eq(contracts.airlineId, request.airlineId))),
          applicant?.contractorId ? ne(contractors.id, applicant.contractorId) : undefined,
        ),
      )
      .limit(1);
    if (twin) throw new AppError(409, 'resources/accreditations:errors.innTaken');
  }

  let contractorId = applicant?.contractorId ?? null;
  if (contractorId !== null) {
    await db.update(contractors).set(contractorValues(request)).where(eq(contractors.id, contractorId));
  } else {
    const [created] = await db.insert(contractors).values(contractorValues(request)).returning({ id: contractors.id });
    if (!created) throw new Error('contractor not inserted');
    contractorId = created.id;
  }

  const [airline] = await db.select({ iata: airlines.iata }).from(airlines).where(eq(airlines.id, request.airlineId));
  if (!airline) throw new Error(`airline ${request.airlineId} is gone`);
  const [contract] = await db
    .insert(contracts)
    .values({
      number: await nextContractNumber(db, request.airlineId, airline.iata, request.contractType),
      airlineId: request.airlineId,
      contractorId,
      type: request.contractType,
      country: request.country ?? (request.resident ? 'RU' : null),
      currency: 'RUB',
      validFrom: today(),
      unlimited: true,
    })
    .returning({ id: contracts.id });
  if (!contract) throw new Error('contract not inserted');

  if (applicant && group) {
    await db.update(users).set({ clientRole: role, accessGroupId: group, contractorId, updatedAt: new Date() }).where(eq(users.id, applicant.id));
  }
  return { contractorId, contractId: contract.id };
}
