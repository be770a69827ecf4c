import type { Database } from '../../db/client';
import type { StoredPiece } from '../../db/schema';
import { notify, usersOfContractor } from '../notifications';
import { awbOf, type ShipmentRow } from './scope';

// What the shipments area tells the client's users: each notification links to the shipment by its
// AWB number (section 2's `shipment` subtype), written in the transaction of its cause.

export async function tellClient(
  tx: Database,
  row: Pick<ShipmentRow, 'contractorId' | 'awbPrefix' | 'awbSerial'>,
  input: { group: 'booking' | 'refund' | 'bid'; level: 'success' | 'warning' | 'info' | 'error'; template: string; params?: Record<string, string>; pieces?: Record<string, StoredPiece> },
): Promise<void> {
  if (row.contractorId === null) return;
  const awb = awbOf(row);
  await notify(tx, await usersOfContractor(tx, row.contractorId), {
    group: input.group,
    level: input.level,
    template: input.template,
    params: { awb, ...input.params },
    contentData: { awb: { type: 'link', text: awb, subtype: 'shipment', params: { mAwb: awb } }, ...input.pieces },
  });
}
