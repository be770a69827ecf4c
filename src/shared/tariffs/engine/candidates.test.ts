import { describe, expect, it } from 'vitest';
import type { Condition, TariffConditionField } from '../conditions';
import type { QuoteResult } from '../quote';
import type { TariffRow } from '../tariffs';
import { context, shipment, tariff } from './fixtures.test-support';
import { quoteShipment } from './quote';

const RUB7 = { id: 7, currency: 'RUB' as const, clientCode: 'ALFA' };
const USD8 = { id: 8, currency: 'USD' as const, clientCode: null };

const outcomes = (quote: QuoteResult) => Object.fromEntries(quote.candidates.map((one) => [one.id, one.reason ?? one.outcome]));

describe('a tariff that does not apply loses with the first reason it fails', () => {
  it.each<[string, Partial<TariffRow>, Parameters<typeof shipment>[0], string]>([
    ['another departure', { departure: 'LED' }, {}, 'route'],
    ['another arrival', { arrival: 'OVB' }, {}, 'route'],
    ['a direct fare on a routing with a transfer', { direct: true }, { transfers: ['OVB'] }, 'transfer'],
    ['a fare through OVB on a direct routing', { transfer: ['OVB'] }, {}, 'transfer'],
    ['a fare through OVB on a routing through LED', { transfer: ['OVB'] }, { transfers: ['LED'] }, 'transfer'],
    ['a fare through OVB on a routing through OVB and LED', { transfer: ['OVB'] }, { transfers: ['OVB', 'LED'] }, 'transfer'],
    ['another airline’s fare', { airline: 'S7' }, {}, 'carrier'],
    ['a fare that starts after the flight', { begin: '2026-03-03' }, {}, 'dates'],
    ['a fare that ended before the flight', { finish: '2026-03-01' }, {}, 'dates'],
    ['an international fare on a domestic routing', { region: 'МВЛ' }, {}, 'region'],
    ['a domestic fare on an international routing', { arrival: 'FRU', region: 'ВВЛ' }, { arrival: 'FRU' }, 'region'],
    ['a domestic fare to an airport of no known country', { arrival: 'XXX', region: 'ВВЛ' }, { arrival: 'XXX' }, 'region'],
    ['a fare forbidden through Turkey', { forbiddenCountries: ['TR'] }, { transfers: ['IST'] }, 'forbiddenCountry'],
    ['a fare forbidden at the arrival’s country', { arrival: 'FRU', forbiddenCountries: ['KG'] }, { arrival: 'FRU' }, 'forbiddenCountry'],
    ['a pharma fare for general cargo', { conditions: { op: 'eq', field: 'product', value: 'PHARMA' } }, { product: 'GEN' }, 'condition'],
    ['a contract fare without a contract', { contracts: [7] }, {}, 'contract'],
    ['a contract fare for another contract', { contracts: [7] }, { contract: USD8 }, 'contract'],
    ['a dollar fare for a ruble contract', { currency: 'USD' }, { contract: RUB7 }, 'currency'],
  ])('%s', (_, row, over, reason) => {
    const quote = quoteShipment(context({ tariffs: [tariff(1, row)] }), shipment(over));
    expect(quote).toEqual({ ok: false, reason: 'noTariff', candidates: [{ id: 1, outcome: 'lost', reason }] });
  });

  it('and the order of the checks decides which reason when several fail', () => {
    const quote = quoteShipment(context({ tariffs: [tariff(1, { airline: 'S7', finish: '2025-01-31', contracts: [9] })] }), shipment());
    expect(outcomes(quote)).toEqual({ 1: 'carrier' });
  });
});

describe('a tariff that applies', () => {
  it.each<[string, Partial<TariffRow>, Parameters<typeof shipment>[0]]>([
    ['a fare naming no transfer on a routing through OVB', {}, { transfers: ['OVB'] }],
    ['a fare through OVB or LED on a routing through OVB', { transfer: ['OVB', 'LED'] }, { transfers: ['OVB'] }],
    ['a direct fare on a direct routing', { direct: true }, {}],
    ['its own airline’s fare, whatever the case', { airline: 'ut' }, {}],
    ['a fare on its first and last day', { begin: '2026-03-02', finish: '2026-03-02' }, {}],
    ['a domestic fare on a domestic routing', { region: 'ВВЛ' }, { transfers: ['OVB'] }],
    ['an international fare through a foreign point', { region: 'МВЛ' }, { transfers: ['IST'] }],
    ['a public fare for a contract holder', {}, { contract: RUB7 }],
    ['a contract fare for its contract', { contracts: [5, 7] }, { contract: RUB7 }],
    ['a dollar fare for a dollar contract', { currency: 'USD' }, { contract: USD8 }],
  ])('%s', (_, row, over) => {
    const quote = quoteShipment(context({ tariffs: [tariff(1, row)] }), shipment(over));
    expect(quote.ok).toBe(true);
    expect(quote.candidates).toEqual([{ id: 1, outcome: 'chosen' }]);
  });
});

