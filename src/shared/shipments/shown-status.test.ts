import { describe, expect, it } from 'vitest';
import { AWB_STATUSES, MOVEMENT_STATUSES, type MovementStatus } from '../constants';
import { latestMovement, SHOWN_STATUSES, shownStatus } from './shown-status';

const at = (hour: number) => new Date(Date.UTC(2025, 2, 1, hour)).toISOString();
const moves = (...steps: [MovementStatus, number][]) => steps.map(([status, hour]) => ({ status, time: at(hour) }));

describe('shownStatus', () => {
  it.each(AWB_STATUSES)('shows the AWB status %s while the cargo has not moved', (status) => {
    expect(shownStatus(status, [])).toBe(status);
  });

  // The landing page's fault: an accepted AWB whose cargo was delivered showed as "accepted".
  it('shows a delivered shipment as delivered, whatever its AWB status says', () => {
    const chain = moves(['RCS', 1], ['MAN', 5], ['DEP', 6], ['ARR', 9], ['RCF', 10], ['NFD', 12], ['DLV', 20]);
    expect(shownStatus('accepted', chain)).toBe('delivered');
    expect(shownStatus('issued', chain)).toBe('delivered');
  });

  it.each([
    ['RCS', 'at_terminal'],
    ['FOH', 'at_terminal'],
    ['PRE', 'prepared'],
    ['MAN', 'loaded'],
    ['DEP', 'departed'],
    ['ARR', 'arrived'],
    ['RCF', 'unloaded'],
    ['NFD', 'consignee_notified'],
    ['DLV', 'delivered'],
    ['AWD', 'delivered'],
    ['DIS', 'discrepancy'],
  ] as const)('shows the latest movement %s as %s', (code, shown) => {
    expect(shownStatus('accepted', moves(['RCS', 1], [code, 2]))).toBe(shown);
  });

  it('names every movement code and keeps every shown state in the list', () => {
    const shown = MOVEMENT_STATUSES.map((code) => shownStatus('accepted', moves([code, 1])));
    for (const state of [...shown, ...AWB_STATUSES]) expect(SHOWN_STATUSES).toContain(state);
    expect(new Set(SHOWN_STATUSES).size).toBe(SHOWN_STATUSES.length);
  });

  it('takes the latest by time, not by the order listed', () => {
    expect(shownStatus('accepted', moves(['DLV', 20], ['RCS', 1], ['NFD', 12]))).toBe('delivered');
  });

  it('shows a discrepancy reported after delivery, and what came after a discrepancy once it did', () => {
    expect(shownStatus('accepted', moves(['DLV', 20], ['DIS', 21]))).toBe('discrepancy');
    expect(shownStatus('accepted', moves(['ARR', 9], ['DIS', 10], ['RCF', 11]))).toBe('unloaded');
  });

  it('compares instants, not the way they are written', () => {
    // 10:00 at +05:00 is 05:00 UTC, before 06:00 UTC.
    expect(shownStatus('accepted', [{ status: 'DEP', time: '2025-03-01T10:00:00+05:00' }, { status: 'MAN', time: '2025-03-01T06:00:00Z' }])).toBe('loaded');
  });
});

describe('latestMovement', () => {
  it('is nothing for no movements', () => {
    expect(latestMovement([])).toBeNull();
  });

  it('takes the one listed later of two at the same time (the order they were recorded)', () => {
    const [first, second] = moves(['NFD', 12], ['DLV', 12]);
    expect(latestMovement([first!, second!])).toBe(second);
  });

  it('still answers when a time does not read', () => {
    expect(latestMovement([{ time: 'soon', status: 'RCS' }])).toEqual({ time: 'soon', status: 'RCS' });
  });
});
