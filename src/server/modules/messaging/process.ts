import { CimpError, parseCimp } from '@shared/messaging/cimp';
import type { AllowedTelegram } from '@shared/messaging/settings';
import type { Translate } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { applyAck } from './apply-ack';
import { applyFfr } from './apply-ffr';
import { applyFsu } from './apply-fsu';
import { applyFwb } from './apply-fwb';
import { logNotice } from './apply-notice';
import { applySsim } from './apply-ssim';
import { headingOf } from './log';
import type { Outcome } from './outcome';

// A telegram read and applied in the caller's transaction, whichever way it came: pasted in the
// cimp screen by the airline's staff (no setting: every type, the AWB's stock names the client of
// an FFR), or received from a sender whose incoming setting says which types it may send and on
// whose contract its FFR and FWB are applied.

/** The incoming setting a telegram came under. */
export interface SenderSetting {
  contractId: number | null;
  telegrams: readonly AllowedTelegram[];
}

export interface TelegramSender {
  airlineId: number;
  /** Whoever pasted it; null when it arrived by itself. */
  userId: number | null;
  /** Null when pasted by the airline's staff. */
  setting: SenderSetting | null;
  /** The staff member's session when pasted: an SSIM file is imported within their rights. */
  session?: SessionContext;
}

/**
 * Reads a telegram and applies what the cabinet applies (FSU, FWB, FFR, FMA and FNA to the letters
 * they answer, a pasted SSIM); CSN and OAR are read and logged; the rest is logged to wait.
 */
export async function processTelegram(tx: Database, sender: TelegramSender, text: string, t: Translate, now = new Date()): Promise<Outcome> {
  const { type } = headingOf(text);
  // Section 5's refusal: a sender may send only the types its setting allows.
  if (sender.setting && type !== null && !(sender.setting.telegrams as readonly string[]).includes(type)) {
    return { status: 'error', fault: 'not-allowed', faultLine: null, detail: t('validation:telegramType') };
  }
  if (type === 'SSIM') return applySsim(tx, sender.session ?? null, text, t);
  if (type === 'CSN' || type === 'OAR') return logNotice(type, text, t);
  let message;
  try {
    message = parseCimp(text);
  } catch (error) {
    if (error instanceof CimpError) return { status: 'error', fault: error.fault, faultLine: error.line, detail: error.detail };
    throw error;
  }
  const { airlineId, userId } = sender;
  if (message.type === 'FSU') return applyFsu(tx, airlineId, userId, message, t, now);
  const contractId = sender.setting?.contractId ?? null;
  if (message.type === 'FWB') return applyFwb(tx, { airlineId, userId, contractId }, message, t, now);
  if (message.type === 'FFR') return applyFfr(tx, { airlineId, userId, contractId }, message, t, now);
  if (message.type === 'FMA' || message.type === 'FNA') return applyAck(tx, airlineId, message, t);
  return { status: 'process', note: t('resources/cimp:outcome.waiting') };
}
