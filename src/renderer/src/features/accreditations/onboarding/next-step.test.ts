import { describe, expect, it } from 'vitest';
import { ACCREDITATION_STATUSES } from '@shared/constants';
import { nextStep } from './next-step';

describe('an applicant’s next step', () => {
  it('is the questionnaire while nothing is filed', () => {
    expect(nextStep(null)).toEqual({ step: 'questionnaire', text: 'none', action: 'fill' });
  });

  it('asks for corrections when the airline sent the request back, and for a new one when it refused it', () => {
    expect(nextStep('progress').action).toBe('correct');
    expect(nextStep('rejected').action).toBe('fillAgain');
  });

  it('moves to the contract once approved, confirmed reading as approved', () => {
    expect(nextStep('approved')).toEqual({ step: 'contract', text: 'approved', action: 'open' });
    expect(nextStep('confirmed')).toEqual(nextStep('approved'));
  });

  it('moves to prepayment once the contract is active', () => {
    expect(nextStep('completed').step).toBe('prepayment');
  });

  it('has an explanation for every status', () => {
    for (const status of ACCREDITATION_STATUSES) expect(nextStep(status).text).not.toBe('none');
  });
});
