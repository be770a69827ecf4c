import * as v from 'valibot';
import { fillPath } from '../api/contract';
import { MAX_PRINT_OFFSET_MM, PRINT_FORMS, type PrintForm, type PrintOffset } from '../shipments/awb-form';
import { M, msg } from '../validation';
import { shipmentsApi } from '../shipments/api';

// Printing AWB forms on a local printer from the desktop: what crosses the IPC bridge (the
// printers, this workstation's settings, a print's answer) and the one schema of the settings,
// which main checks every `print.settings.set` and the settings file against and the renderer's
// settings dialog validates with.

/** A printer of this computer, as the renderer lists it. */
export interface PrinterInfo {
  /** The name the operating system knows it by (what the settings store). */
  name: string;
  /** The name to show (Print Preview's), often the same. */
  displayName: string;
  /** The system's default printer, where the platform says so (Electron 36 and later do not: always false there). */
  isDefault: boolean;
}

/** One form's printer (null: the system's default) and the paper offset in mm that printer needs. */
export interface PrintFormSettings {
  printer: string | null;
  offset: PrintOffset;
}

/** This workstation's print settings (print-settings.json in userData). */
export interface PrintSettings {
  forms: Record<PrintForm, PrintFormSettings>;
  /** Print straight to the form's printer, without the system's print dialog. */
  silent: boolean;
}

export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  forms: {
    airline: { printer: null, offset: { x: 0, y: 0 } },
    neutral: { printer: null, offset: { x: 0, y: 0 } },
    a4: { printer: null, offset: { x: 0, y: 0 } },
  },
  silent: false,
};

/** A fresh copy of the defaults, so nobody edits the shared object. */
export const defaultPrintSettings = (): PrintSettings => structuredClone(DEFAULT_PRINT_SETTINGS);

/** Why a print did not happen. */
export const PRINT_FAILURES = ['noPrinter', 'unauthorized', 'cancelled', 'failed'] as const;
export type PrintFailure = (typeof PRINT_FAILURES)[number];

/**
 * A print's answer. `printer` is the display name of the printer the job went to (silent) or that
 * the dialog offered first; null when the system's default was used and the platform did not say
 * which printer that is. A failure may carry the server's own message (in the server's language),
 * the HTTP status of its refusal, and the printer it concerned (`noPrinter`).
 */
export type PrintResult =
  | { printed: true; printer: string | null }
  | { printed: false; reason: PrintFailure; message?: string; status?: number; printer?: string };

export interface PrintAwbRequest {
  shipmentId: number;
  form: PrintForm;
}

export interface PrintTestRequest {
  form: PrintForm;
}

/** Printer names are the OS's (Windows allows 220 characters, a network one `\\server\name` a little more). */
export const MAX_PRINTER_NAME_LENGTH = 512;

/** Offsets are set to a tenth of a millimetre: 1.5 is fine, 1.25 is not. */
export const hasOneDecimalAtMost = (value: number): boolean => Number(value.toFixed(1)) === value;

/** Message references of the print namespace (src/shared/locales/<lang>/print.json). */
export const PRINT_MESSAGES = {
  offsetNumber: 'print:errors.offsetNumber',
  offsetStep: 'print:errors.offsetStep',
  printerName: 'print:errors.printerName',
} as const;

export const PrintOffsetMmSchema = v.pipe(
  v.number(PRINT_MESSAGES.offsetNumber),
  v.finite(PRINT_MESSAGES.offsetNumber),
  v.minValue(-MAX_PRINT_OFFSET_MM, msg(M.minValue)),
  v.maxValue(MAX_PRINT_OFFSET_MM, msg(M.maxValue)),
  v.check(hasOneDecimalAtMost, PRINT_MESSAGES.offsetStep),
);

export const PrinterNameSchema = v.nullable(
  v.pipe(
    v.string(PRINT_MESSAGES.printerName),
    v.nonEmpty(PRINT_MESSAGES.printerName),
    v.maxLength(MAX_PRINTER_NAME_LENGTH, PRINT_MESSAGES.printerName),
    // eslint-disable-next-line no-control-regex -- exactly the control characters are refused
    v.regex(/^[^\u0000-\u001f\u007f]+$/, PRINT_MESSAGES.printerName),
  ),
);

const FormSettingsSchema = v.strictObject({
  printer: PrinterNameSchema,
  offset: v.strictObject({ x: PrintOffsetMmSchema, y: PrintOffsetMmSchema }),
});

/** The settings exactly: every form, known keys only, offsets within ±MAX_PRINT_OFFSET_MM to 0.1 mm. */
export const PrintSettingsSchema = v.strictObject({
  forms: v.strictObject({ airline: FormSettingsSchema, neutral: FormSettingsSchema, a4: FormSettingsSchema }),
  silent: v.boolean(),
}) satisfies v.GenericSchema<PrintSettings>;

export const PrintFormSchema = v.picklist(PRINT_FORMS, msg(M.unknownValue));

export const PrintAwbRequestSchema = v.strictObject({
  shipmentId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  form: PrintFormSchema,
}) satisfies v.GenericSchema<PrintAwbRequest>;

export const PrintTestRequestSchema = v.strictObject({ form: PrintFormSchema }) satisfies v.GenericSchema<PrintTestRequest>;

/** Only plain objects (what IPC's structured clone and JSON.parse make), never one with another prototype. */
const isPlainTree = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every(isPlainTree);
};

export const isPrintSettings = (value: unknown): value is PrintSettings => isPlainTree(value) && v.is(PrintSettingsSchema, value);
export const isPrintAwbRequest = (value: unknown): value is PrintAwbRequest => isPlainTree(value) && v.is(PrintAwbRequestSchema, value);
export const isPrintTestRequest = (value: unknown): value is PrintTestRequest => isPlainTree(value) && v.is(PrintTestRequestSchema, value);

// The server's routes, from the API contract: the AWB form and the calibration page, both
// application/pdf, with the data moved by the offset in mm.
export const AWB_PRINT_PATH = shipmentsApi.print.path;
export const CALIBRATION_PRINT_PATH = shipmentsApi.calibration.path;

const offsetQuery = (offset: PrintOffset | undefined): string =>
  offset ? `?${new URLSearchParams({ offsetX: String(offset.x), offsetY: String(offset.y) }).toString()}` : '';

/** `/api/shipments/id-{id}/print/{form}`, with `?offsetX=&offsetY=` when an offset is given. */
export const awbPrintPath = (shipmentId: number, form: PrintForm, offset?: PrintOffset): string =>
  `${fillPath(AWB_PRINT_PATH, { id: shipmentId, form })}${offsetQuery(offset)}`;

/** `/api/shipments/print/calibration/{form}`, with `?offsetX=&offsetY=` when an offset is given. */
export const calibrationPrintPath = (form: PrintForm, offset?: PrintOffset): string =>
  `${fillPath(CALIBRATION_PRINT_PATH, { form })}${offsetQuery(offset)}`;
