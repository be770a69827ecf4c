import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MovementBodySchema } from '@shared/shipments';
import { instantOf, localInputOf, movementInput, movementValues } from './movement-values';

const shipment = { origin: 'SGC', pieces: 3, weight: 120, volume: 0.6, measured: null, movements: [] };
const now = new Date(2026, 2, 7, 9, 5, 42);

describe('the movement form', () => {
  it('starts from now, the origin and the cargo as booked, with no status chosen', () => {
    expect(movementValues(shipment, now)).toEqual({ status: '', time: '2026-03-07T09:05', flight: '', place: 'SGC', pieces: '3', weight: '120', volume: '0.6' });
  });

  it('starts where the cargo was last seen, with the cargo as measured at acceptance', () => {
    const moved = { ...shipment, measured: { pieces: 3, weight: 126.5, volume: null }, movements: [{ time: now.toISOString(), status: 'ARR' as const, flight: 'UT432', place: 'TJM', pieces: 3, weight: 120, volume: null }] };
    expect(movementValues(moved, now)).toMatchObject({ place: 'TJM', weight: '126.5', volume: '' });
  });

  it('reads the wall clock typed as an instant, and leaves anything else for the schema to refuse', () => {
    expect(instantOf(localInputOf(now))).toBe(new Date(2026, 2, 7, 9, 5).toISOString());
    expect(instantOf('yesterday')).toBe('yesterday');
    expect(instantOf('2026-02-30T10:00')).not.toMatch(/^2026-02-30/);
  });

  it('sends what the shared schema takes: numbers as typed, an empty flight and volume left out', () => {
    const values = { ...movementValues(shipment, now), status: 'RCS' as const, flight: ' ut432 ', weight: '121,5', volume: '' };
    expect(v.parse(MovementBodySchema, movementInput(values))).toEqual({
      status: 'RCS',
      time: new Date(2026, 2, 7, 9, 5).toISOString(),
      flight: 'UT432',
      place: 'SGC',
      pieces: 3,
      weight: 121.5,
      volume: null,
    });
    expect(v.parse(MovementBodySchema, movementInput({ ...values, flight: '', time: '' }))).toMatchObject({ flight: null, time: null });
  });

  it('leaves a status not chosen and a weight not a number for the schema to refuse on their fields', () => {
    const result = v.safeParse(MovementBodySchema, movementInput({ ...movementValues(shipment, now), weight: 'heavy' }));
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['status', 'weight']);
  });
});
