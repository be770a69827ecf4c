import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AwbAcceptBodySchema } from '@shared/shipments';
import { acceptInput, acceptValues, weightChange } from './accept-values';

describe('the acceptance form', () => {
  it('starts from the cargo as carried: measured before, else booked', () => {
    expect(acceptValues({ pieces: 2, weight: 120, volume: 0.6, measured: null })).toEqual({ pieces: '2', weight: '120', volume: '0.6', comment: '' });
    expect(acceptValues({ pieces: 2, weight: 120, volume: null, measured: { pieces: 2, weight: 126, volume: null } })).toMatchObject({ weight: '126', volume: '' });
  });

  it('sends the numbers as typed, comma or point, and leaves an empty volume and comment out', () => {
    expect(v.parse(AwbAcceptBodySchema, acceptInput({ pieces: '2', weight: '126,5', volume: '', comment: ' ' }))).toEqual({ pieces: 2, weight: 126.5, volume: null, comment: null });
    expect(v.safeParse(AwbAcceptBodySchema, acceptInput({ pieces: 'two', weight: '126', volume: '', comment: '' })).success).toBe(false);
  });

  it('says how much heavier or lighter the cargo weighs than carried', () => {
    expect(weightChange({ weight: '126' }, 120)).toBe(5);
    expect(weightChange({ weight: '114' }, 120)).toBe(-5);
    expect(weightChange({ weight: 'heavy' }, 120)).toBeNull();
  });
});
