import type { MovementStatus } from '@shared/constants';
import type { MovementBody, ShipmentDetail } from '@shared/shipments';
import { typedNumber } from '@/lib/forms';

// A movement as terminal staff enter it: typed as text, checked by the shared schema the server
// takes (MovementBodySchema). The time is the reader's wall clock (a datetime-local input), sent
// as an instant.

export interface MovementValues {
  status: MovementStatus | '';
  /** "2026-03-07T14:30" in the reader's clock; empty means now. */
  time: string;
  flight: string;
  place: string;
  pieces: string;
  weight: string;
  volume: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input holds it: the reader's wall clock to the minute. */
export const localInputOf = (at: Date): string => `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;

/** A datetime-local value as an ISO instant; anything else stays as typed, for the schema to refuse on its field. */
export function instantOf(local: string): string {
  const text = local.trim();
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text) ? new Date(text) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : text;
}

const text = (value: number | null): string => (value === null ? '' : String(value));

/**
 * What the form starts from: now, where the cargo was last seen (else its origin), and the cargo as
 * carried (as measured at acceptance, else as booked). The status is the person's to choose.
 */
export function movementValues(shipment: Pick<ShipmentDetail, 'origin' | 'pieces' | 'weight' | 'volume' | 'measured' | 'movements'>, now: Date): MovementValues {
  const carried = shipment.measured ?? shipment;
  const latest = shipment.movements.at(-1);
  return { status: '', time: localInputOf(now), flight: '', place: latest?.place ?? shipment.origin, pieces: text(carried.pieces), weight: text(carried.weight), volume: text(carried.volume) };
}

/** What the form sends before the schema reads it: numbers as typed, an empty time, flight or volume left out. */
export const movementInput = (values: MovementValues): Record<keyof MovementBody, unknown> => ({
  status: values.status || undefined,
  time: values.time.trim() ? instantOf(values.time) : null,
  flight: values.flight.trim() || null,
  place: values.place,
  pieces: typedNumber(values.pieces),
  weight: typedNumber(values.weight),
  volume: values.volume.trim() ? typedNumber(values.volume) : null,
});
