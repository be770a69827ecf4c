import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { chooseWarehouseRule } from '@shared/shipments/warehouse';
import type { ShipmentDetail } from '@shared/shipments/shipment';
import type { Database } from '../../db/client';
import { airlines, contractors, contracts, flightLegs, flights, preliminaryInforming, warehouseRules, warehouses } from '../../db/schema';
import { shipmentEntries } from '../finance';
import type { ShipmentRow } from './scope';

// What the shipment's page shows beside its own data: the warehouse its rules choose, its entries
// in the contract's ledger, and customs' preliminary informing on its international legs.

/** The active warehouse the airline's rules choose for the shipment's participants (src/shared/shipments/warehouse.ts). */
export async function warehouseOf(db: Database, row: ShipmentRow): Promise<ShipmentDetail['warehouse']> {
  const rules = await db
    .select({ id: warehouseRules.id, warehouseId: warehouseRules.warehouseId, airport: warehouses.airport, expeditorId: warehouseRules.expeditorId, consigneeId: warehouseRules.consigneeId, shipperId: warehouseRules.shipperId, code: warehouses.code, name: warehouses.name, address: warehouses.address })
    .from(warehouseRules)
    .innerJoin(warehouses, eq(warehouses.id, warehouseRules.warehouseId))
    .where(and(eq(warehouseRules.airlineId, row.airlineId), eq(warehouses.active, true), inArray(warehouses.airport, [row.origin, row.destination])));
  if (!rules.length) return null;
  // The client company is the agent (expeditor) or, under a shipper's contract, the shipper; the
  // consignee (and a shipper an agent names) are companies of the handbook by their name.
  const [contract] = row.contractId !== null ? await db.select({ type: contracts.type }).from(contracts).where(eq(contracts.id, row.contractId)) : [];
  const names = [row.participants.shipper?.name, row.participants.consignee?.name].filter((name): name is string => Boolean(name)).map((name) => name.trim().toLowerCase());
  const known = names.length
    ? await db.select({ id: contractors.id, name: sql<string>`lower(trim(${contractors.name}))` }).from(contractors).where(inArray(sql`lower(trim(${contractors.name}))`, names))
    : [];
  const byName = (name: string | undefined) => (name ? (known.find((one) => one.name === name.trim().toLowerCase())?.id ?? null) : null);
  const parties = {
    expeditorId: contract?.type === 'agent' ? row.contractorId : null,
    shipperId: contract?.type === 'shipper' ? row.contractorId : byName(row.participants.shipper?.name),
    consigneeId: byName(row.participants.consignee?.name),
  };
  const chosen = chooseWarehouseRule(rules, parties, row);
  return chosen ? { id: chosen.warehouseId, code: chosen.code, name: chosen.name, airport: chosen.airport, address: chosen.address } : null;
}

export async function paymentsOf(db: Database, shipmentId: number): Promise<ShipmentDetail['payments']> {
  return (await shipmentEntries(db, shipmentId)).map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

export async function informingOf(db: Database, shipmentId: number): Promise<ShipmentDetail['informing']> {
  const rows = await db
    .select({
      airline: airlines.iata,
      number: flights.number,
      date: flightLegs.departureDate,
      departure: flightLegs.departure,
      arrival: flightLegs.arrival,
      status: preliminaryInforming.status,
      tin: preliminaryInforming.tin,
      preDecision: preliminaryInforming.preDecision,
      finalDecision: preliminaryInforming.finalDecision,
      comment: preliminaryInforming.comment,
    })
    .from(preliminaryInforming)
    .innerJoin(flightLegs, eq(flightLegs.id, preliminaryInforming.legId))
    .innerJoin(flights, eq(flights.id, flightLegs.flightId))
    .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
    .where(eq(preliminaryInforming.shipmentId, shipmentId))
    .orderBy(asc(flightLegs.std));
  return rows.map(({ airline, number, ...row }) => ({ flight: `${airline}${number}`, ...row }));
}
