import { and, asc, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { FLIGHT_ABILITIES, daysBetween, type FlightInfo, type InformingEntry, type ScheduleBody } from '@shared/flights';
import { formatAwb } from '@shared/awb';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { contractors, contracts, flightHistory, flightLegs, flights, flightSchedules, movements, preliminaryInforming, quotas, shipments, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isStaff, legAccess } from './access';
import { loadCapacityBook } from './handbooks';
import { capacityOf, selectLegs, toLegRow, type LegRecord } from './leg-rows';

// GET /api/flights/id-{id}: the flight with its legs and capacity, its quotas, and for airline staff
// the history of changes, the capacity's terms and preliminary informing (section 2, "Flight info").

const MAX_HISTORY = 500;

/** The legs of a flight the caller reaches under an ability; none means the flight is not theirs. */
export async function flightLegsFor(db: Database, user: SessionContext, ability: string, flightId: number): Promise<LegRecord[]> {
  const visible = await db
    .select({ id: flightLegs.id })
    .from(flightLegs)
    .where(and(eq(flightLegs.flightId, flightId), legAccess(user, ability)))
    .limit(1);
  if (!visible.length) return [];
  return selectLegs(db).where(eq(flightLegs.flightId, flightId)).orderBy(asc(flightLegs.seq));
}

/** A single flight's schedule, read back from its legs' local times (it keeps no schedule row). */
function scheduleOfLegs(legs: LegRecord[]): ScheduleBody['legs'] {
  const date = legs[0]?.date ?? '';
  return legs.map((leg) => ({
    departure: leg.departure,
    arrival: leg.arrival,
    std: leg.stdLocal.slice(11, 16),
    stdDay: daysBetween(date, leg.stdLocal.slice(0, 10)),
    sta: leg.staLocal.slice(11, 16),
    staDay: daysBetween(date, leg.staLocal.slice(0, 10)),
  }));
}

async function scheduleOf(db: Database, flight: typeof flights.$inferSelect, legs: LegRecord[]): Promise<FlightInfo['schedule']> {
  if (flight.scheduleId !== null) {
    const [row] = await db.select().from(flightSchedules).where(eq(flightSchedules.id, flight.scheduleId));
    if (row) {
      return {
        id: row.id,
        number: row.number,
        periodic: row.periodic,
        begin: row.begin,
        finish: row.finish,
        weekdays: row.weekdays as ScheduleBody['weekdays'],
        exceptions: row.exceptions,
        legs: row.legs,
        aircraftType: row.aircraftType,
        tailNumber: row.tailNumber,
        serviceType: row.serviceType as ScheduleBody['serviceType'],
        comments: row.comments,
      };
    }
  }
  return {
    id: null,
    number: flight.number,
    periodic: false,
    begin: flight.date,
    finish: null,
    weekdays: [],
    exceptions: [],
    legs: scheduleOfLegs(legs),
    aircraftType: flight.aircraftType,
    tailNumber: flight.tailNumber,
    serviceType: flight.serviceType as ScheduleBody['serviceType'],
    comments: flight.comments,
  };
}

async function quotasOf(db: Database, user: SessionContext, airlineId: number, legs: LegRecord[]): Promise<FlightInfo['quotas']> {
  const onLeg = legs.map((leg) => and(eq(quotas.departure, leg.departure), eq(quotas.arrival, leg.arrival), lte(quotas.begin, leg.departureDate), gte(quotas.finish, leg.departureDate)));
  if (!onLeg.length) return [];
  const rows = await db
    .select({
      id: quotas.id,
      departure: quotas.departure,
      arrival: quotas.arrival,
      contractId: quotas.contractId,
      contractNumber: contracts.number,
      contractor: contractors.name,
      weight: quotas.weight,
      volume: quotas.volume,
      expiryMinutes: quotas.expiryMinutes,
    })
    .from(quotas)
    .innerJoin(contracts, eq(contracts.id, quotas.contractId))
    .leftJoin(contractors, eq(contractors.id, contracts.contractorId))
    .where(and(eq(quotas.airlineId, airlineId), or(...onLeg), isStaff(user) ? undefined : eq(contracts.contractorId, user.contractorId ?? -1)))
    .orderBy(asc(quotas.departure), asc(quotas.id));
  const now = Date.now();
  return rows.map(({ expiryMinutes, ...row }) => {
    const leg = legs.find((one) => one.departure === row.departure && one.arrival === row.arrival)!;
    const releasesAt = new Date(new Date(leg.std).getTime() - expiryMinutes * 60_000);
    return { ...row, weight: Number(row.weight), volume: Number(row.volume), releasesAt: releasesAt.toISOString(), released: releasesAt.getTime() <= now };
  });
}

async function historyOf(db: Database, flightId: number): Promise<FlightInfo['history']> {
  const rows = await db
    .select({
      id: flightHistory.id,
      at: flightHistory.at,
      user: users.name,
      action: flightHistory.action,
      legId: flightHistory.legId,
      awbPrefix: shipments.awbPrefix,
      awbSerial: shipments.awbSerial,
      changes: flightHistory.changes,
    })
    .from(flightHistory)
    .leftJoin(users, eq(users.id, flightHistory.userId))
    .leftJoin(shipments, eq(shipments.id, flightHistory.shipmentId))
    .where(eq(flightHistory.flightId, flightId))
    .orderBy(desc(flightHistory.at), desc(flightHistory.id))
    .limit(MAX_HISTORY);
  return rows.map(({ awbPrefix, awbSerial, ...row }) => ({
    ...row,
    at: new Date(row.at).toISOString(),
    awb: awbPrefix && awbSerial ? formatAwb({ prefix: awbPrefix, serial: awbSerial }) : null,
  }));
}

/** The shipments on board the international legs (their movements name the leg) and customs' answers. */
export async function informingOf(db: Database, legs: LegRecord[]): Promise<InformingEntry[]> {
  const legIds = legs.filter((leg) => leg.international).map((leg) => leg.id);
  if (!legIds.length) return [];
  const onBoard = db
    .selectDistinct({ legId: movements.legId, shipmentId: movements.shipmentId })
    .from(movements)
    .where(inArray(movements.legId, legIds));
  const recorded = db.select({ legId: preliminaryInforming.legId, shipmentId: preliminaryInforming.shipmentId }).from(preliminaryInforming).where(inArray(preliminaryInforming.legId, legIds));
  const pairs = await onBoard.union(recorded);
  if (!pairs.length) return [];
  const rows = await db
    .select({
      shipmentId: shipments.id,
      awbPrefix: shipments.awbPrefix,
      awbSerial: shipments.awbSerial,
      origin: shipments.origin,
      destination: shipments.destination,
      pieces: shipments.pieces,
      weight: shipments.weight,
      cargoName: shipments.cargoName,
    })
    .from(shipments)
    .where(inArray(shipments.id, [...new Set(pairs.map((pair) => pair.shipmentId))]));
  const records = await db
    .select({ informing: preliminaryInforming, updatedBy: users.name })
    .from(preliminaryInforming)
    .leftJoin(users, eq(users.id, preliminaryInforming.updatedBy))
    .where(inArray(preliminaryInforming.legId, legIds));
  const byShipment = new Map(rows.map((row) => [row.shipmentId, row]));
  return pairs
    .map((pair) => {
      const shipment = byShipment.get(pair.shipmentId)!;
      const record = records.find((one) => one.informing.legId === pair.legId && one.informing.shipmentId === pair.shipmentId);
      return {
        id: record?.informing.id ?? null,
        legId: pair.legId!,
        shipmentId: pair.shipmentId,
        awb: formatAwb({ prefix: shipment.awbPrefix, serial: shipment.awbSerial }),
        origin: shipment.origin,
        destination: shipment.destination,
        pieces: shipment.pieces,
        weight: Number(shipment.weight),
        cargoName: shipment.cargoName,
        tin: record?.informing.tin ?? null,
        preDecision: record?.informing.preDecision ?? null,
        finalDecision: record?.informing.finalDecision ?? null,
        status: record?.informing.status ?? 'created',
        comment: record?.informing.comment ?? null,
        updatedAt: record ? new Date(record.informing.updatedAt).toISOString() : null,
        updatedBy: record?.updatedBy ?? null,
      } satisfies InformingEntry;
    })
    .sort((a, b) => a.legId - b.legId || a.awb.localeCompare(b.awb));
}

export async function flightInfo(db: Database, user: SessionContext, flightId: number): Promise<FlightInfo> {
  const legs = await flightLegsFor(db, user, FLIGHT_ABILITIES.info, flightId);
  const [flight] = legs.length ? await db.select().from(flights).where(eq(flights.id, flightId)) : [];
  if (!flight) throw new NotFoundError();
  const staff = isStaff(user);
  const book = await loadCapacityBook(db, flight.airlineId);
  // Staff act on their own airline's flights: its marker is the Company of section 6's conditions.
  const company = user.airlineMarker ?? undefined;
  const allowed = (ability: string) => staff && legs.some((leg) => can(user.abilities, ability, { company, departure: leg.departure, arrival: leg.arrival }));
  const [schedule, flightQuotas, history, informing] = await Promise.all([
    scheduleOf(db, flight, legs),
    quotasOf(db, user, flight.airlineId, legs),
    staff ? historyOf(db, flightId) : Promise.resolve([]),
    staff ? informingOf(db, legs) : Promise.resolve([]),
  ]);
  return {
    id: flight.id,
    airline: legs[0]!.airline,
    number: flight.number,
    date: flight.date,
    serviceType: flight.serviceType as FlightInfo['serviceType'],
    aircraftType: flight.aircraftType,
    tailNumber: flight.tailNumber,
    comments: flight.comments,
    periodic: flight.scheduleId !== null,
    schedule,
    legs: legs.map((leg) => {
      const capacity = capacityOf(book, leg);
      return { ...toLegRow(leg, capacity), breakdown: staff ? capacity : null, available: capacity.available, passengers: staff ? leg.passengers : null };
    }),
    quotas: flightQuotas,
    history,
    informing,
    can: {
      edit: allowed(FLIGHT_ABILITIES.manualEdit),
      sale: allowed(FLIGHT_ABILITIES.sale),
      control: allowed(FLIGHT_ABILITIES.control),
      informing: allowed(FLIGHT_ABILITIES.informing),
      internals: staff,
    },
  };
}

