import { COMPANY_HEADER } from '@shared/api/paths';
import { PRODUCT_CODE } from '@shared/constants';
import type { CredentialStore } from '@shared/desktop/credential-store';
import type { DesktopConfig } from '@shared/desktop/ipc-contract';
import {
  awbPrintPath,
  calibrationPrintPath,
  type PrintAwbRequest,
  type PrinterInfo,
  type PrintResult,
  type PrintSettings,
  type PrintTestRequest,
} from '@shared/desktop/print';
import type { PrintForm, PrintOffset } from '@shared/shipments/awb-form';
import type { Logger } from '../logger';
import type { Printer } from './printer';
import { createPrintSettingsStore, type PrintSettingsFileSystem } from './settings-store';

// AWB forms printed on this workstation's printers. For each print: the form's settings (printer,
// paper offset, silent), the printer checked against those installed, the PDF fetched from the
// API with the stored session token and the form's offset, then handed to the printer. Jobs run
// one at a time, in the order they were asked for, so a stack of forms comes out in that order.

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** As long as the renderer's own API calls wait. */
export const PRINT_FETCH_TIMEOUT_MS = 30_000;
/** A server message longer than this is cut: it is shown in a toast. */
const MAX_MESSAGE_LENGTH = 500;

export interface PrintServiceOptions {
  fetch: Fetch;
  credentials: CredentialStore;
  config: Pick<DesktopConfig, 'apiUrl'>;
  fs: PrintSettingsFileSystem;
  /** print-settings.json in userData. */
  settingsFile: string;
  printer: Printer;
  logger: Logger;
  timeoutMs?: number;
}

export interface PrintService {
  printers(): Promise<PrinterInfo[]>;
  getSettings(): Promise<PrintSettings>;
  setSettings(settings: PrintSettings): Promise<void>;
  printAwb(request: PrintAwbRequest): Promise<PrintResult>;
  printTest(request: PrintTestRequest): Promise<PrintResult>;
}

type Failed = Extract<PrintResult, { printed: false }>;

/** The message of the server's `{ code, message }` answer, if it sent one. */
async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
      return body.message.trim().slice(0, MAX_MESSAGE_LENGTH);
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): no message to pass on.
  }
  return undefined;
}

const isPdf = (bytes: Uint8Array): boolean => bytes.length > 5 && new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';

export function createPrintService(options: PrintServiceOptions): PrintService {
  const { printer, logger } = options;
  const settings = createPrintSettingsStore({ file: options.settingsFile, fs: options.fs, logger });
  const timeoutMs = options.timeoutMs ?? PRINT_FETCH_TIMEOUT_MS;
  let queue: Promise<unknown> = Promise.resolve();

  /** The printer a form prints to: its own if installed, else the system's default; or why there is none. */
  const choosePrinter = async (name: string | null): Promise<{ deviceName: string | null; shown: string | null } | Failed> => {
    let installed: PrinterInfo[];
    try {
      installed = await printer.list();
    } catch (error) {
      logger.error('Cannot list the printers', { error });
      return { printed: false, reason: 'failed' };
    }
    if (name !== null) {
      const found = installed.find((candidate) => candidate.name === name);
      // Never another printer instead: an airline blank in the office laser printer is a wasted number.
      if (!found) return { printed: false, reason: 'noPrinter', printer: name };
      return { deviceName: found.name, shown: found.displayName || found.name };
    }
    if (installed.length === 0) return { printed: false, reason: 'noPrinter' };
    const fallback = installed.find((candidate) => candidate.isDefault);
    return { deviceName: null, shown: fallback ? fallback.displayName || fallback.name : null };
  };

  const fetchPdf = async (path: string): Promise<Uint8Array | Failed> => {
    const token = await options.credentials.get();
    if (!token) return { printed: false, reason: 'unauthorized' };
    const url = `${options.config.apiUrl}${path}`;
    let response: Response;
    let body: Uint8Array;
    try {
      response = await options.fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/pdf', [COMPANY_HEADER]: PRODUCT_CODE },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const message = await serverMessage(response);
        logger.warn('The server refused the form to print', { url, status: response.status, message });
        return { printed: false, reason: response.status === 401 ? 'unauthorized' : 'failed', status: response.status, ...(message ? { message } : {}) };
      }
      body = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      logger.warn('Cannot fetch the form to print', { url, error });
      return { printed: false, reason: 'failed' };
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/^application\/pdf\b/i.test(type) || !isPdf(body)) {
      logger.warn('The server answered something other than a PDF to print', { url, type, bytes: body.length });
      return { printed: false, reason: 'failed' };
    }
    return body;
  };

  const print = async (form: PrintForm, pathFor: (offset: PrintOffset) => string, what: Record<string, unknown>): Promise<PrintResult> => {
    const saved = await settings.get();
    const { printer: name, offset } = saved.forms[form];
    const target = await choosePrinter(name);
    if ('printed' in target) {
      if (target.reason === 'noPrinter') logger.warn('Nothing printed: no such printer installed', { ...what, form, printer: name ?? 'system default' });
      return target;
    }
    const pdf = await fetchPdf(pathFor(offset));
    if (!(pdf instanceof Uint8Array)) return pdf;
    try {
      const outcome = await printer.printPdf(pdf, { deviceName: target.deviceName, silent: saved.silent });
      if (outcome === 'cancelled') {
        logger.info('Printing cancelled in the print dialog', { ...what, form });
        return { printed: false, reason: 'cancelled' };
      }
      logger.info('Printed', { ...what, form, printer: target.deviceName ?? 'system default', silent: saved.silent, offset });
      return { printed: true, printer: target.shown };
    } catch (error) {
      logger.error('Printing failed', { ...what, form, printer: target.deviceName ?? 'system default', error });
      const message = error instanceof Error && error.message ? error.message.slice(0, MAX_MESSAGE_LENGTH) : undefined;
      return { printed: false, reason: 'failed', ...(message ? { message } : {}) };
    }
  };

  /** One job at a time; a failed job does not hold up the next. */
  const enqueue = (job: () => Promise<PrintResult>): Promise<PrintResult> => {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  };

  return {
    printers: () => printer.list(),
    getSettings: () => settings.get(),
    setSettings: (next) => settings.set(next),
    printAwb: ({ shipmentId, form }) => enqueue(() => print(form, (offset) => awbPrintPath(shipmentId, form, offset), { shipmentId })),
    printTest: ({ form }) => enqueue(() => print(form, (offset) => calibrationPrintPath(form, offset), { calibration: true })),
  };
}
