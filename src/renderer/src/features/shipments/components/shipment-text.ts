import { formatMoney, money, type Currency } from '@shared/money';
import type { ShipmentBooking } from '@shared/shipments';
import { formatDay } from '@/lib/dates';

// How the shipments screens write a shipment's parts: its price, its bookings in short.

/** An amount in minor units in its own currency, as the cabinet writes money (@shared/money). */
export const moneyText = (total: number, currency: string, language: string): string => formatMoney(money(total, currency as Currency), language);

/** An instant in the reader's own clock, short as lists write it: "07.03.2026 13:05". */
export function instantText(iso: string, language: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(`${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`, language)} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** A booking in short, as the list shows it: "UT432 · 12.03.2026 · KK". */
export const bookingShort = (booking: Pick<ShipmentBooking, 'flight' | 'date' | 'status'>, language: string): string =>
  `${booking.flight} · ${formatDay(booking.date, language)} · ${booking.status}`;

/** The AWB's declared values and what each reads when none is declared (Resolution 600a's boxes). */
export const DECLARED_NONE = { declaredValueCarriage: 'NVD', declaredValueCustoms: 'NCV', insurance: 'XXX' } as const;
export type DeclaredKey = keyof typeof DECLARED_NONE;

/** A declared value in the AWB's currency, or its box's "none" code (NVD, NCV, XXX). */
export const declaredText = (key: DeclaredKey, value: number | null, currency: string, language: string): string =>
  value === null ? DECLARED_NONE[key] : moneyText(value, currency, language);
