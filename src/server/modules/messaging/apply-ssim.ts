import { can } from '@shared/abilities';
import { FLIGHT_ABILITIES } from '@shared/flights';
import type { Translate } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { importSsim, ssimSummary } from '../flights';
import { notApplied, type Outcome } from './outcome';

// An SSIM file pasted into the cimp screen is imported as the flights page imports it, by the
// staff member who pasted it and within their rights; the report is summarised in the note. A file
// that arrives from a sender's system has no person whose rights would import it: it is logged to
// wait, for staff to import.

export async function applySsim(tx: Database, user: SessionContext | null, text: string, t: Translate): Promise<Outcome> {
  if (!user) return { status: 'process', note: t('flights:ssim.received') };
  if (user.airlineId === null || !can(user.abilities, FLIGHT_ABILITIES.manualEdit)) return notApplied(t('flights:ssim.noRight'));
  try {
    // Each schedule in its own savepoint of the log's transaction: one refused leaves the others.
    const report = await importSsim(tx, user, text, t);
    const note = ssimSummary(report, t);
    const imported = report.counts.created + report.counts.updated + report.counts.unchanged;
    return imported ? { status: 'complete', note } : notApplied(note);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return notApplied(t(error.messageKey, error.options.params));
    throw error;
  }
}
