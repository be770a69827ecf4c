import { AWB_STATUSES, type AwbStatus, type MovementStatus } from '../constants';
import type { Movement } from './tracking';

// What a shipment's state is shown as, wherever it is shown (the landing page's tracking, the
// shipment lists and cards, a stock's used numbers): one answer, as IATA tracking pages give it.
// The AWB status (section 4) says where the document is; once the cargo has moved, its latest
// movement (an FSU code) says where the cargo is, which is what a person asks. So the latest
// movement wins once there is one, and DIS, an error found in handling, shows as a discrepancy.

/** Every state a shipment may be shown in: the AWB's before the cargo moves, then the movements' in their order. */
export const SHOWN_STATUSES = [
  ...AWB_STATUSES,
  'at_terminal',
  'prepared',
  'loaded',
  'departed',
  'arrived',
  'unloaded',
  'consignee_notified',
  'delivered',
  'discrepancy',
] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

/** RCS and FOH both mean the terminal has the cargo; DLV and AWD both mean it was delivered. */
const BY_MOVEMENT: Record<MovementStatus, ShownStatus> = {
  RCS: 'at_terminal',
  FOH: 'at_terminal',
  PRE: 'prepared',
  MAN: 'loaded',
  DEP: 'departed',
  ARR: 'arrived',
  RCF: 'unloaded',
  NFD: 'consignee_notified',
  DLV: 'delivered',
  AWD: 'delivered',
  DIS: 'discrepancy',
};

/**
 * The movement that happened last: the latest time and, of movements at the same time (or with a
 * time that does not read), the one listed later, as the server lists them in the order recorded.
 */
export function latestMovement<M extends Pick<Movement, 'time'>>(movements: readonly M[]): M | null {
  let latest: M | null = null;
  let latestAt = Number.NaN;
  for (const movement of movements) {
    const at = Date.parse(movement.time);
    if (latest === null || !(at < latestAt)) {
      latest = movement;
      latestAt = at;
    }
  }
  return latest;
}

/** The one state shown for a shipment: its latest movement's once there is one, else its AWB status. */
export function shownStatus(awbStatus: AwbStatus, movements: readonly Pick<Movement, 'time' | 'status'>[]): ShownStatus {
  const latest = latestMovement(movements);
  return latest ? BY_MOVEMENT[latest.status] : awbStatus;
}
