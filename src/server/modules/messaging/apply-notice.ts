import { CimpError, readCsn, readOar, type Csn, type NoticeType, type Oar } from '@shared/messaging/cimp';
import type { Translate } from '@shared/validation';
import type { Outcome } from './outcome';

// CSN and OAR are read and logged, never applied: customs' status of an AWB and another airline's
// reply are for staff to read. The note says what they say, in the language of whoever submitted
// them, so the log's row is readable without opening the text.

const K = 'resources/cimp:outcome.';

function csnNote(csn: Csn, t: Translate): string {
  const statuses = csn.statuses.map((status) =>
    [
      t(`${K}csnStatus`, { code: status.actionCode }),
      status.pieces !== null ? t(`${K}csnPieces`, { count: status.pieces }) : null,
      status.at ? t(`${K}csnAt`, { at: status.at }) : null,
      status.entryType || status.entryNumber ? t(`${K}csnEntry`, { entry: [status.entryType, status.entryNumber].filter(Boolean).join('-') }) : null,
      status.remarks,
    ]
      .filter(Boolean)
      .join(', '),
  );
  const arrival = csn.arrival ? t(`${K}csnArrival`, csn.arrival) : '';
  return t(`${K}csn`, { awb: csn.hawb ? `${csn.awb}/${csn.hawb}` : csn.awb, arrival, statuses: statuses.join('; ') });
}

function oarNote(oar: Oar, t: Translate): string {
  return t(`${K}oar`, {
    awb: oar.awb ? t(`${K}oarAwb`, { awb: oar.awb }) : '',
    reference: oar.reference ? t(`${K}oarReference`, { reference: oar.reference }) : '',
    text: oar.text.join(' / '),
  });
}

/** A CSN or OAR read and logged as complete (nothing to apply), or in error with the reader's fault. */
export function logNotice(type: NoticeType, text: string, t: Translate): Outcome {
  try {
    const note = type === 'CSN' ? csnNote(readCsn(text), t) : oarNote(readOar(text), t);
    return { status: 'complete', note };
  } catch (error) {
    if (error instanceof CimpError) return { status: 'error', fault: error.fault, faultLine: error.line, detail: error.detail };
    throw error;
  }
}
