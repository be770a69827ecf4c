import { describe, expect, it } from 'vitest';
import { initials, isChatId, isCollapsible, messagePreview } from './rules';

describe('chat rules', () => {
  it.each([
    ['ООО Альфа', 'ОА'],
    ['ООО «Альфа-Карго»', 'ОА'],
    ['«Альфа-Карго»', 'АК'],
    ['Sky Freight Ltd.', 'SF'],
    ['ИП Петров', 'ИП'],
    ['"Cargo"', 'C'],
    ['ООО', 'О'],
    ['«»', ''],
    ['', ''],
  ])('initials of %s are %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('previews the first 100 characters, nothing added, or none for a file-only message', () => {
    expect(messagePreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(messagePreview(`${'a'.repeat(100)}b`)).toBe('a'.repeat(100));
    expect(messagePreview(`${'я'.repeat(99)}😀😀`)).toBe(`${'я'.repeat(99)}😀`);
    expect(messagePreview('   ')).toBeNull();
  });

  it('collapses over 1500 characters', () => {
    expect(isCollapsible('a'.repeat(1500))).toBe(false);
    expect(isCollapsible('a'.repeat(1501))).toBe(true);
  });

  it('takes only valid numbers as chat ids', () => {
    expect(isChatId(5)).toBe(true);
    expect([0, -1, 1.5, Number.NaN, '5', null].some(isChatId)).toBe(false);
  });
});
