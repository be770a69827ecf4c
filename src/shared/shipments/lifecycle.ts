import type { AwbStatus } from '../constants';
import { SHIPMENT_ABILITIES } from './abilities';

// The AWB's states and actions of spec section 4, which leaves the allowed transitions out: this
// table is ours (docs/decisions.md). The server refuses what it does not allow and the shipment's
// page offers only what it allows, both from here.
//
//   not issued --issue--> issued --confirm--> not accepted --accept--> accepted
//                         issued <--undo confirm--  not accepted <--unaccept--  accepted

export const AWB_ACTIONS = ['issue', 'confirm', 'undoConfirm', 'accept', 'unaccept'] as const;
export type AwbAction = (typeof AWB_ACTIONS)[number];

interface AwbTransition {
  from: AwbStatus;
  to: AwbStatus;
  /** The ability the action needs (its conditions read against the shipment's route). */
  ability: string;
  /** Airline staff only (the airline checks and accepts); a client's users never, whatever their abilities. */
  staffOnly: boolean;
}

/**
 * - issue: the client (or the airline for it) completes the AWB's data and agrees to the consent
 *   statements; the contract is charged, the stock number used, the correction timer started.
 * - confirm: the airline has checked the data; the cargo is awaited at the terminal.
 * - undo confirm: back to issued (the data wants another look); the client may correct it again.
 * - accept: the terminal has the cargo, its pieces and weight measured.
 * - unaccept: the acceptance is taken back (a mistake at the terminal).
 */
export const AWB_TRANSITIONS: Record<AwbAction, AwbTransition> = {
  issue: { from: 'not_issued', to: 'issued', ability: SHIPMENT_ABILITIES.issue, staffOnly: false },
  confirm: { from: 'issued', to: 'not_accepted', ability: SHIPMENT_ABILITIES.confirm, staffOnly: true },
  undoConfirm: { from: 'not_accepted', to: 'issued', ability: SHIPMENT_ABILITIES.confirm, staffOnly: true },
  accept: { from: 'not_accepted', to: 'accepted', ability: SHIPMENT_ABILITIES.accept, staffOnly: true },
  unaccept: { from: 'accepted', to: 'not_accepted', ability: SHIPMENT_ABILITIES.accept, staffOnly: true },
};

export const mayPerformAwb = (action: AwbAction, status: AwbStatus): boolean => AWB_TRANSITIONS[action].from === status;

/** The actions the AWB's status allows, in the order the page offers them (who may, the caller's rights say). */
export const awbActions = (status: AwbStatus): AwbAction[] => AWB_ACTIONS.filter((action) => mayPerformAwb(action, status));
