import type { DesktopBridge } from '@shared/desktop/ipc-contract';
import { awbPrintPath, type PrintResult } from '@shared/desktop/print';
import type { PrintForm } from '@shared/shipments/awb-form';

// Printing an AWB form, wherever the cabinet runs. On the desktop main fetches the PDF with the
// workstation's offset and prints it on the form's printer (silently where so set); in a browser
// the PDF opens in a new tab, where the browser's PDF viewer prints it (no offsets or printer
// choice there: the browser's print dialog decides). Either way the caller learns what happened
// and shows it (printOutcomeMessage gives the toast's text and intent).

export type PrintAwbOutcome =
  /** The desktop printed it, or says why not. */
  | { via: 'desktop'; result: PrintResult }
  /** The browser opened the PDF in a new tab (`opened`), or a popup blocker stopped it. */
  | { via: 'browser'; opened: boolean };

/** What printAwb uses of the window; tests hand in their own. */
export interface PrintEnvironment {
  desktop: Pick<DesktopBridge, 'print'> | null;
  open(url: string): Window | null;
}

const browserEnvironment = (): PrintEnvironment => ({
  desktop: window.desktop ?? null,
  open: (url) => window.open(url, '_blank'),
});

/**
 * Prints shipment `shipmentId`'s AWB on `form`. In a browser the tab opens before anything is
 * awaited, so it counts as the click's own popup.
 */
export async function printAwb(shipmentId: number, form: PrintForm, environment: PrintEnvironment = browserEnvironment()): Promise<PrintAwbOutcome> {
  const { desktop } = environment;
  if (!desktop) {
    const tab = environment.open(awbPrintPath(shipmentId, form));
    // The PDF needs nothing of this page: cut the link back to it.
    if (tab) tab.opener = null;
    return { via: 'browser', opened: tab !== null };
  }
  try {
    return { via: 'desktop', result: await desktop.print.awb({ shipmentId, form }) };
  } catch (error) {
    // The bridge refused the call (or main failed outright): a failure like any other to the caller.
    return { via: 'desktop', result: { printed: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) } };
  }
}

export interface PrintOutcomeMessage {
  intent: 'success' | 'info' | 'warning' | 'error';
  /** A key of the print namespace. */
  key: string;
  params: Record<string, string>;
  /** The server's or the printer's own words, shown under the text. */
  detail?: string;
}

/** A print's outcome as a toast: the text's key in the print namespace, its intent and any detail. */
export function printOutcomeMessage(outcome: PrintAwbOutcome): PrintOutcomeMessage {
  if (outcome.via === 'browser') {
    return outcome.opened ? { intent: 'info', key: 'outcome.opened', params: {} } : { intent: 'warning', key: 'outcome.blocked', params: {} };
  }
  const { result } = outcome;
  if (result.printed) {
    return result.printer ? { intent: 'success', key: 'outcome.printedOn', params: { printer: result.printer } } : { intent: 'success', key: 'outcome.printed', params: {} };
  }
  const detail = result.message ? { detail: result.message } : {};
  switch (result.reason) {
    case 'noPrinter':
      return result.printer
        ? { intent: 'error', key: 'outcome.printerMissing', params: { printer: result.printer } }
        : { intent: 'error', key: 'outcome.noPrinter', params: {} };
    case 'unauthorized':
      return { intent: 'error', key: 'outcome.unauthorized', params: {}, ...detail };
    case 'cancelled':
      return { intent: 'info', key: 'outcome.cancelled', params: {} };
    case 'failed':
      return { intent: 'error', key: 'outcome.failed', params: {}, ...detail };
  }
}
