import type { PrinterInfo } from '@shared/desktop/print';

// What the print service needs of the machine's printing: the printers, and a PDF printed on one.
// Electron's adapter is electron-printer.ts; the tests use a fake.

export type { PrinterInfo };

export interface PrintPdfOptions {
  /** The printer's OS name; null prints to the system's default printer. */
  deviceName: string | null;
  /** Without the system's print dialog. */
  silent: boolean;
}

export interface Printer {
  list(): Promise<PrinterInfo[]>;
  /** 'cancelled' when the user closed the print dialog; throws (with the platform's reason) when the print failed. */
  printPdf(pdf: Uint8Array, options: PrintPdfOptions): Promise<'printed' | 'cancelled'>;
}
