import { shownStatus } from '@shared/accreditations';
import type { AccreditationStatus } from '@shared/constants';

// Where an applicant's request leaves them on the landing page's four steps (authorization,
// contract, prepayment, booking and dispatch) and what they do next. Signing up was the first
// step, so an applicant is always on the contract step or past it.

/** The landing page's steps after authorization, in order. */
export const ONBOARDING_STEPS = ['questionnaire', 'contract', 'prepayment', 'booking'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What the applicant is offered next: fill a questionnaire, correct this one, or only open it. */
export type NextAction = 'fill' | 'correct' | 'fillAgain' | 'open';

export interface NextStep {
  step: OnboardingStep;
  /** The key of the explanation under `onboarding.next` (a status shown as another shares its text). */
  text: Exclude<AccreditationStatus, 'confirmed'> | 'none';
  action: NextAction;
}

/**
 * - none: nothing filed yet, the questionnaire is the way in.
 * - new, updated: the airline reviews it; the applicant may still correct it.
 * - progress: back for revision; the applicant corrects it and it goes back to the airline.
 * - rejected: closed; a new questionnaire may be filed.
 * - approved (and confirmed, shown as approved): the airline prepares the contract.
 * - completed: the contract is active; the balance is topped up by prepayment before booking.
 */
export function nextStep(status: AccreditationStatus | null): NextStep {
  if (status === null) return { step: 'questionnaire', text: 'none', action: 'fill' };
  const shown = shownStatus(status) as NextStep['text'];
  switch (shown) {
    case 'new':
    case 'updated':
      return { step: 'questionnaire', text: shown, action: 'open' };
    case 'progress':
      return { step: 'questionnaire', text: shown, action: 'correct' };
    case 'rejected':
      return { step: 'questionnaire', text: shown, action: 'fillAgain' };
    case 'approved':
      return { step: 'contract', text: shown, action: 'open' };
    default:
      return { step: 'prepayment', text: 'completed', action: 'open' };
  }
}
