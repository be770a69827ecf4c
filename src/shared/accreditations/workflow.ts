import { ACCREDITATION_STATUSES, type AccreditationStatus, type ClientRole, type ContractType } from '../constants';

// The accreditation workflow of spec section 4, which leaves the allowed transitions out: this
// table is ours (docs/decisions.md). The server refuses what it does not allow and the info page
// offers only what it allows, both from here.

/** The airline's actions on a request (section 4), each a route of its own. */
export const ACCREDITATION_ACTIONS = ['approve', 'reject', 'revise', 'activate', 'changeStatus'] as const;
export type AccreditationAction = (typeof ACCREDITATION_ACTIONS)[number];

/** What a request's history records: the applicant's submissions and edits, and the airline's actions. */
export const HISTORY_EVENTS = ['submit', 'edit', 'resubmit', ...ACCREDITATION_ACTIONS] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/** Statuses a "change status" may set: any but completed, which only activation reaches (it links the contract). */
export type ChoosableStatus = Exclude<AccreditationStatus, 'completed'>;
export const CHOOSABLE_STATUSES = ACCREDITATION_STATUSES.filter((status): status is ChoosableStatus => status !== 'completed');

interface Transition {
  from: readonly AccreditationStatus[];
  /** The status the action sets; `chosen` for a change of status, which names it. */
  to: AccreditationStatus | 'chosen';
  /** Refusing or returning a request says why; approving and activating need no words. */
  comment: 'required' | 'optional';
}

/**
 * - approve: a request waiting for the airline (new, updated) or one out for revision.
 * - reject: any open or approved request; final for the applicant (they may withdraw it and file anew).
 * - revise ("send for revision"): back to the applicant as `progress` with what to fix.
 * - activate: an approved request (approved or confirmed) becomes a contract; completed.
 * - changeStatus: any status but completed, to any other but completed, with a comment.
 */
export const TRANSITIONS: Record<AccreditationAction, Transition> = {
  approve: { from: ['new', 'progress', 'updated'], to: 'approved', comment: 'optional' },
  reject: { from: ['new', 'progress', 'updated', 'approved', 'confirmed'], to: 'rejected', comment: 'required' },
  revise: { from: ['new', 'updated', 'approved', 'confirmed'], to: 'progress', comment: 'required' },
  activate: { from: ['approved', 'confirmed'], to: 'completed', comment: 'optional' },
  changeStatus: { from: CHOOSABLE_STATUSES, to: 'chosen', comment: 'required' },
};

export const mayPerform = (action: AccreditationAction, status: AccreditationStatus): boolean => TRANSITIONS[action].from.includes(status);

/** The actions the airline may take on a request in this status, in the order the page offers them. */
export const allowedActions = (status: AccreditationStatus): AccreditationAction[] => ACCREDITATION_ACTIONS.filter((action) => mayPerform(action, status));

/** The statuses a change of status may move this request to. */
export const statusChoices = (status: AccreditationStatus): ChoosableStatus[] =>
  mayPerform('changeStatus', status) ? CHOOSABLE_STATUSES.filter((one) => one !== status) : [];

/**
 * The applicant edits their questionnaire while the airline has not decided: when it is new or
 * updated (waiting for review) and when it came back for revision (progress). Saving a request
 * that came back for revision resubmits it (updated).
 */
export const APPLICANT_EDITABLE: readonly AccreditationStatus[] = ['new', 'progress', 'updated'];
/** Airline staff correct a questionnaire until it became a contract. */
export const STAFF_EDITABLE: readonly AccreditationStatus[] = CHOOSABLE_STATUSES;
/** A request is withdrawn (deleted) only before anyone acted on it, or once it was rejected. */
export const DELETABLE: readonly AccreditationStatus[] = ['new', 'rejected'];

export const mayEdit = (status: AccreditationStatus, staff: boolean): boolean => (staff ? STAFF_EDITABLE : APPLICANT_EDITABLE).includes(status);
export const mayDelete = (status: AccreditationStatus): boolean => DELETABLE.includes(status);

/** The status an applicant's save leaves: a request back from revision is resubmitted. */
export const afterApplicantSave = (status: AccreditationStatus): AccreditationStatus => (status === 'progress' ? 'updated' : status);

/** The history event of a save. */
export const saveEvent = (before: AccreditationStatus | null, after: AccreditationStatus): HistoryEvent =>
  before === null ? 'submit' : before !== after ? 'resubmit' : 'edit';

/** Section 4: confirmed is shown as approved. */
export const shownStatus = (status: AccreditationStatus): AccreditationStatus => (status === 'confirmed' ? 'approved' : status);

/** Section 6's client role a request's contract type makes of the applicant: agents are EXPEDITOR, shippers SHIPPER. */
export const CLIENT_ROLE_OF_CONTRACT: Record<ContractType, Extract<ClientRole, 'EXPEDITOR' | 'SHIPPER'>> = { agent: 'EXPEDITOR', shipper: 'SHIPPER' };

/**
 * Where an applicant stands while their request is in this status: a company that has not been
 * approved is an anonymous company user; an approved one an approved shipper; once activated a client.
 */
export function standingOf(status: AccreditationStatus): 'applicant' | 'approved' | 'client' {
  if (status === 'completed') return 'client';
  return status === 'approved' || status === 'confirmed' ? 'approved' : 'applicant';
}
