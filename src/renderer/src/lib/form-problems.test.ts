import { describe, expect, it } from 'vitest';
import { resolverResult } from './form-problems';

describe('resolverResult', () => {
  it('passes the values when nothing is wrong', () => {
    expect(resolverResult({ a: '1' }, {})).toEqual({ values: { a: '1' }, errors: {} });
  });

  it('nests dotted fields as react-hook-form keeps them, a group\u2019s own message beside its parts', () => {
    const { errors } = resolverResult({}, { weight: 'w', 'participants.shipper.name': 'n', 'participants.consignee.phone': 'p', 'dimensions.0.length': 'l', dimensions: 'd' });
    expect(errors).toEqual({
      weight: { type: 'validation', message: 'w' },
      participants: { shipper: { name: { type: 'validation', message: 'n' } }, consignee: { phone: { type: 'validation', message: 'p' } } },
      dimensions: { 0: { length: { type: 'validation', message: 'l' } }, type: 'validation', message: 'd' },
    });
  });
});
