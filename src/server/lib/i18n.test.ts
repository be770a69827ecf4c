import { describe, expect, it } from 'vitest';
import { pickLocale, translatorFor } from './i18n';

// Section 7: requests carry Accept-Language; ru is the default and the fallback.

describe('pickLocale', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,en;q=0.9,ru;q=0.8', 'en'],
    ['de-DE,de;q=0.9', 'ru'],
    ['de-DE,en;q=0.5', 'en'],
    ['ru;q=0.3,en;q=0.7', 'en'],
    ['en;q=0,ru', 'ru'],
    ['en;q=0', 'ru'],
    ['*', 'ru'],
    ['en;q=abc', 'en'],
    [',,,;;;', 'ru'],
  ])('%j → %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});

describe('translatorFor', () => {
  it('renders errors and validation texts with their parameters', () => {
    expect(translatorFor('en')('errors:tooManyAttempts', { minutes: 3 })).toBe('Too many sign-in attempts. Try again in 3 min.');
    expect(translatorFor('ru')('validation:maxLength', { requirement: 5 })).toBe('Не больше 5 символов');
  });
});
