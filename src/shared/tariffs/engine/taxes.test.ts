import { describe, expect, it } from 'vitest';
import type { DynamicPricingRow } from '../dynamic-pricing';
import type { PricedQuote, QuoteShipment } from '../quote';
import type { SurchargeRow } from '../surcharges';
import type { TariffRow } from '../tariffs';
import type { TaxRow } from '../taxes';
import { context, rule, shipment, surcharge, tariff, tax } from './fixtures.test-support';
import { quoteShipment } from './quote';

// Taxes over a 100 kg shipment at 100.00 RUB/kg (a freight of 10 000.00 RUB), with VAT as data:
// 20 % on domestic carriage until the end of 2025, 22 % from 2026, 0 % on international carriage.

const VAT_RATES: TaxRow[] = [
  tax(1, { region: 'ВВЛ', rate: 20, validFrom: '2019-01-01', validTo: '2025-12-31' }),
  tax(2, { region: 'ВВЛ', rate: 22, validFrom: '2026-01-01' }),
  tax(3, { region: 'МВЛ', rate: 0, validFrom: '2019-01-01' }),
];

interface Case {
  taxes?: TaxRow[];
  surcharges?: SurchargeRow[];
  dynamicRules?: DynamicPricingRow[];
  tariff?: Partial<TariffRow>;
  shipment?: Partial<QuoteShipment>;
}

function quoteWith(c: Case): PricedQuote {
  const arrival = c.shipment?.arrival ?? 'KJA';
  const quote = quoteShipment(
    context({ tariffs: [tariff(1, { arrival, ...c.tariff })], taxes: c.taxes ?? VAT_RATES, surcharges: c.surcharges ?? [], dynamicRules: c.dynamicRules ?? [] }),
    shipment({ weight: 100, ...c.shipment }),
  );
  if (!quote.ok) throw new Error('no quote');
  expect(quote.total).toBe(quote.lines.reduce((total, line) => total + line.amount, 0));
  return quote;
}

const taxLines = (quote: PricedQuote) => quote.lines.filter((line) => line.kind === 'tax');
/** [kind, amount] of every line. */
const amounts = (quote: PricedQuote) => quote.lines.map((line) => [line.kind, line.amount]);

describe('VAT as dated rows', () => {
  it.each([
    ['domestic from 2026: 22 %', { date: '2026-03-02' }, 2, 22, 220_000],
    ['domestic on the new rate’s first day', { date: '2026-01-01' }, 2, 22, 220_000],
    ['domestic in 2025: 20 %', { date: '2025-12-31' }, 1, 20, 200_000],
    ['international: 0 %, and the line still shows', { arrival: 'FRU' }, 3, 0, 0],
  ] as const)('%s', (_, over, id, rate, amount) => {
    expect(taxLines(quoteWith({ shipment: over }))).toEqual([{ kind: 'tax', code: 'VAT', rate, basis: 'total', amount, entitlement: 'C', source: { resource: 'taxes', id } }]);
  });

  it('a new rate row supersedes an old one left open-ended', () => {
    const taxes = [tax(1, { region: 'ВВЛ', rate: 20, validFrom: '2019-01-01' }), tax(2, { region: 'ВВЛ', rate: 22, validFrom: '2026-01-01' })];
    expect(taxLines(quoteWith({ taxes }))).toMatchObject([{ source: { id: 2 }, amount: 220_000 }]);
    expect(taxLines(quoteWith({ taxes, shipment: { date: '2025-06-01' } }))).toMatchObject([{ source: { id: 1 }, amount: 200_000 }]);
  });
});

