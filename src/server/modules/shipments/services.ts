import { and, asc, count, desc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { addDays } from '@shared/flights';
import { money, type Currency } from '@shared/money';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import type { ServiceListQuery, ServiceOffer, ServiceOrderBody, ServicePage, ServiceRow } from '@shared/shipments/services';
import { surchargeLines, type SurchargeRow } from '@shared/tariffs';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, contractors, contracts, shipments, shipmentServices, surcharges, users } from '../../db/schema';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { charge, credit } from '../finance';
import { recordHistory } from './history';
import { awbOf, reachShipment, routeContext, shipmentScope, type ShipmentRow } from './scope';

// Services ordered with a shipment (src/shared/shipments/services.ts): priced by the airline's
// surcharges marked as services, for the shipment's chargeable weight and freight, times the
// quantity; charged to the contract when ordered and given back when cancelled before they are
// done; the airline marks them done.

/** The airline's services on sale today in the contract's currency, each with one unit's price for this shipment. */
export async function serviceOffers(db: Database, row: ShipmentRow, today = new Date().toISOString().slice(0, 10)): Promise<ServiceOffer[]> {
  const [contract] = row.contractId !== null ? await db.select({ currency: contracts.currency }).from(contracts).where(eq(contracts.id, row.contractId)) : [];
  if (!contract) return [];
  const currency = contract.currency as Currency;
  const rows = (await db
    .select()
    .from(surcharges)
    .where(and(eq(surcharges.airlineId, row.airlineId), eq(surcharges.service, true), lte(surcharges.validFrom, today), or(isNull(surcharges.validTo), gte(surcharges.validTo, today))))
    .orderBy(asc(surcharges.code), asc(surcharges.id))) as unknown as SurchargeRow[];
  const freightLines = (row.charges?.lines ?? []).filter((line) => line.kind === 'freight' || line.kind === 'dynamic');
  const freight = money(freightLines.length ? freightLines.reduce((sum, line) => sum + line.amount, 0) : (row.priceAmount ?? 0), currency);
  const kg = row.chargeableWeight ?? row.measuredWeight ?? row.weight;
  return rows
    .filter((one) => (one.method === 'percent' ? one.percent !== null : one.currency === currency && one.rate !== null))
    .map((one) => {
      const [line] = surchargeLines([one], Math.round(kg * 1000), freight);
      return { surchargeId: one.id, code: one.code, nameRu: one.nameRu, nameEn: one.nameEn, method: one.method, unitPrice: line!.amount, currency };
    });
}

/** Who may order: a client with the ability, or the airline's staff for it; never for a refunded AWB. */
export function mayOrderService(user: SessionContext, row: Pick<ShipmentRow, 'refundedAt' | 'contractId' | 'origin' | 'destination'> & { marker: string }): boolean {
  return row.refundedAt === null && row.contractId !== null && can(user.abilities, SHIPMENT_ABILITIES.services, routeContext(row));
}

type ServiceRoute = Pick<ShipmentRow, 'origin' | 'destination'> & { marker: string };

/** Who may finish an ordered service: done by the airline's staff who process services; cancelled by the staff or a client who may order. */
export function mayFinishService(user: SessionContext, row: ServiceRoute, to: 'done' | 'cancelled'): boolean {
  const staff = user.airlineId !== null;
  return to === 'done' ? staff && can(user.abilities, SHIPMENT_ABILITIES.servicesProcess, routeContext(row)) : staff || can(user.abilities, SHIPMENT_ABILITIES.services, routeContext(row));
}

const serviceColumns = {
  service: shipmentServices,
  awbPrefix: shipments.awbPrefix,
  awbSerial: shipments.awbSerial,
  by: users.name,
  contractor: contractors.name,
  origin: shipments.origin,
  destination: shipments.destination,
  marker: airlines.marker,
};

type FoundService = { service: typeof shipmentServices.$inferSelect; awbPrefix: string; awbSerial: string; by: string | null; contractor: string | null } & ServiceRoute;

const toRow = (user: SessionContext, found: FoundService): ServiceRow => ({
  id: found.service.id,
  shipmentId: found.service.shipmentId,
  awb: awbOf(found),
  code: found.service.code,
  nameRu: found.service.nameRu,
  nameEn: found.service.nameEn,
  quantity: found.service.quantity,
  amount: found.service.amount,
  currency: found.service.currency,
  status: found.service.status,
  comment: found.service.comment,
  createdAt: found.service.createdAt.toISOString(),
  by: found.by,
  doneAt: found.service.doneAt?.toISOString() ?? null,
  contractor: found.contractor,
  can: found.service.status === 'ordered' ? { done: mayFinishService(user, found, 'done'), cancel: mayFinishService(user, found, 'cancelled') } : { done: false, cancel: false },
});

