import { dirname } from 'node:path';

// The main process has no console worth reading once installed (a Windows GUI app has no
// terminal), so every line also goes to a file in userData/logs that support can ask for.

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** The two calls of node:fs the logger makes; synchronous so a line is on disk before a crash. */
export interface LogFileSystem {
  appendFileSync(path: string, data: string): void;
  mkdirSync(path: string, options: { recursive: true }): unknown;
}

export interface LoggerOptions {
  file: string;
  fs: LogFileSystem;
  stderr: { write(text: string): unknown };
  now?: () => Date;
}

// JSON.stringify drops an Error's own fields (they are not enumerable).
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export function formatLine(time: Date, level: LogLevel, message: string, fields?: LogFields): string {
  let tail = '';
  if (fields && Object.keys(fields).length > 0) {
    try {
      tail = ` ${JSON.stringify(fields, replacer)}`;
    } catch {
      tail = ' [fields not serialisable]';
    }
  }
  return `${time.toISOString()} ${level.toUpperCase().padEnd(5)} ${message}${tail}\n`;
}

export function createLogger({ file, fs, stderr, now = () => new Date() }: LoggerOptions): Logger {
  let fileState: 'unopened' | 'open' | 'failed' = 'unopened';

  const toFile = (line: string): void => {
    if (fileState === 'failed') return;
    try {
      if (fileState === 'unopened') {
        fs.mkdirSync(dirname(file), { recursive: true });
        fileState = 'open';
      }
      fs.appendFileSync(file, line);
    } catch (error) {
      // Logging must never take the app down; say once why the file stays empty, then go on.
      fileState = 'failed';
      stderr.write(formatLine(now(), 'error', `Log file ${file} is not writable; logging to stderr only`, { error }));
    }
  };

  const write = (level: LogLevel) => (message: string, fields?: LogFields) => {
    const line = formatLine(now(), level, message, fields);
    stderr.write(line);
    toFile(line);
  };

  return { info: write('info'), warn: write('warn'), error: write('error') };
}
