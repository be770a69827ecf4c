import type { PrinterInfo } from '@shared/desktop/print';
import type { Printer, PrintPdfOptions } from '../services/print/printer';
import type { PrintSettingsFileSystem } from '../services/print/settings-store';
import { errno } from './fakes';

// Stand-ins for the machine's printers, the API server's PDF answers and node:fs/promises (text).

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% an AWB form\n%%EOF\n');

export function fakePrinter(printers: PrinterInfo[] = [{ name: 'Epson_LQ', displayName: 'Epson LQ-2190', isDefault: false }]) {
  const jobs: { pdf: string; options: PrintPdfOptions }[] = [];
  const state = {
    printers,
    /** What the next printPdf does. */
    next: 'printed' as 'printed' | 'cancelled' | Error,
    listFails: false,
  };
  const printer: Printer = {
    list: async () => {
      if (state.listFails) throw new Error('the print backend is gone');
      return state.printers.map((info) => ({ ...info }));
    },
    printPdf: async (pdf, options) => {
      jobs.push({ pdf: new TextDecoder().decode(pdf), options });
      if (state.next instanceof Error) throw state.next;
      return state.next;
    },
  };
  return { printer, jobs, state };
}

export interface FetchCall {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal | null | undefined;
}

/** A fetch answering every call with `answer` (a PDF by default), recording what was asked. */
export function fakePdfFetch(answer: () => Response = () => new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf' } })) {
  const calls: FetchCall[] = [];
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    calls.push({ url, headers: Object.fromEntries(new Headers(init.headers).entries()), signal: init.signal });
    return answer();
  };
  return { fetch, calls };
}

export const jsonError = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeTextFs(initial: Record<string, string> = {}) {
  const files = new Map(Object.entries(initial));
  const writes: string[] = [];
  const state = { failWrites: false, readError: null as (Error & { code: string }) | null };
  const fs: PrintSettingsFileSystem = {
    readFile: async (path) => {
      if (state.readError) throw state.readError;
      const text = files.get(path);
      if (text === undefined) throw errno('ENOENT');
      return text;
    },
    writeFile: async (path, data) => {
      if (state.failWrites) throw errno('ENOSPC');
      writes.push(path);
      files.set(path, data);
    },
    rename: async (from, to) => {
      const text = files.get(from);
      if (text === undefined) throw errno('ENOENT');
      files.set(to, text);
      files.delete(from);
    },
    mkdir: async () => undefined,
  };
  return { fs, files, writes, state };
}
