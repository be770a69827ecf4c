import { translateMessage } from '@shared/validation';
import { changeLabel } from './history-text';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * What the server says is missing to issue the AWB (400 on `participants.shipper.address`...), one
 * line each in words: "Shipper: Street address — Fill this field". The consent's own problem is the
 * checkbox's, not listed here.
 */
export function issueProblemLines(fields: Record<string, string>, t: Translate): string[] {
  return Object.entries(fields)
    .filter(([field]) => field !== 'consent')
    .map(([field, message]) => `${changeLabel(field, t)} — ${translateMessage(message, t)}`);
}