function selectServices(db: Database, where: SQL) {
  return db
    .select(serviceColumns)
    .from(shipmentServices)
    .innerJoin(shipments, eq(shipments.id, shipmentServices.shipmentId))
    .leftJoin(users, eq(users.id, shipmentServices.createdBy))
    .leftJoin(contractors, eq(contractors.id, shipments.contractorId))
    .innerJoin(airlines, eq(airlines.id, shipments.airlineId))
    .where(where);
}

async function serviceById(db: Database, user: SessionContext, id: number): Promise<ServiceRow> {
  const [found] = await selectServices(db, and(eq(shipmentServices.id, id), shipmentScope(user))!);
  if (!found) throw new NotFoundError();
  return toRow(user, found);
}

export async function orderService(db: Database, user: SessionContext, shipmentId: number, body: ServiceOrderBody): Promise<ServiceRow> {
  const id = await db.transaction(async (tx) => {
    const row = await reachShipment(tx, user, shipmentId, true);
    if (!mayOrderService(user, row)) throw new ForbiddenError();
    const offer = (await serviceOffers(tx, row)).find((one) => one.surchargeId === body.surchargeId);
    if (!offer) throw new ValidationError({ surchargeId: 'shipments:services.errors.unknown' });
    const amount = offer.unitPrice * body.quantity;
    const [made] = await tx
      .insert(shipmentServices)
      .values({ shipmentId, airlineId: row.airlineId, surchargeId: offer.surchargeId, code: offer.code, nameRu: offer.nameRu, nameEn: offer.nameEn, quantity: body.quantity, amount, currency: offer.currency, comment: body.comment, createdBy: user.userId })
      .returning({ id: shipmentServices.id });
    if (amount > 0) await charge(tx, row.contractId!, money(amount, offer.currency as Currency), { shipmentId, userId: user.userId, description: `${offer.code} ${offer.nameRu}, AWB ${awbOf(row)}` });
    await recordHistory(tx, { shipmentId, userId: user.userId, action: 'serviceOrdered', changes: [{ field: 'services', before: null, after: `${offer.code} × ${body.quantity}` }], comment: body.comment });
    return made!.id;
  });
  return serviceById(db, user, id);
}

/** The airline marks a service done, or the orderer's company (or the airline) cancels it before that: its charge given back. */
export async function finishService(db: Database, user: SessionContext, serviceId: number, to: 'done' | 'cancelled'): Promise<ServiceRow> {
  await db.transaction(async (tx) => {
    const [service] = await tx.select().from(shipmentServices).where(eq(shipmentServices.id, serviceId)).for('update');
    if (!service) throw new NotFoundError();
    const row = await reachShipment(tx, user, service.shipmentId, true);
    if (!mayFinishService(user, row, to)) throw new ForbiddenError();
    if (service.status !== 'ordered') throw new AppError(409, 'shipments:services.errors.finished');
    await tx.update(shipmentServices).set({ status: to, doneAt: new Date() }).where(eq(shipmentServices.id, serviceId));
    if (to === 'cancelled' && service.amount > 0 && row.contractId !== null) {
      await credit(tx, row.contractId, 'refund', money(service.amount, service.currency as Currency), { shipmentId: row.id, userId: user.userId, description: `${service.code} ${service.nameRu}, AWB ${awbOf(row)}` });
    }
    await recordHistory(tx, { shipmentId: row.id, userId: user.userId, action: to === 'done' ? 'serviceDone' : 'serviceCancelled', changes: [{ field: 'services', before: `${service.code} × ${service.quantity}`, after: to }] });
  });
  return serviceById(db, user, serviceId);
}

const SORTS: Record<ServiceListQuery['sort'], SQL[]> = {
  '-created': [desc(shipmentServices.createdAt), desc(shipmentServices.id)],
  created: [asc(shipmentServices.createdAt), asc(shipmentServices.id)],
  amount: [asc(shipmentServices.amount), asc(shipmentServices.id)],
  '-amount': [desc(shipmentServices.amount), desc(shipmentServices.id)],
};

/** GET /api/services: the services of the shipments the caller reaches, filtered, sorted and paged. */
export async function listServices(db: Database, user: SessionContext, query: ServiceListQuery): Promise<ServicePage> {
  const digits = query.q?.replace(/\D/g, '');
  const where = and(
    shipmentScope(user),
    query.from ? gte(shipmentServices.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(shipmentServices.createdAt, new Date(`${addDays(query.to, 1)}T00:00:00Z`)) : undefined,
    query.status ? eq(shipmentServices.status, query.status) : undefined,
    query.shipmentId ? eq(shipmentServices.shipmentId, query.shipmentId) : undefined,
    digits ? sql`(${shipments.awbPrefix} || ${shipments.awbSerial}) like ${`${digits}%`}` : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    selectServices(db, where)
      .orderBy(...SORTS[query.sort])
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(shipmentServices).innerJoin(shipments, eq(shipments.id, shipmentServices.shipmentId)).where(where),
  ]);
  return { items: rows.map((row) => toRow(user, row)), total: total?.value ?? 0 };
}
