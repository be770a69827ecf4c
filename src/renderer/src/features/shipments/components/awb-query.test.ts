import { describe, expect, it } from 'vitest';
import { awbSearchOf } from './awb-query';

// The landing page's search box: what it tracks, always written 298-45182303, or what its field says.

describe('awbSearchOf', () => {
  it.each(['298 4518 2303', '298-4518 2303', '298 45182303', '29845182303', '298-45182303', '  298 4518 2303  ', '298-4518-2303'])(
    'tracks %j as 298-45182303',
    (typed) => {
      expect(awbSearchOf(typed)).toEqual({ awb: '298-45182303', problem: null });
    },
  );

  it.each([
    ['', 'validation:required'],
    ['   ', 'validation:required'],
    ['298-1234', 'validation:awbFormat'],
    ['298 451 82303', 'validation:awbFormat'],
    ['298-45182304', 'validation:awbCheckDigit'],
    ['298 4518 2304', 'validation:awbCheckDigit'],
  ])('refuses %j with %s', (typed, problem) => {
    expect(awbSearchOf(typed)).toEqual({ awb: null, problem });
  });
});
