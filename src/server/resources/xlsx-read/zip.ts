import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { fail, ReadFailure } from './failure';

// The zip an xlsx is, read by yauzl: the central directory first, so every entry's declared size is
// known before anything is inflated; then each entry the reader needs as a stream whose bytes are
// counted against one budget for the file. yauzl refuses an entry that inflates to more (or less)
// than it declared, so neither a lying header nor a small file that inflates to gigabytes gets
// further than the budget. This file turns its callbacks into promises and its errors into ours.

export type ZipEntry = Entry;

export interface Zip {
  file: ZipFile;
  /** The entries by name, from the central directory. */
  entries: Map<string, ZipEntry>;
}

/** Inflated bytes still allowed, shared by every entry read from one file. */
export interface InflateBudget {
  remaining: number;
}

/** A workbook has a few dozen entries; more is not one, and listing them is work for nothing. */
const MAX_ENTRIES = 10_000;

/** Whatever yauzl or zlib complain of (structure, a size that lies, bad deflate data) is a damaged file; our own refusals pass. */
const damaged = (error: unknown): never => {
  if (error instanceof ReadFailure) throw error;
  return fail({ kind: 'badFile' });
};

export async function openZip(buffer: Buffer): Promise<Zip> {
  try {
    const file = await new Promise<ZipFile>((resolve, reject) =>
      // A fresh options object each time: yauzl writes its defaults into it. Backslashes in names
      // (some Windows tools) are read as slashes, as strictFileNames: false does.
      yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, strictFileNames: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
    );
    if (file.entryCount > MAX_ENTRIES) fail({ kind: 'badFile' });
    const entries = new Map<string, ZipEntry>();
    await new Promise<void>((resolve, reject) => {
      // The listener stays: yauzl emits its errors on the file, and an unheard one would throw.
      file.on('error', reject);
      file.on('entry', (entry: ZipEntry) => {
        entries.set(entry.fileName, entry);
        file.readEntry();
      });
      file.once('end', () => resolve());
      file.readEntry();
    });
    return { file, entries };
  } catch (error) {
    return damaged(error);
  }
}

/** The entry as text, decoded as it inflates (a character split between chunks is kept whole). */
export async function* entryText({ file }: Zip, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<string> {
  if (entry.uncompressedSize > budget.remaining) fail({ kind: 'tooLarge' });
  const stream = await new Promise<Readable>((resolve, reject) => file.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened)))).catch(damaged);
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      // Past the budget is a bomb whatever the entry declared.
      budget.remaining -= chunk.length;
      if (budget.remaining < 0) fail({ kind: 'tooLarge' });
      yield decoder.decode(chunk, { stream: true });
    }
  } catch (error) {
    damaged(error);
  } finally {
    stream.destroy();
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
