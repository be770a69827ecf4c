import { describe, expect, it } from 'vitest';
import {
  BLOCK_PAGES,
  DOCUMENT_TYPES,
  FLIGHT_REGIONS,
  LOCALE_CURRENCY,
  NUMBER_FORMAT_LOCALES,
  PUBLICATION_TYPES,
  REFUND_REASONS,
  TARIFF_CONDITION_OPERATORS,
  TARIFF_SOURCES,
} from './constants';
import en from './locales/en/reference.json';
import ru from './locales/ru/reference.json';
import { formatMoney } from './money/format';
import { money } from './money/money';
import { matchRoute, ROUTES } from './routes';

// Section 9's lists, as the spec spells them, each value with a label in both languages.

const LISTS = {
  flightRegion: [FLIGHT_REGIONS, ['МВЛ', 'ВВЛ', 'any']],
  tariffSource: [TARIFF_SOURCES, ['file', 'manual', 'any']],
  publicationType: [PUBLICATION_TYPES, ['fare', 'basic']],
  documentType: [DOCUMENT_TYPES, ['act', 'invoice', 'claim', 'tariff']],
  refundReason: [REFUND_REASONS, ['flight_cancel', 'flight_delay', 'schedule_change']],
  tariffConditionOperator: [TARIFF_CONDITION_OPERATORS, ['and', 'or', 'eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'between']],
} as const;

describe('section 9 lists', () => {
  it.each(Object.entries(LISTS))('%s holds the spec’s values, each labelled in ru and en', (name, [list, spec]) => {
    expect([...list]).toEqual([...spec]);
    for (const texts of [ru, en] as Record<string, Record<string, string>>[]) {
      expect(Object.keys(texts[name] ?? {})).toEqual([...list]);
    }
  });

  it('formats numbers for every locale of the currencies, kg and am too', () => {
    expect(Object.keys(NUMBER_FORMAT_LOCALES)).toEqual(Object.keys(LOCALE_CURRENCY));
    for (const [key, locale] of Object.entries(NUMBER_FORMAT_LOCALES)) {
      const currency = LOCALE_CURRENCY[key as keyof typeof LOCALE_CURRENCY];
      expect(formatMoney(money(125_430_050, currency), locale), key).toMatch(/1.?254.?300[.,]50/);
    }
  });
});

describe('section 3 block pages', () => {
  it('are the 13 list pages the spec names, each once', () => {
    expect(BLOCK_PAGES).toHaveLength(13);
    expect(new Set(BLOCK_PAGES).size).toBe(13);
  });

  it('are exactly the routes of the table in the block layout', () => {
    const blockRoutes = ROUTES.filter((route) => route.layout === 'block').map((route) => route.name);
    expect(new Set(blockRoutes)).toEqual(new Set(BLOCK_PAGES));
    expect(blockRoutes).toHaveLength(BLOCK_PAGES.length);
  });

  it('include shipments, whose path takes an optional id: the list at /shipments, one shipment at /shipments/{id}', () => {
    expect(matchRoute('/shipments', 'CABINET')?.route.name).toBe('shipments');
    expect(matchRoute('/shipments/5', 'CABINET')?.route.layout).toBe('block');
  });
});