describe('tariff conditions, every operator (the flight is UT101 on Monday 2026-03-02, SVO (RU) → KJA (RU))', () => {
  const c = (condition: Condition<TariffConditionField>) => condition;
  it.each([
    ['a number equal', c({ op: 'eq', field: 'dayOfWeek', value: 1 }), true],
    ['a number not equal', c({ op: 'eq', field: 'dayOfWeek', value: 2 }), false],
    ['neq on a number', c({ op: 'neq', field: 'dayOfWeek', value: 7 }), true],
    ['neq on the same number', c({ op: 'neq', field: 'dayOfWeek', value: 1 }), false],
    ['lt', c({ op: 'lt', field: 'dayOfWeek', value: 2 }), true],
    ['lt at the value', c({ op: 'lt', field: 'dayOfWeek', value: 1 }), false],
    ['lte at the value', c({ op: 'lte', field: 'dayOfWeek', value: 1 }), true],
    ['lte below', c({ op: 'lte', field: 'dayOfWeek', value: 0 }), false],
    ['gt', c({ op: 'gt', field: 'dayOfWeek', value: 0 }), true],
    ['gt at the value', c({ op: 'gt', field: 'dayOfWeek', value: 1 }), false],
    ['gte at the value', c({ op: 'gte', field: 'dayOfWeek', value: 1 }), true],
    ['gte above', c({ op: 'gte', field: 'dayOfWeek', value: 2 }), false],
    ['between, on its lower end', c({ op: 'between', field: 'dayOfWeek', value: [1, 5] }), true],
    ['between weekend days', c({ op: 'between', field: 'dayOfWeek', value: [6, 7] }), false],
    ['a code equal, whatever the case', c({ op: 'eq', field: 'flightNumber', value: 'ut101' }), true],
    ['a code not equal', c({ op: 'eq', field: 'flightNumber', value: 'UT102' }), false],
    ['neq on a code', c({ op: 'neq', field: 'departureAirport', value: 'LED' }), true],
    ['neq on the same code', c({ op: 'neq', field: 'arrivalAirport', value: 'KJA' }), false],
    ['a country code', c({ op: 'eq', field: 'departureCountry', value: 'RU' }), true],
    ['a client code the shipment has no contract for', c({ op: 'eq', field: 'clientCode', value: 'ALFA' }), false],
    ['neq on a fact the shipment lacks', c({ op: 'neq', field: 'clientCode', value: 'ALFA' }), false],
    ['and, all holding', c({ op: 'and', items: [{ op: 'eq', field: 'arrivalCountry', value: 'RU' }, { op: 'lte', field: 'dayOfWeek', value: 5 }] }), true],
    ['and, one failing', c({ op: 'and', items: [{ op: 'eq', field: 'arrivalCountry', value: 'RU' }, { op: 'gt', field: 'dayOfWeek', value: 5 }] }), false],
    ['or, one holding', c({ op: 'or', items: [{ op: 'eq', field: 'arrivalCountry', value: 'KG' }, { op: 'eq', field: 'dayOfWeek', value: 1 }] }), true],
    ['or, none holding', c({ op: 'or', items: [{ op: 'eq', field: 'arrivalCountry', value: 'KG' }, { op: 'eq', field: 'dayOfWeek', value: 2 }] }), false],
    ['nested groups', c({ op: 'and', items: [{ op: 'or', items: [{ op: 'eq', field: 'flightNumber', value: 'UT1' }, { op: 'eq', field: 'flightNumber', value: 'UT101' }] }, { op: 'neq', field: 'arrivalAirport', value: 'OVB' }] }), true],
  ])('%s', (_, conditions, applies) => {
    const quote = quoteShipment(context({ tariffs: [tariff(1, { conditions })] }), shipment());
    expect(quote.ok).toBe(applies);
  });

  it('read the contract’s client code and the product', () => {
    const conditions = c({ op: 'and', items: [{ op: 'eq', field: 'clientCode', value: 'ALFA' }, { op: 'eq', field: 'product', value: 'GEN' }] });
    expect(quoteShipment(context({ tariffs: [tariff(1, { conditions })] }), shipment({ contract: RUB7, product: 'GEN' })).ok).toBe(true);
    expect(quoteShipment(context({ tariffs: [tariff(1, { conditions })] }), shipment({ contract: RUB7, product: 'PHARMA' })).ok).toBe(false);
  });

  it('read a product the shipment’s SHC name when it names none', () => {
    const conditions = c({ op: 'eq', field: 'product', value: 'PHARMA' });
    expect(quoteShipment(context({ tariffs: [tariff(1, { conditions })] }), shipment({ shc: ['PIL'] })).ok).toBe(true);
  });
});

