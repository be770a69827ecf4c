import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ServiceOrderBodySchema, type ServiceOffer } from '@shared/shipments';
import { ORDER_DEFAULTS, orderInput, orderTotal } from './order-values';

const storage: ServiceOffer = { surchargeId: 12, code: 'SR', nameRu: 'Хранение', nameEn: 'Storage', method: 'perKg', unitPrice: 50_000, currency: 'RUB' };

describe('ordering a service', () => {
  it('sends the offer, the quantity and the comment as the schema takes them', () => {
    const input = orderInput({ surchargeId: '12', quantity: ' 3 ', comment: ' позже ' });
    expect(input).toEqual({ surchargeId: 12, quantity: 3, comment: 'позже' });
    expect(v.parse(ServiceOrderBodySchema, input)).toEqual({ surchargeId: 12, quantity: 3, comment: 'позже' });
  });

  it('leaves a missing offer and a bad quantity to the schema, on their fields', () => {
    const result = v.safeParse(ServiceOrderBodySchema, orderInput({ ...ORDER_DEFAULTS, quantity: '1,5' }));
    expect((result.issues ?? []).map((issue) => v.getDotPath(issue)).sort()).toEqual(['quantity', 'surchargeId']);
  });

  it('prices the order for the quantity while both read', () => {
    expect(orderTotal([storage], { surchargeId: '12', quantity: '3' })).toEqual({ amount: 150_000, currency: 'RUB' });
    expect(orderTotal([storage], { surchargeId: '12', quantity: '0' })).toBeNull();
    expect(orderTotal([storage], { surchargeId: '', quantity: '3' })).toBeNull();
    expect(orderTotal([storage], { surchargeId: '12', quantity: 'три' })).toBeNull();
  });
});
