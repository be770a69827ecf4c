import { describe, expect, it } from 'vitest';
import { atLeast } from '../../scripts/lib/node-version.mjs';

// The installer's packaging checks Node first (npm run dist:win): electron-builder's rebuild wants 22.12.
describe('atLeast', () => {
  it.each([
    ['v20.20.2', '22.12', false],
    ['v22.11.9', '22.12', false],
    ['v22.12.0', '22.12', true],
    ['v24.1.0', '22.12.0', true],
    ['v20.19.0', '20.19', true],
    ['20.18.9', '20.19', false],
  ])('%s against %s is %s', (version, minimum, expected) => {
    expect(atLeast(version, minimum)).toBe(expected);
  });
});
