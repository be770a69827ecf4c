import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@shared/resources';
import type { TitleContext } from '@shared/resources/define';
import { cellText } from './cell-text';
import { textContext } from './testing-context';

// A value as a list cell, a card or an info line shows it, in words of the reader's language.

let ru: TitleContext;
let en: TitleContext;
beforeAll(async () => {
  ru = await textContext('ru');
  en = await textContext('en');
});

describe('cellText', () => {
  it('says what no weekdays means: every day', () => {
    const row = { id: 1, departure: 'SGC', weekdays: [] };
    expect(cellText(RESOURCES.paxes, row, 'weekdays', ru)).toBe('Ежедневно');
    expect(cellText(RESOURCES.paxes, row, 'weekdays', en)).toBe('Every day');
    expect(cellText(RESOURCES.paxes, { ...row, weekdays: [1, 3, 5] }, 'weekdays', ru)).toBe('Пн, Ср, Пт');
  });

  it('leaves other empty values empty (a dash on screen)', () => {
    expect(cellText(RESOURCES.capacities, { id: 1, registrations: [] }, 'registrations', ru)).toBeNull();
    expect(cellText(RESOURCES.paxes, { id: 1, flightNumber: null }, 'flightNumber', ru)).toBeNull();
    expect(cellText(RESOURCES.settings, { id: 1, openSegmentTypes: [] }, 'openSegmentTypes', ru)).toBeNull();
  });

  it('shortens a company name in a list and gives it whole elsewhere', () => {
    const row = { id: 1, name: 'Pyotr Ilyin', contractorId: 5, labels: { contractorId: 'Общество с ограниченной ответственностью «Тайга Сифуд»' } };
    expect(cellText(RESOURCES.accounts, row, 'contractorId', ru, 'list')).toBe('ООО «Тайга Сифуд»');
    expect(cellText(RESOURCES.accounts, row, 'contractorId', ru, 'info')).toBe('Общество с ограниченной ответственностью «Тайга Сифуд»');
    const request = { id: 2, fullNameRu: 'Акционерное общество «Сургутнефтесервис»' };
    expect(cellText(RESOURCES.accreditations, request, 'fullNameRu', ru, 'list')).toBe('АО «Сургутнефтесервис»');
  });

  it('names an account role by its words, not its code', () => {
    const row = (code: string) => ({ id: 1, roleId: 2, labels: { roleId: code } });
    expect(cellText(RESOURCES.accounts, row('AK'), 'roleId', ru)).toBe('Сотрудник авиакомпании');
    expect(cellText(RESOURCES.accounts, row('AGENT'), 'roleId', ru)).toBe('Сотрудник клиента');
    expect(cellText(RESOURCES.accounts, row('AGENT'), 'roleId', en)).toBe("Client's employee");
    // A code-like label the resource has no words for stays as it is.
    expect(cellText(RESOURCES.accounts, { id: 1, contractorId: 3, labels: { contractorId: 'TFC' } }, 'contractorId', ru)).toBe('TFC');
  });

  it('writes numbers, dates, switches and options in the reader language', () => {
    expect(cellText(RESOURCES.capacities, { id: 1, mtow: 79010.5 }, 'mtow', ru)).toBe('79\u00a0010,5');
    expect(cellText(RESOURCES.capacities, { id: 1, mtow: 79010.5 }, 'mtow', en)).toBe('79,010.5');
    // A number that names something is shown as typed.
    expect(cellText(RESOURCES.stocks, { id: 1, startValue: 7000000 }, 'startValue', ru)).toBe('7000000');
    expect(cellText(RESOURCES.stocks, { id: 1, issueDate: '2026-03-02' }, 'issueDate', en)).toBe('Mar 2, 2026');
    expect(cellText(RESOURCES.warehouse, { id: 1, active: false }, 'active', ru)).toBe('нет');
    expect(cellText(RESOURCES.baggages, { id: 1, season: 'WINTER' }, 'season', en)).toBe('Winter');
  });
});
