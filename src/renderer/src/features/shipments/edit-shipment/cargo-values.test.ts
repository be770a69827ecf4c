import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CargoEditBodySchema } from '@shared/shipments';
import { ApiError } from '@/lib/api/api-error';
import { cargoInput, cargoValues, newPriceOf, sameCargo } from './cargo-values';

const booked = { pieces: 4, weight: 200, volume: 0.8 };

describe('the edit booking form', () => {
  it('starts from the cargo as booked and sends it with the price agreed', () => {
    const values = cargoValues(booked);
    expect(values).toEqual({ pieces: '4', weight: '200', volume: '0.8' });
    expect(sameCargo(values, booked)).toBe(true);
    const heavier = { ...values, weight: '250,5' };
    expect(sameCargo(heavier, booked)).toBe(false);
    expect(v.parse(CargoEditBodySchema, cargoInput(heavier, { currency: 'RUB', total: 2_500_000 }))).toEqual({ pieces: 4, weight: 250.5, volume: 0.8, price: { currency: 'RUB', total: 2_500_000 } });
    expect(cargoInput({ ...values, volume: ' ' })).toMatchObject({ volume: null, price: null });
  });

  it("leaves what does not read to the schema, on its field", () => {
    const result = v.safeParse(CargoEditBodySchema, cargoInput({ pieces: '0', weight: 'двести', volume: '' }));
    expect((result.issues ?? []).map((issue) => v.getDotPath(issue)).sort()).toEqual(['pieces', 'weight']);
  });

  it('reads the new price of a re-tariffing (701) and nothing else', () => {
    const retariffed = new ApiError(409, 701, 'x', undefined, 'Re-tariffing has occurred. The price may have changed.', { price: { currency: 'RUB', total: 2_000_000 } });
    expect(newPriceOf(retariffed)).toEqual({ message: 'Re-tariffing has occurred. The price may have changed.', price: { currency: 'RUB', total: 2_000_000 } });
    expect(newPriceOf(new ApiError(409, 701, 'Re-tariffing', undefined, undefined, undefined))).toEqual({ message: 'Re-tariffing', price: null });
    expect(newPriceOf(new ApiError(409, 409, 'This cannot be done'))).toBeNull();
    expect(newPriceOf(new Error('network'))).toBeNull();
  });
});
