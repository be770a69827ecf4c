import type { TFunction } from 'i18next';
import type { DashboardBlockKind, DashboardRow } from '@shared/dashboard';
import { formatDay, formatInstant } from '@/lib/dates';

// How a row's codes and times read: each block names its status codes with its own area's words.

const STATUS_KEYS: Partial<Record<DashboardBlockKind, string>> = {
  'bookings-waiting': 'booking:status.short.',
  'bookings-processing': 'booking:status.short.',
  'shipments-moving': 'shipments:shownStatus.',
  notifications: 'notifications:groups.',
  flights: 'flights:statuses.',
  'accreditations-waiting': 'resources/accreditations:options.status.',
  'payments-to-assign': 'dashboard:payment.',
  'telegrams-error': 'resources/cimp:options.fault.',
};

export function statusText(t: TFunction, kind: DashboardBlockKind, status: string | null): string | null {
  const prefix = STATUS_KEYS[kind];
  return status === null || !prefix ? null : t(`${prefix}${status}`, { defaultValue: status });
}

/** Flights and bookings carry the departure's local time (the airport's clock); the rest an instant or a day. */
export function whenText(kind: DashboardBlockKind, at: DashboardRow['at'], locale: string): string | null {
  if (at === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(at)) return formatDay(at, locale);
  if (kind === 'flights' || kind === 'bookings-waiting' || kind === 'bookings-processing') return `${formatDay(at.slice(0, 10), locale)} ${at.slice(11, 16)}`;
  return formatInstant(at, locale);
}
