import type { LogFields, Logger, LogLevel } from '../services/logger';

// Test doubles shared by the main-process unit tests (never imported by the app).

export interface LoggedLine {
  level: LogLevel;
  message: string;
  fields?: LogFields;
}

export function recordingLogger(): Logger & { lines: LoggedLine[]; text(level?: LogLevel): string } {
  const lines: LoggedLine[] = [];
  const at = (level: LogLevel) => (message: string, fields?: LogFields) => {
    lines.push({ level, message, fields });
  };
  return {
    lines,
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    text: (level) =>
      lines
        .filter((line) => !level || line.level === level)
        .map((line) => line.message)
        .join('\n'),
  };
}

export const errno = (code: string): Error & { code: string } => Object.assign(new Error(code), { code });
