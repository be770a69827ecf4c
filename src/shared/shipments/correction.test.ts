import { describe, expect, it } from 'vitest';
import { correctionLeft, correctionWindow } from './correction';

const at = (iso: string) => Date.parse(iso);
const settings = { beforeMinutes: 120, afterMinutes: 30 };
const issuedAt = '2026-11-28T10:00:00.000Z';

describe('the correction window', () => {
  it('counts nothing before the issue', () => {
    expect(correctionWindow({ issuedAt: null, fwbSentAt: null }, settings, at('2026-11-28T10:00:00Z'))).toEqual({ state: 'free' });
  });

  it.each([
    ['a minute after the issue', '2026-11-28T10:01:00Z', { state: 'open', until: '2026-11-28T12:00:00.000Z', sent: false }],
    ['a millisecond before the timeout', '2026-11-28T11:59:59.999Z', { state: 'open', until: '2026-11-28T12:00:00.000Z', sent: false }],
    ['at the timeout to the millisecond', '2026-11-28T12:00:00.000Z', { state: 'over', since: '2026-11-28T12:00:00.000Z', sent: false }],
    ['a day later', '2026-11-29T10:00:00Z', { state: 'over', since: '2026-11-28T12:00:00.000Z', sent: false }],
  ])('before the FWB is sent, counts from the issue: %s', (_, now, expected) => {
    expect(correctionWindow({ issuedAt, fwbSentAt: null }, settings, at(now))).toEqual(expected);
  });

  it.each([
    ['just sent', '2026-11-28T13:00:00Z', { state: 'open', until: '2026-11-28T13:30:00.000Z', sent: true }],
    ['a millisecond before', '2026-11-28T13:29:59.999Z', { state: 'open', until: '2026-11-28T13:30:00.000Z', sent: true }],
    ['at the timeout', '2026-11-28T13:30:00.000Z', { state: 'over', since: '2026-11-28T13:30:00.000Z', sent: true }],
  ])('after the FWB is sent, counts the after-sending timeout from the sending, the first one past: %s', (_, now, expected) => {
    // Sent at 13:00, past the two hours before sending: the after-sending window opens anew.
    expect(correctionWindow({ issuedAt, fwbSentAt: '2026-11-28T13:00:00.000Z' }, settings, at(now))).toEqual(expected);
  });

  it('sets no limit where the setting is empty, and says what is left', () => {
    const open = correctionWindow({ issuedAt, fwbSentAt: null }, { beforeMinutes: null, afterMinutes: 30 }, at('2026-12-30T00:00:00Z'));
    expect(open).toEqual({ state: 'open', until: null, sent: false });
    expect(correctionLeft(open, 0)).toBeNull();
    const counting = correctionWindow({ issuedAt, fwbSentAt: null }, settings, at('2026-11-28T11:00:00Z'));
    expect(correctionLeft(counting, at('2026-11-28T11:00:00Z'))).toBe(60 * 60_000);
    expect(correctionLeft(counting, at('2026-11-28T13:00:00Z'))).toBe(0);
    expect(correctionLeft({ state: 'over', since: issuedAt, sent: false }, 0)).toBe(0);
  });
});
