import { describe, expect, it } from 'vitest';
import { hexColor } from './colors';

describe('hexColor', () => {
  it('reads a colour as typed into #rrggbb', () => {
    expect(hexColor('#B00020')).toBe('#b00020');
    expect(hexColor(' b00020 ')).toBe('#b00020');
    expect(hexColor('#f00')).toBe('#ff0000');
  });

  it('is null for an empty field or a colour not typed to the end: no black stand-in', () => {
    expect(hexColor('')).toBeNull();
    expect(hexColor('#')).toBeNull();
    expect(hexColor('#b000')).toBeNull();
    expect(hexColor('red')).toBeNull();
    expect(hexColor('#b00020ff')).toBeNull();
  });
});
