import { dirname } from 'node:path';
import * as v from 'valibot';
import { defaultPrintSettings, PrintSettingsSchema, type PrintSettings } from '@shared/desktop/print';
import { issuesToFields } from '@shared/validation';
import type { Logger } from '../logger';

// This workstation's print settings, in print-settings.json in userData. The file is checked with
// the same schema as print.settings.set: a missing, unreadable, broken or invalid file gives the
// defaults and a log line, never a crash, and stays as it is (for support to look at) until the
// user saves new settings. Writes go through a temporary file and a rename, so a crash mid-write
// leaves the old file whole.

export const PRINT_SETTINGS_FILE_NAME = 'print-settings.json';

/** The calls of node:fs/promises the store makes. */
export interface PrintSettingsFileSystem {
  readFile(path: string): Promise<string>;
  writeFile(path: string, data: string, options: { mode: number }): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

export interface PrintSettingsStore {
  get(): Promise<PrintSettings>;
  /** Saves exactly PrintSettings; anything else is refused with an error. */
  set(settings: PrintSettings): Promise<void>;
}

export interface PrintSettingsStoreOptions {
  /** Path of print-settings.json in userData. */
  file: string;
  fs: PrintSettingsFileSystem;
  logger: Logger;
}

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** Checks a value read from the file or handed to set(): the settings, or what is wrong with them. */
export function parsePrintSettings(value: unknown): { ok: true; settings: PrintSettings } | { ok: false; problems: Record<string, string> } {
  const result = v.safeParse(PrintSettingsSchema, value);
  return result.success ? { ok: true, settings: result.output } : { ok: false, problems: issuesToFields(result.issues) };
}

export function createPrintSettingsStore({ file, fs, logger }: PrintSettingsStoreOptions): PrintSettingsStore {
  let current: Promise<PrintSettings> | null = null;
  /** Saves run one after another, so two never share the temporary file. */
  let saving: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<PrintSettings> => {
    let text: string;
    try {
      text = await fs.readFile(file);
    } catch (error) {
      if (isMissing(error)) logger.info('No print settings saved yet; using the defaults', { file });
      else logger.error('Cannot read the print settings; using the defaults', { file, error });
      return defaultPrintSettings();
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      logger.error('The print settings file is not valid JSON; using the defaults', { file, error: error instanceof Error ? error.message : String(error) });
      return defaultPrintSettings();
    }
    const checked = parsePrintSettings(parsed);
    if (!checked.ok) {
      logger.error('The print settings file is invalid; using the defaults', { file, problems: checked.problems });
      return defaultPrintSettings();
    }
    return checked.settings;
  };

  return {
    async get() {
      current ??= load();
      return structuredClone(await current);
    },
    set(settings) {
      const checked = parsePrintSettings(settings);
      if (!checked.ok) return Promise.reject(new Error(`Invalid print settings: ${JSON.stringify(checked.problems)}`));
      const save = saving.then(async () => {
        await fs.mkdir(dirname(file), { recursive: true });
        const temporary = `${file}.tmp`;
        await fs.writeFile(temporary, `${JSON.stringify(checked.settings, null, 2)}\n`, { mode: 0o644 });
        await fs.rename(temporary, file);
        current = Promise.resolve(structuredClone(checked.settings));
        logger.info('Print settings saved', { file });
      });
      // A failed save must not stop the next one.
      saving = save.catch(() => undefined);
      return save;
    },
  };
}
