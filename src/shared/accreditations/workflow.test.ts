import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCREDITATION_STATUSES } from '../constants';
import { actionBodySchema } from './actions';
import { planRegistryFill, type RegisteredCompany } from './registry';
import { afterApplicantSave, allowedActions, mayDelete, mayEdit, saveEvent, shownStatus, standingOf, statusChoices } from './workflow';

describe('the transition table', () => {
  it('offers each status only its actions', () => {
    expect(Object.fromEntries(ACCREDITATION_STATUSES.map((status) => [status, allowedActions(status)]))).toEqual({
      new: ['approve', 'reject', 'revise', 'changeStatus'],
      progress: ['approve', 'reject', 'changeStatus'],
      rejected: ['changeStatus'],
      approved: ['reject', 'revise', 'activate', 'changeStatus'],
      confirmed: ['reject', 'revise', 'activate', 'changeStatus'],
      updated: ['approve', 'reject', 'revise', 'changeStatus'],
      completed: [],
    });
  });

  it('changes a status to any other but completed, and never a completed one', () => {
    expect(statusChoices('new')).toEqual(['progress', 'rejected', 'approved', 'confirmed', 'updated']);
    expect(statusChoices('completed')).toEqual([]);
  });

  it('lets the applicant edit until the airline decides, and staff until the contract', () => {
    expect(ACCREDITATION_STATUSES.filter((status) => mayEdit(status, false))).toEqual(['new', 'progress', 'updated']);
    expect(ACCREDITATION_STATUSES.filter((status) => mayEdit(status, true))).toEqual(['new', 'progress', 'rejected', 'approved', 'confirmed', 'updated']);
    expect(ACCREDITATION_STATUSES.filter(mayDelete)).toEqual(['new', 'rejected']);
  });

  it('resubmits a request that came back for revision, and names the save', () => {
    expect(afterApplicantSave('progress')).toBe('updated');
    expect(afterApplicantSave('new')).toBe('new');
    expect(saveEvent(null, 'new')).toBe('submit');
    expect(saveEvent('progress', 'updated')).toBe('resubmit');
    expect(saveEvent('new', 'new')).toBe('edit');
  });

  it('shows confirmed as approved, and places the applicant by status', () => {
    expect(shownStatus('confirmed')).toBe('approved');
    expect(standingOf('confirmed')).toBe('approved');
    expect(standingOf('rejected')).toBe('applicant');
    expect(standingOf('completed')).toBe('client');
  });

  it('needs a comment to refuse, return or change a status, not to approve', () => {
    expect(v.safeParse(actionBodySchema('approve'), {}).success).toBe(true);
    expect(v.safeParse(actionBodySchema('reject'), {}).success).toBe(false);
    expect(v.safeParse(actionBodySchema('revise'), { comment: '   ' }).success).toBe(false);
    expect(v.parse(actionBodySchema('revise'), { comment: ' Fix the KPP ' })).toEqual({ comment: 'Fix the KPP' });
    expect(v.safeParse(actionBodySchema('changeStatus'), { status: 'completed', comment: 'x' }).success).toBe(false);
    expect(v.safeParse(actionBodySchema('approve'), { comment: null, other: 1 }).success).toBe(false);
  });
});

describe('filling from the registry', () => {
  const company: RegisteredCompany = {
    inn: '7204128731',
    kpp: '720401001',
    ogrn: '1147232003918',
    fullNameRu: 'ООО «Тюменская рыбная компания»',
    fullNameEn: null,
    shortNameEn: 'Tyumen Fish Company LLC',
    legalAddress: '625000, Тюмень, ул. Республики, д. 142',
    city: 'Тюмень',
    postalIndex: '625000',
    okved: '46.38',
    okpo: null,
    ceoName: 'Григорьев Андрей Викторович',
    registrationDate: '2014-03-12',
    state: 'active',
  };

  it('fills what is empty, leaves what agrees, and asks about what the user typed otherwise', () => {
    const plan = planRegistryFill(company, { fullNameRu: '', kpp: '720401001', city: ' тюмень ', ceoName: 'Иванов Иван', fullNameEn: 'Typed name', okpo: '123' });
    expect(plan.fill).toEqual({
      fullNameRu: 'ООО «Тюменская рыбная компания»',
      shortNameEn: 'Tyumen Fish Company LLC',
      ogrn: '1147232003918',
      okved: '46.38',
      legalAddress: '625000, Тюмень, ул. Республики, д. 142',
      postalIndex: '625000',
      registrationDate: '2014-03-12',
    });
    expect(plan.conflicts).toEqual({ ceoName: { typed: 'Иванов Иван', registry: 'Григорьев Андрей Викторович' } });
  });
});
