import { describe, expect, it } from 'vitest';
import type { Currency } from '@shared/money';
import type { ReportAwbLine } from '@shared/reports';
import { chartBars } from './chart-bars';

const line = (key: string, chargeableWeight: number, currency: Currency | null): ReportAwbLine => ({ key, label: key, shipments: 1, pieces: 1, weight: chargeableWeight, chargeableWeight, revenue: currency ? { amount: 1, currency } : null });

describe('the report chart’s bars', () => {
  it('merges a group’s currency lines and scales against the largest group', () => {
    expect(chartBars([line('NJC-UFA', 100.5, 'RUB'), line('NJC-UFA', 99.5, 'USD'), line('TJM-UFA', 50, null)])).toEqual([
      { key: 'NJC-UFA', label: 'NJC-UFA', chargeableWeight: 200, share: 1 },
      { key: 'TJM-UFA', label: 'TJM-UFA', chargeableWeight: 50, share: 0.25 },
    ]);
  });

  it('draws nothing long for groups that weigh nothing', () => {
    expect(chartBars([line('a', 0, null)])).toEqual([{ key: 'a', label: 'a', chargeableWeight: 0, share: 0 }]);
    expect(chartBars([])).toEqual([]);
  });
});
