import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { documentFigures, vatIncluded, vatRate, type PeriodEntry, type VatRow } from './documents-lines';
import { renderMadeDocument, type MadeDocument } from './documents-pdf';
import { dayInWords, formatAmount, formatRate } from './documents-text';

// The documents' arithmetic and layout without a database: VAT inside an amount on integers only,
// the rate in force by day and region, Russian figures, and a long act running onto more pages
// with its table's header on each.

const VAT: VatRow[] = [
  { rate: 20, region: 'ВВЛ', validFrom: '2019-01-01', validTo: '2025-12-31' },
  { rate: 22, region: 'ВВЛ', validFrom: '2026-01-01', validTo: null },
  { rate: 0, region: 'МВЛ', validFrom: '2019-01-01', validTo: null },
];

describe('the figures', () => {
  it('takes the VAT out of an amount, half away from zero, in whole kopecks', () => {
    expect(vatIncluded(1_220_000, 22)).toBe(220_000);
    expect(vatIncluded(3_333_333, 22)).toBe(601_093);
    // 3 kopecks at 20%: half a kopeck of VAT, rounded away from zero either way.
    expect(vatIncluded(3, 20)).toBe(1);
    expect(vatIncluded(-3, 20)).toBe(-1);
    expect(vatIncluded(1_000, 10.5)).toBe(95);
    expect(vatIncluded(1_000, 0)).toBe(0);
    // Far past what a float multiplies exactly.
    expect(vatIncluded(9_007_199_254_740_991, 22)).toBe(1_624_249_045_936_900);
  });

  it('reads the rate in force on the day for the region, none being 0%', () => {
    expect(vatRate(VAT, '2025-12-31', 'ВВЛ')).toBe(20);
    expect(vatRate(VAT, '2026-01-01', 'ВВЛ')).toBe(22);
    expect(vatRate(VAT, '2026-01-01', 'МВЛ')).toBe(0);
    expect(vatRate(VAT, '2018-12-31', 'ВВЛ')).toBe(0);
    expect(vatRate([...VAT, { rate: 18, region: 'any', validFrom: '2010-01-01', validTo: null }], '2018-12-31', 'ВВЛ')).toBe(18);
  });

  it('makes a charge a sale and a refund a negative line; totals are the lines’ sums', () => {
    const entries: PeriodEntry[] = [
      { type: 'charge', amount: -1_220_000, description: null, awb: '298-12345675', day: '2026-03-10', region: 'ВВЛ' },
      { type: 'refund', amount: 610_000, description: '', awb: null, day: '2026-03-20', region: 'ВВЛ' },
    ];
    const figures = documentFigures(entries, VAT);
    expect(figures.lines.map((line) => [line.name, line.amount, line.vat, line.net])).toEqual([
      ['Авиаперевозка груза, накладная 298-12345675', 1_220_000, 220_000, 1_000_000],
      ['Возврат за перевозку груза', -610_000, -110_000, -500_000],
    ]);
    expect(figures).toMatchObject({ total: 610_000, vat: 110_000, net: 500_000 });
  });

  it('writes figures and days as Russian documents do', () => {
    expect(formatAmount(125_430_050, 'RUB')).toBe('1 254 300,50');
    expect(formatAmount(-5, 'RUB')).toBe('-0,05');
    expect(formatAmount(0, 'RUB')).toBe('0,00');
    expect(formatRate(10.5)).toBe('10,5%');
    expect(dayInWords('2026-03-01')).toBe('1 марта 2026');
  });
});

describe('a long act', () => {
  it('runs onto more pages, its table’s header on each, numbered', async () => {
    const entries: PeriodEntry[] = Array.from({ length: 70 }, (_, index) => ({
      type: 'charge',
      amount: -(100_000 + index),
      description: `Бронирование TJM-VKO, груз № ${index + 1}: рыба охлаждённая, ${index + 1} мест, с особыми условиями перевозки и хранения на складе`,
      awb: null,
      day: '2026-03-10',
      region: 'ВВЛ',
    }));
    const made: MadeDocument = {
      type: 'act',
      number: 'А-2026-00099',
      date: '2026-03-31',
      from: '2026-03-01',
      to: '2026-03-31',
      currency: 'RUB',
      contractNumber: 'UT-AG-2024/017',
      seller: { legalName: 'ПАО «Авиакомпания «ЮТэйр»', inn: '7204002873', kpp: '860101001', address: 'г. Ханты-Мансийск', bankName: 'ПАО Сбербанк', bik: '047102651', account: '40702810067170001873', correspondentAccount: '30101810800000000651' },
      buyer: { name: 'ООО «Сибирь Логистик»', inn: '7203412655', kpp: null, address: null },
      figures: documentFigures(entries, VAT),
      createdAt: new Date('2026-04-01T09:00:00Z'),
    };
    const dir = await mkdtemp(join(tmpdir(), 'documents-pdf-'));
    try {
      const file = join(dir, 'act.pdf');
      await writeFile(file, await renderMadeDocument(made));
      const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
      const pages = stdout.split('\f').filter((page) => page.trim());
      expect(pages.length).toBeGreaterThan(2);
      for (const page of pages.slice(0, -1)) expect(page).toContain('Наименование услуги');
      expect(stdout).toContain(`Страница ${pages.length} из ${pages.length}`);
      expect(stdout).toContain('груз № 70');
      expect(stdout.replace(/\s+/g, ' ')).toContain(`Итого: ${formatAmount(made.figures.total, 'RUB')} руб.`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
