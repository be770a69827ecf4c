import { describe, expect, it } from 'vitest';
import { normalTime } from './time-text';

describe('a typed local time', () => {
  it('reads as HH:MM however it is typed', () => {
    expect(normalTime('0925')).toBe('09:25');
    expect(normalTime('925')).toBe('09:25');
    expect(normalTime(' 9:25 ')).toBe('09:25');
    expect(normalTime('23.05')).toBe('23:05');
    expect(normalTime('00:00')).toBe('00:00');
  });

  it('stays as typed when it is no time', () => {
    expect(normalTime('2460')).toBe('2460');
    expect(normalTime('25:00')).toBe('25:00');
    expect(normalTime('9')).toBe('9');
    expect(normalTime('')).toBe('');
  });
});