describe('tax bases and methods', () => {
  const fuel = surcharge(9, { rate: 1_000 }); // 100 kg × 10.00 = 1000.00 RUB

  it('a per cent of the total is taken of every line before taxes', () => {
    expect(amounts(quoteWith({ surcharges: [fuel] }))).toEqual([
      ['freight', 1_000_000],
      ['surcharge', 100_000],
      ['tax', 242_000],
    ]);
  });

  it('a per cent of the freight, of the freight the dynamic rules left', () => {
    const taxes = [tax(1, { code: 'FT', rate: 10, base: 'freight' })];
    expect(amounts(quoteWith({ taxes, surcharges: [fuel], dynamicRules: [rule(1, { percent: 10 })] }))).toEqual([
      ['freight', 1_000_000],
      ['dynamic', 100_000],
      ['surcharge', 100_000],
      ['tax', 110_000],
    ]);
  });

  it('no tax is taken of another tax', () => {
    const taxes = [tax(1, { code: 'A1', rate: 10 }), tax(2, { code: 'A2', rate: 10 })];
    expect(taxLines(quoteWith({ taxes })).map((line) => line.amount)).toEqual([100_000, 100_000]);
  });

  it('a fixed amount in its currency; in another, left out', () => {
    const taxes = [tax(1, { code: 'XT', method: 'amount', rate: null, amount: 15_000, currency: 'RUB' }), tax(2, { code: 'XU', method: 'amount', rate: null, amount: 100, currency: 'USD' })];
    expect(taxLines(quoteWith({ taxes }))).toEqual([{ kind: 'tax', code: 'XT', basis: 'amount', amount: 15_000, entitlement: 'C', source: { resource: 'taxes', id: 1 } }]);
  });

  it.each<[string, Partial<TaxRow>, Partial<QuoteShipment>, boolean]>([
    ['for its contract', { contracts: [7] }, { contract: { id: 7, currency: 'RUB', clientCode: null } }, true],
    ['not for another contract', { contracts: [7] }, { contract: { id: 8, currency: 'RUB', clientCode: null } }, false],
    ['not without a contract', { contracts: [7] }, {}, false],
    ['for its product', { products: [1] }, { product: 'GEN' }, true],
    ['not for another product', { products: [1] }, { product: 'PHARMA' }, false],
    ['from its departure', { departures: ['SVO'] }, {}, true],
    ['not from another departure', { departures: ['LED'] }, {}, false],
    ['to its arrival', { arrivals: ['KJA'] }, {}, true],
    ['not to another arrival', { arrivals: ['OVB'] }, {}, false],
    ['not before its dates', { validFrom: '2026-04-01' }, {}, false],
  ])('a tax applies %s', (_, row, over, applies) => {
    expect(taxLines(quoteWith({ taxes: [tax(1, { code: 'TX', ...row })], shipment: over })).length).toBe(applies ? 1 : 0);
  });
});

describe('a VAT-inclusive tariff', () => {
  const gross = { vat: true, normal: 12_200 }; // 122.00 RUB/kg with VAT: 12 200.00 RUB for 100 kg

  it('keeps the gross: its VAT is taken out of the freight, not added to it', () => {
    const quote = quoteWith({ tariff: gross });
    expect(amounts(quote)).toEqual([
      ['freight', 1_000_000],
      ['tax', 220_000],
    ]);
    expect(quote.total).toBe(1_220_000);
    expect(quote.lines[0]).toMatchObject({ rate: 12_200, basis: 'N', weight: 100 });
  });

  it('before 2026, at 20 %: net = gross × 100 / 120, rounded', () => {
    expect(amounts(quoteWith({ tariff: gross, shipment: { date: '2025-12-31' } }))).toEqual([
      ['freight', 1_016_667],
      ['tax', 203_333],
    ]);
  });

  it('adds VAT on the surcharges, which are net', () => {
    const quote = quoteWith({ tariff: gross, surcharges: [surcharge(9, { rate: 1_000 })] });
    expect(amounts(quote)).toEqual([
      ['freight', 1_000_000],
      ['surcharge', 100_000],
      ['tax', 242_000],
    ]);
    expect(quote.total).toBe(1_220_000 + 100_000 + 22_000);
  });

  it('takes the VAT out of the dynamic lines too, to the minor unit', () => {
    // 12 200.00 + 7 % = 13 054.00 gross; net 10 700.00, VAT 2354.00.
    const quote = quoteWith({ tariff: gross, dynamicRules: [rule(1, { percent: 7 })] });
    expect(amounts(quote)).toEqual([
      ['freight', 1_000_000],
      ['dynamic', 70_000],
      ['tax', 235_400],
    ]);
    expect(quote.total).toBe(1_305_400);
  });

  it('gives the other taxes the net freight as their base', () => {
    const taxes = [...VAT_RATES, tax(5, { code: 'FT', rate: 10, base: 'freight' })];
    expect(taxLines(quoteWith({ tariff: gross, taxes })).map((line) => [line.code, line.amount])).toEqual([
      ['VAT', 220_000],
      ['FT', 100_000],
    ]);
  });

  it('on international carriage at 0 %, net is gross', () => {
    expect(amounts(quoteWith({ tariff: gross, shipment: { arrival: 'FRU' } }))).toEqual([
      ['freight', 1_220_000],
      ['tax', 0],
    ]);
  });

  it('with no VAT row that applies, stays as it is', () => {
    expect(amounts(quoteWith({ tariff: gross, taxes: [] }))).toEqual([['freight', 1_220_000]]);
  });
});
