import { describe, expect, it } from 'vitest';
import { createLogger, formatLine, type LogFileSystem } from './logger';

function setup(failing = false) {
  const appended: [string, string][] = [];
  const made: string[] = [];
  const stderr: string[] = [];
  const fs: LogFileSystem = {
    appendFileSync: (path, data) => {
      if (failing) throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      appended.push([path, data]);
    },
    mkdirSync: (path) => {
      made.push(path);
    },
  };
  const logger = createLogger({
    file: '/user-data/logs/main.log',
    fs,
    stderr: { write: (text) => stderr.push(text) },
    now: () => new Date('2025-01-02T03:04:05.000Z'),
  });
  return { logger, appended, made, stderr };
}

describe('createLogger', () => {
  it('appends each line to the log file in userData/logs and to stderr', () => {
    const { logger, appended, made, stderr } = setup();
    logger.info('Starting', { apiUrl: 'https://cargo.example.com' });
    logger.warn('Careful');
    expect(made).toEqual(['/user-data/logs']);
    expect(appended).toEqual([
      ['/user-data/logs/main.log', '2025-01-02T03:04:05.000Z INFO  Starting {"apiUrl":"https://cargo.example.com"}\n'],
      ['/user-data/logs/main.log', '2025-01-02T03:04:05.000Z WARN  Careful\n'],
    ]);
    expect(stderr).toEqual(appended.map(([, line]) => line));
  });

  it('keeps logging to stderr when the file cannot be written, saying so once', () => {
    const { logger, stderr } = setup(true);
    logger.error('one');
    logger.error('two');
    expect(stderr.filter((line) => line.includes('not writable'))).toHaveLength(1);
    expect(stderr.filter((line) => line.includes('ERROR one') || line.includes('ERROR two'))).toHaveLength(2);
  });
});

describe('formatLine', () => {
  it('serialises errors with their message and stack', () => {
    const line = formatLine(new Date(0), 'error', 'Failed', { error: new Error('boom') });
    expect(line).toContain('"message":"boom"');
    expect(line).toContain('"stack":"Error: boom');
  });

  it('survives fields that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatLine(new Date(0), 'info', 'x', cyclic)).toContain('[fields not serialisable]');
  });
});
