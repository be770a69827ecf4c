import { and, eq } from 'drizzle-orm';
import type { TelegramStatus } from '@shared/messaging/settings';
import type { TelegramFault } from '@shared/messaging/telegrams';
import { joinFieldMessages, translateFields, type Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { shipments } from '../../db/schema';
import { AppError } from '../../errors';

// What applying a telegram gives back, and the small things every applying step shares: the
// airline's shipment by its AWB, a refusal of the cabinet's rules as a sentence, Cargo-IMP's units.

/** What became of a telegram. */
export interface Outcome {
  status: TelegramStatus;
  fault?: TelegramFault;
  faultLine?: number | null;
  detail?: string;
  note?: string;
  /** The telegram the cabinet answers with (an FFR's FFA), to be logged OUT and sent back. */
  answer?: { type: 'FFA'; version: number; text: string };
}

/** A telegram that read but could not be applied: the log's `not-applied` with why. */
export const notApplied = (detail: string): Outcome => ({ status: 'error', fault: 'not-applied', detail });

/**
 * A refusal of the screens' own rules (a field's problem, a 409 or 422) as the sentence the screen
 * would show, in the language of whoever submitted the telegram; anything else is no refusal.
 */
export function refusalText(error: unknown, t: Translate): string | null {
  if (!(error instanceof AppError) || error.status >= 500) return null;
  const { fields, params } = error.options;
  // A form's failure is its fields; another refusal (a re-tariffing) says its sentence and then its fields.
  const sentence = error.messageKey === 'validation:formInvalid' ? null : t(error.messageKey, params);
  // A field's name says where the problem is when the telegram's reader cannot see the form.
  const named = fields ? Object.entries(translateFields(fields, t)).map(([field, message]) => [field, `${field}: ${message}`]) : [];
  const problems = named.length ? joinFieldMessages(Object.fromEntries(named)) : null;
  return [sentence, problems].filter(Boolean).join(' ') || null;
}

/** The airline's own shipment with the AWB (`298-45182336`), locked: a telegram speaks for the airline, not for the caller's scope. */
export async function airlineShipment(tx: Database, airlineId: number, awb: string) {
  const [prefix, serial] = awb.split('-') as [string, string];
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.airlineId, airlineId), eq(shipments.awbPrefix, prefix), eq(shipments.awbSerial, serial)))
    .for('update');
  return row ?? null;
}

const POUND = 0.453_592_37;
/** A Cargo-IMP volume in cubic metres. */
const CUBIC_METRES: Record<string, number> = { MC: 1, CF: 0.028_316_846_592, CI: 0.000_016_387_064, CC: 0.000_001 };
export const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
/** A weight in kilograms, to 0.1 (pounds converted). */
export const kilos = (unit: string | undefined, weight: number): number => round(unit === 'L' ? weight * POUND : weight, 1);
/** A volume in cubic metres, to the litre. */
export const cubicMetres = (volume: { unit: string; value: number }): number => round(volume.value * (CUBIC_METRES[volume.unit] ?? 1), 3);
