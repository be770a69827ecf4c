import type { AreaModule } from '../../area';
import shipmentRoutes from './routes';
import { seedShipments } from './seed';

// Shipments and their AWBs: the list, a shipment, and public tracking by AWB number.

export const shipments: AreaModule = {
  name: 'shipments',
  routes: shipmentRoutes,
  seed: { demo: seedShipments },
};

/** What shipments are shown as (their latest movement's state once they moved), for areas that show one. */
export { shownStatuses } from './service';
/** A movement added in the caller's transaction: the messaging area's FSU telegrams add theirs through it. */
export { addMovement } from './movements';
export type { ShipmentRow } from './scope';
/** The AWB's data and its booked cargo written by the screen's rules: the messaging area's FWB telegrams write theirs through them. */
export { writeAwb } from './awb-edit';
export { changeCargo } from './cargo-edit';
export { correctionOf } from './detail';
/** For the dashboard: the caller's shipments on their way, with their latest status. */
export { shipmentsInMovement, type MovingShipment } from './moving';
