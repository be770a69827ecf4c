import { describe, expect, it } from 'vitest';
import { isLocale } from './i18n';

// Section 1: the interface languages are ru and en (kg and am exist only as number formats).

describe('isLocale', () => {
  it.each(['ru', 'en'])('accepts %s', (value) => {
    expect(isLocale(value)).toBe(true);
  });

  it.each(['kg', 'am', 'RU', 'En', 'ru-RU', ' ru', '', null, undefined])('refuses %j', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});
