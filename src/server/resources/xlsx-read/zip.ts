import { createInflateRaw } from 'node:zlib';
import { fail } from './failure';

// The zip an xlsx is, read from its central directory: every entry's declared sizes are known
// before anything is inflated, and an entry is inflated as a stream that counts what comes out, so
// neither a header that lies about its size nor a small file that inflates to gigabytes gets further
// than the budget. Only what a workbook needs: stored and deflated entries, no ZIP64, no encryption.

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** Inflated bytes still allowed, shared by every entry read from one file. */
export interface InflateBudget {
  remaining: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
const MAX_ENTRIES = 10_000;
const CHUNK = 64 * 1024;

/** The entries by name, from the central directory at the file's end. */
export function listEntries(zip: Buffer): Map<string, ZipEntry> {
  // The end record is the last 22 bytes, or earlier by the length of a trailing comment.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) fail({ kind: 'badFile' });
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || at === ZIP64_MARK) fail({ kind: 'badFile' });
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== ENTRY_SIGNATURE) fail({ kind: 'badFile' });
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    entries.set(entry.name, entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's bytes as they inflate, in chunks; refused once past its declared size or the budget. */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  const encrypted = (entry.flags & 1) !== 0;
  if (encrypted || (entry.method !== 0 && entry.method !== 8) || entry.compressedSize === ZIP64_MARK) fail({ kind: 'badFile' });
  if (entry.size > budget.remaining) fail({ kind: 'tooLarge' });
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_SIGNATURE) fail({ kind: 'badFile' });
  const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  if (start + entry.compressedSize > zip.length) fail({ kind: 'badFile' });
  const data = zip.subarray(start, start + entry.compressedSize);

  let produced = 0;
  const count = (chunk: Buffer) => {
    produced += chunk.length;
    budget.remaining -= chunk.length;
    // More than the directory said is a lie (or damage); more than the budget is a bomb either way.
    if (budget.remaining < 0) fail({ kind: 'tooLarge' });
    if (produced > entry.size) fail({ kind: 'badFile' });
  };

  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += CHUNK) {
      const chunk = data.subarray(at, at + CHUNK);
      count(chunk);
      yield chunk;
    }
    return;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(data);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      count(chunk);
      yield chunk;
    }
  } catch (error) {
    // Damaged deflate data is a damaged file; our own refusals pass through.
    if (typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('Z_')) fail({ kind: 'badFile' });
    throw error;
  } finally {
    inflater.destroy();
  }
}

/** The entry as text, decoded as it inflates (a character split between chunks is kept whole). */
export async function* entryText(zip: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of inflateEntry(zip, entry, budget)) yield decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}
