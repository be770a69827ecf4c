import { describe, expect, it } from 'vitest';
import en from '../../locales/en/resources/cimp.json';
import ru from '../../locales/ru/resources/cimp.json';
import { parseCimp } from './codec';
import { GOOD_SPECIMENS } from './specimens';

// The cimp screen shows a telegram beside what the codec read in it, each element under its name
// in the reader's language: every element the codec answers has one in both.

const keysOf = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  return into;
};

describe("a telegram's reading", () => {
  it('names every element of every message type in Russian and English', () => {
    const keys = new Set<string>();
    for (const text of Object.values(GOOD_SPECIMENS)) keysOf(parseCimp(text), keys);
    expect(keys.size).toBeGreaterThan(50);
    for (const key of keys) {
      expect(en.reading.keys, key).toHaveProperty(key);
      expect(ru.reading.keys, key).toHaveProperty(key);
    }
  });
});
