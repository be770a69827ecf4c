import { and, eq } from 'drizzle-orm';
import { can } from '@shared/abilities';
import { FLIGHT_ABILITIES, P, type InformingBody } from '@shared/flights';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { flightLegs, movements, preliminaryInforming, shipments } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { legAccess } from './access';
import { changesBetween, recordHistory } from './history';

// Preliminary informing (section 4): before an international leg arrives, customs get advance
// information on each shipment on board and answer with a preliminary, then a final decision.
// Airline staff record the answers as they arrive; each change goes to the flight's history with
// the shipment it concerns.

const RECORDED = ['tin', 'preDecision', 'finalDecision', 'status', 'comment'] as const;

/** Records customs' answer on a shipment on board an international leg; answers the leg's flight id. */
export async function recordInforming(db: Database, user: SessionContext, legId: number, body: InformingBody): Promise<number> {
  return db.transaction(async (tx) => {
    const [leg] = await tx
      .select()
      .from(flightLegs)
      .where(and(eq(flightLegs.id, legId), legAccess(user, FLIGHT_ABILITIES.view)));
    if (!leg) throw new NotFoundError();
    if (user.airlineId === null || !can(user.abilities, FLIGHT_ABILITIES.informing, { company: user.airlineMarker ?? undefined, departure: leg.departure, arrival: leg.arrival })) {
      throw new ForbiddenError();
    }
    if (!leg.international) throw new ValidationError({ shipmentId: P.notInternational });
    const [onBoard] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .innerJoin(movements, and(eq(movements.shipmentId, shipments.id), eq(movements.legId, legId)))
      .where(and(eq(shipments.id, body.shipmentId), eq(shipments.airlineId, leg.airlineId)))
      .limit(1);
    const [existing] = await tx
      .select()
      .from(preliminaryInforming)
      .where(and(eq(preliminaryInforming.legId, legId), eq(preliminaryInforming.shipmentId, body.shipmentId)))
      .for('update');
    if (!onBoard && !existing) throw new ValidationError({ shipmentId: P.notOnBoard });
    const values = { tin: body.tin, preDecision: body.preDecision, finalDecision: body.finalDecision, status: body.status, comment: body.comment };
    const before = existing
      ? Object.fromEntries(RECORDED.map((key) => [key, existing[key]]))
      : { tin: null, preDecision: null, finalDecision: null, status: null, comment: null };
    const changes = changesBetween(before, values);
    if (!changes.length) return leg.flightId;
    await tx
      .insert(preliminaryInforming)
      .values({ legId, shipmentId: body.shipmentId, ...values, updatedBy: user.userId })
      .onConflictDoUpdate({
        target: [preliminaryInforming.legId, preliminaryInforming.shipmentId],
        set: { ...values, updatedBy: user.userId, updatedAt: new Date() },
      });
    await recordHistory(tx, { flightId: leg.flightId, legId, shipmentId: body.shipmentId, userId: user.userId, action: 'informing', changes });
    return leg.flightId;
  });
}
