import type { QuoteSettings, QuoteShipment } from '../quote';

// Weights are whole grams here: a kilogram figure with three decimals is an integer of grams, so
// comparing, rounding up to a step and multiplying a rate never meet a binary fraction.

/** IATA's volume per kg of volumetric weight: 6000 cm³ (1 m³ weighs 166.667 kg). */
export const IATA_RATIO = 6000;

export interface Weights {
  actualG: number;
  /** null when the airline does not charge by volume or the shipment gives no volume. */
  volumetricG: number | null;
  chargeableG: number;
  /** The step chargeable weights round up to: every chargeable weight is a multiple of it. */
  stepG: number;
}

export const gramsOf = (kg: number): number => Math.round(kg * 1000);
export const kgOf = (grams: number): number => grams / 1000;

/** Grams as kg in decimal text ("40.5", "0.001"), the factor the money module multiplies by. */
export function kgText(grams: number): string {
  const whole = Math.trunc(grams / 1000);
  const rest = grams - whole * 1000;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(3, '0').replace(/0+$/, '')}`;
}

/** The smallest multiple of `step` not below `grams`. */
export const ceilTo = (grams: number, step: number): number => Math.ceil(grams / step) * step;

// `a / b` rounded up for non-negative integers below 2^53: the quotient of two such integers is
// correctly rounded, and a fraction no smaller than 1/b cannot round onto the next integer.
const ceilDiv = (a: number, b: number): number => Math.ceil(a / b);

export function chargeableWeight(settings: QuoteSettings, shipment: Pick<QuoteShipment, 'weight' | 'volume'>): Weights {
  const stepG = settings.rounding === 'whole' ? 1000 : 500;
  const actualG = gramsOf(shipment.weight);
  // Dimensions are whole centimetres (DOMAIN: they round before the volume is made), so the volume
  // is whole cm³; rounding up to the gram never charges less than the exact volumetric weight.
  const volumetricG =
    settings.useVolumetricWeight && shipment.volume !== null ? ceilDiv(Math.round(shipment.volume * 1_000_000) * 1000, settings.chargeableRatio ?? IATA_RATIO) : null;
  // The airline's minimum is rounded up to the step like any weight: every chargeable weight is then
  // on one grid, which the whole-quote break-point rule (quote.ts) relies on.
  const minimumG = gramsOf(settings.minChargeableWeight ?? 0);
  const chargeableG = ceilTo(Math.max(actualG, volumetricG ?? 0, minimumG), stepG);
  return { actualG, volumetricG, chargeableG, stepG };
}
