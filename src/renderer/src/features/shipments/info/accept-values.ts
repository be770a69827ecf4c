import type { AwbAcceptBody, ShipmentDetail } from '@shared/shipments';
import { typedNumber } from '@/lib/forms';

// The terminal's acceptance: the cargo measured, typed as text ("126,5"), checked by the shared
// schema (AwbAcceptBodySchema) the server takes.

export interface AcceptValues {
  pieces: string;
  weight: string;
  volume: string;
  comment: string;
}

const text = (value: number | null): string => (value === null ? '' : String(value));

/** The cargo as carried now (as last measured, else as booked): what the form starts from. */
export function acceptValues(shipment: Pick<ShipmentDetail, 'pieces' | 'weight' | 'volume' | 'measured'>): AcceptValues {
  const carried = shipment.measured ?? shipment;
  return { pieces: text(carried.pieces), weight: text(carried.weight), volume: text(carried.volume), comment: '' };
}

/** What the form sends before the schema reads it: numbers as typed, an empty volume or comment left out. */
export const acceptInput = (values: AcceptValues): Record<keyof AwbAcceptBody, unknown> => ({
  pieces: typedNumber(values.pieces),
  weight: typedNumber(values.weight),
  volume: values.volume.trim() ? typedNumber(values.volume) : null,
  comment: values.comment.trim() || null,
});

/** How far the weight typed is from the one carried, in percent (one decimal); null while it does not read. */
export function weightChange(values: Pick<AcceptValues, 'weight'>, carried: number): number | null {
  const weight = typedNumber(values.weight);
  if (typeof weight !== 'number' || carried <= 0) return null;
  return Math.round(((weight - carried) / carried) * 1000) / 10;
}
