import { can } from '@shared/abilities';
import type { AbilityContext } from '@shared/abilities/conditions';
import type { SessionUser } from '@shared/profile/session-user';
import { SHIPMENT_ABILITIES, type RefundBid, type ServiceRow, type ShipmentDetail } from '@shared/shipments';

// What the shipment's `can` does not say, read as the server reads it (src/server/modules/shipments:
// cargo-edit.ts, refunds.ts, services.ts): the caller's abilities on the shipment's airline and
// route, and its state. The server still decides; this only keeps off the page what it would refuse.

type Caller = Pick<SessionUser, 'abilities' | 'airline' | 'availableAirlines' | 'contractor'>;
/** A shipment, or a services list's row (its route unknown: the ability is then read without one). */
type Subject = Pick<ShipmentDetail, 'awb'> & Partial<Pick<ShipmentDetail, 'origin' | 'destination'>>;

/** The context an ability's conditions are read against: the airline whose AWB prefix the number carries, and the route. */
export function shipmentContext(user: Caller, shipment: Subject): AbilityContext | undefined {
  if (shipment.origin === undefined || shipment.destination === undefined) return undefined;
  const prefix = shipment.awb.slice(0, 3);
  const airline = Object.values(user.availableAirlines).find((one) => one.awbPrefixes.includes(prefix)) ?? user.airline;
  return { company: airline?.marker, departure: shipment.origin, arrival: shipment.destination };
}

const holds = (user: Caller | null, name: string, shipment: Subject) => user !== null && can(user.abilities, name, shipmentContext(user, shipment));

/** Edit the booked cargo (section 2's edit booking): `shipment.change`, until the terminal accepts it, never once refunded. */
export const mayEditCargo = (user: Caller | null, shipment: Subject & Pick<ShipmentDetail, 'status' | 'refundedAt' | 'bookings'>): boolean =>
  shipment.refundedAt === null && shipment.status !== 'accepted' && shipment.bookings.length > 0 && holds(user, SHIPMENT_ABILITIES.change, shipment);

/** Take a refund bid back: it waits for the answer, and the caller asked for it or is of the client's company. */
export const mayCancelBid = (user: Caller | null, shipment: Subject & Pick<ShipmentDetail, 'contractorId'>, bid: Pick<RefundBid, 'status'>): boolean =>
  bid.status === 'process' && user?.contractor != null && user.contractor.id === shipment.contractorId && holds(user, SHIPMENT_ABILITIES.refund, shipment);

/** Order a service: a contract to charge, not refunded, `shipment.service.order` on its route. */
export const mayOrderService = (user: Caller | null, shipment: Subject & Pick<ShipmentDetail, 'refundedAt' | 'contract'>): boolean =>
  shipment.refundedAt === null && shipment.contract !== null && holds(user, SHIPMENT_ABILITIES.services, shipment);

/** Mark a service done: the airline's staff with `shipment.service.process`, while it is ordered. */
export const mayMarkDone = (user: Caller | null, shipment: Subject, service: Pick<ServiceRow, 'status'>): boolean =>
  service.status === 'ordered' && user?.airline != null && holds(user, SHIPMENT_ABILITIES.servicesProcess, shipment);

/** Cancel a service before it is done: the airline's staff, or a client who may order. */
export const mayCancelService = (user: Caller | null, shipment: Subject, service: Pick<ServiceRow, 'status'>): boolean =>
  service.status === 'ordered' && user !== null && (user.airline != null || holds(user, SHIPMENT_ABILITIES.services, shipment));