describe('among the tariffs that apply', () => {
  it('a contract fare beats the public ones, even cheaper ones', () => {
    const tariffs = [tariff(1, { normal: 5_000 }), tariff(2, { contracts: [7], normal: 9_000 }), tariff(3, { basis: 'SCR', normal: 4_000 })];
    const quote = quoteShipment(context({ tariffs }), shipment({ contract: RUB7 }));
    expect(quote.ok && quote.tariffId).toBe(2);
    expect(outcomes(quote)).toEqual({ 1: 'beatenByContract', 2: 'chosen', 3: 'beatenByContract' });
  });

  it('a specific commodity rate beats the general ones, even cheaper ones (class C)', () => {
    const tariffs = [tariff(1, { normal: 5_000 }), tariff(2, { basis: 'SCR', normal: 9_000, conditions: { op: 'eq', field: 'product', value: 'PHARMA' } })];
    const quote = quoteShipment(context({ tariffs }), shipment({ product: 'PHARMA' }));
    expect(quote.ok && [quote.tariffId, quote.rateClass, quote.total]).toEqual([2, 'C', 90_000]);
    expect(outcomes(quote)).toEqual({ 1: 'beatenBySpecific', 2: 'chosen' });
  });

  it('among contract fares, a specific one beats a general one', () => {
    const tariffs = [tariff(1, { contracts: [7], normal: 5_000 }), tariff(2, { contracts: [7], basis: 'SCR', normal: 9_000 })];
    expect(outcomes(quoteShipment(context({ tariffs }), shipment({ contract: RUB7 })))).toEqual({ 1: 'beatenBySpecific', 2: 'chosen' });
  });

  it('the cheapest total wins, the others are dearer', () => {
    const tariffs = [tariff(1, { normal: 10_000 }), tariff(2, { normal: 9_000 }), tariff(3, { normal: 9_500 })];
    const quote = quoteShipment(context({ tariffs }), shipment());
    expect(quote.ok && [quote.tariffId, quote.total]).toEqual([2, 90_000]);
    expect(outcomes(quote)).toEqual({ 1: 'dearer', 2: 'chosen', 3: 'dearer' });
  });

  it('the whole quote is compared, not the rate: a cheaper rate under a dearer minimum loses', () => {
    const tariffs = [tariff(1, { normal: 9_000, minValue: 200_000 }), tariff(2, { normal: 10_000 })];
    expect(outcomes(quoteShipment(context({ tariffs }), shipment()))).toEqual({ 1: 'dearer', 2: 'chosen' });
  });

  it('a tie goes to the lowest id, whatever the order given', () => {
    const tariffs = [tariff(5, { normal: 9_000 }), tariff(3, { normal: 9_000 }), tariff(4, { normal: 9_000 })];
    const quote = quoteShipment(context({ tariffs }), shipment());
    expect(quote.ok && quote.tariffId).toBe(3);
    expect(quote.candidates.map((one) => one.id)).toEqual([5, 3, 4]);
  });

  it('every candidate is answered, in the order given, the losers with their reasons', () => {
    const tariffs = [tariff(1, { arrival: 'OVB' }), tariff(2, { normal: 12_000 }), tariff(3, { airline: 'S7' }), tariff(4)];
    expect(quoteShipment(context({ tariffs }), shipment()).candidates).toEqual([
      { id: 1, outcome: 'lost', reason: 'route' },
      { id: 2, outcome: 'lost', reason: 'dearer' },
      { id: 3, outcome: 'lost', reason: 'carrier' },
      { id: 4, outcome: 'chosen' },
    ]);
  });
});

describe('the quote’s currency', () => {
  const tariffs = [tariff(1, { currency: 'USD', normal: 100 }), tariff(2, { normal: 9_000 })];
  it('is the contract’s', () => {
    const quote = quoteShipment(context({ tariffs }), shipment({ contract: RUB7 }));
    expect(quote.ok && [quote.currency, quote.tariffId]).toEqual(['RUB', 2]);
    expect(outcomes(quote)).toEqual({ 1: 'currency', 2: 'chosen' });
  });
  it('or the one the server asks for', () => {
    const quote = quoteShipment(context({ tariffs, currency: 'RUB' }), shipment());
    expect(quote.ok && quote.currency).toBe('RUB');
  });
  it('or else the lowest-id applicable tariff’s: amounts in two currencies do not compare', () => {
    const quote = quoteShipment(context({ tariffs: [tariff(3, { arrival: 'OVB', currency: 'KGS' }), ...tariffs] }), shipment());
    expect(quote.ok && [quote.currency, quote.tariffId]).toEqual(['USD', 1]);
    expect(outcomes(quote)).toEqual({ 1: 'chosen', 2: 'currency', 3: 'route' });
  });
});
