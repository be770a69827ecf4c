import { describe, expect, it } from 'vitest';
import { correctionText, correctionView, durationText } from './correction-text';

const now = Date.parse('2026-03-07T10:00:00Z');
const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('the correction timer', () => {
  it('counts what is left of an open window, and says it is over once the clock passes its end', () => {
    const open = { state: 'open', until: '2026-03-07T11:05:09Z', sent: false } as const;
    expect(correctionView(open, now)).toEqual({ kind: 'left', left: 3_909_000, sent: false });
    expect(correctionView(open, Date.parse('2026-03-07T11:05:09Z'))).toEqual({ kind: 'over', sent: false });
    expect(correctionView({ state: 'over', since: '2026-03-07T09:00:00Z', sent: true }, now)).toEqual({ kind: 'over', sent: true });
    expect(correctionView({ state: 'open', until: null, sent: true }, now)).toEqual({ kind: 'unlimited', sent: true });
    expect(correctionView({ state: 'free' }, now)).toEqual({ kind: 'free' });
  });

  it('reads as a clock, rounding seconds up', () => {
    expect(durationText(3_909_000)).toBe('1:05:09');
    expect(durationText(247_000)).toBe('4:07');
    expect(durationText(246_001)).toBe('4:07');
    expect(durationText(500)).toBe('0:01');
    expect(durationText(26 * 3_600_000)).toBe('26:00:00');
    expect(durationText(-5)).toBe('0:00');
  });

  it('says the time left before and after the FWB, no limit, or that the time is over', () => {
    expect(correctionText({ kind: 'left', left: 247_000, sent: false }, t)).toBe('info.correction.left {"time":"4:07"}');
    expect(correctionText({ kind: 'left', left: 247_000, sent: true }, t)).toBe('info.correction.leftAfterFwb {"time":"4:07"}');
    expect(correctionText({ kind: 'unlimited', sent: false }, t)).toBe('info.correction.unlimited');
    expect(correctionText({ kind: 'over', sent: false }, t)).toBe('info.correction.over');
    expect(correctionText({ kind: 'free' }, t)).toBeNull();
  });
});
