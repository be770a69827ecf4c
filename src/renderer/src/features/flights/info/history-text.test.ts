import { describe, expect, it } from 'vitest';
import { historyValue } from './history-text';

const words = { yes: 'yes', no: 'no', status: (value: string) => (value === 'confirmed' ? 'Confirmed' : null), instant: (iso: string, airport?: string) => `at ${iso.slice(11, 16)}${airport ? ` ${airport}` : ''}` };

describe('a history change value', () => {
  it('reads nothing, switches, lists and the rest', () => {
    expect(historyValue(null, words)).toBe('—');
    expect(historyValue('', words)).toBe('—');
    expect(historyValue(true, words)).toBe('yes');
    expect(historyValue(false, words)).toBe('no');
    expect(historyValue([1, 3], words)).toBe('1, 3');
    expect(historyValue({ a: 1 }, words)).toBe('{"a":1}');
    expect(historyValue('Риск не выявлен', words, 'preDecision')).toBe('Риск не выявлен');
  });

  it('puts statuses and instants in words, and a schedule’s legs as routes and times', () => {
    expect(historyValue('confirmed', words, 'status')).toBe('Confirmed');
    expect(historyValue('boarding', words, 'status')).toBe('boarding');
    expect(historyValue('2026-11-25T06:16:00.000Z', words, 'etd')).toBe('at 06:16');
    expect(historyValue('2026-11-25T06:16:00.000Z', words, 'etd', 'SGC')).toBe('at 06:16 SGC');
    expect(historyValue([{ departure: 'VKO', arrival: 'EVN', std: '22:25', stdDay: 0, sta: '02:35', staDay: 1 }], words, 'legs')).toBe('VKO → EVN 22:25–02:35+1');
    expect(historyValue([{ departure: 'SGC', arrival: 'VKO', std: '2026-12-02T18:30:00.000Z', sta: '2026-12-02T21:10:00.000Z' }], words, 'legs')).toBe('SGC → VKO at 18:30 SGC–at 21:10 VKO');
  });
});
