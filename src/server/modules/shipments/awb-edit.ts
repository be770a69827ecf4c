import { eq } from 'drizzle-orm';
import { CORRECTION_OVER_CODE } from '@shared/shipments/actions';
import type { AwbEditBody } from '@shared/shipments/awb';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError, ForbiddenError } from '../../errors';
import { correctionOf, rightsOf } from './detail';
import { changesOf, recordHistory, type Change } from './history';
import { reachShipment, type ShipmentRow } from './scope';

// PUT /api/shipments/id-{id}/awb: the AWB's parties, goods' name and own data. Before the issue
// freely; once issued within the correction time (a client's edit past it is refused with 703,
// section 4's 'time for adjustments is over'; the airline's staff may still correct). What changed
// is kept in the shipment's history, field by field, before and after.

export async function editAwb(db: Database, user: SessionContext, id: number, body: AwbEditBody, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await reachShipment(tx, user, id, true);
    const correction = await correctionOf(tx, row, now.getTime());
    if (!rightsOf(user, row, correction).edit) {
      if (correction.state === 'over' && user.airlineId === null) throw new AppError(409, 'shipments:awb.correctionOver', { code: CORRECTION_OVER_CODE });
      throw new ForbiddenError();
    }
    await writeAwb(tx, row, body, user.userId);
  });
}

/**
 * The AWB's data written and their changes kept in the history, in the caller's transaction, the
 * shipment locked and the right to change it checked (the screen's edit, an FWB telegram).
 */
export async function writeAwb(tx: Database, row: ShipmentRow, body: AwbEditBody, userId: number | null): Promise<Change[]> {
  const after = { participants: body.participants, cargoName: body.cargoName, awb: body.awb };
  const changes = changesOf({ participants: row.participants, cargoName: row.cargoName, awb: row.awb }, after);
  if (!changes.length) return changes;
  await tx.update(shipments).set(after).where(eq(shipments.id, row.id));
  await recordHistory(tx, { shipmentId: row.id, userId, action: 'awb', changes });
  return changes;
}
