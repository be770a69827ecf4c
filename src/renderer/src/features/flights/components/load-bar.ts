import { formatNumber } from '@/lib/format';

// The load bar's figures: booked cargo against the leg's capacity, as a share the bar can draw
// (never wider than its track) and as text people read ("1 200 / 5 000 kg").

/** The bar's filled width, per cent of its track: the load, kept between 0 and 100. */
export function barWidth(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return 0;
  return Math.min(100, percent);
}

/** Booked beyond the capacity: the bar is full and says so. */
export const isOver = (part: number, whole: number): boolean => part > whole;

/** The load per cent as people read it: whole numbers, one decimal below 10 (0.4 %). */
export function percentText(percent: number, locale: string): string {
  return formatNumber(percent, locale, Math.abs(percent) < 10 ? 1 : 0);
}

/** "1 200": weights in whole kilograms, volumes to two decimals. */
export const amount = (value: number, unit: 'kg' | 'm3', locale: string): string => formatNumber(value, locale, unit === 'kg' ? 0 : 2);

/** "1 200 / 5 000". */
export const partOfWhole = (part: number, whole: number, unit: 'kg' | 'm3', locale: string): string => `${amount(part, unit, locale)} / ${amount(whole, unit, locale)}`;
