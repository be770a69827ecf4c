import type { ReportAwbLine } from '@shared/reports';

// The report's chart: one bar per group (its currency lines merged), its length the group's
// chargeable weight against the largest group's. Pure, tested under Node.

export interface Bar {
  key: string;
  label: string;
  chargeableWeight: number;
  /** 0 to 1 of the longest bar. */
  share: number;
}

export function chartBars(lines: readonly ReportAwbLine[]): Bar[] {
  const byKey = new Map<string, { label: string; chargeableWeight: number }>();
  for (const line of lines) {
    const bar = byKey.get(line.key) ?? { label: line.label, chargeableWeight: 0 };
    bar.chargeableWeight += line.chargeableWeight;
    byKey.set(line.key, bar);
  }
  const largest = Math.max(0, ...[...byKey.values()].map((bar) => bar.chargeableWeight));
  return [...byKey.entries()].map(([key, bar]) => ({ key, label: bar.label, chargeableWeight: Math.round(bar.chargeableWeight * 10) / 10, share: largest > 0 ? bar.chargeableWeight / largest : 0 }));
}
