// A file is accepted by its extension and only when its bytes are what the extension says: a
// renamed executable or script does not pass as a PDF or a picture. Each caller names the kinds it
// takes (chat attachments, finance documents) as extension → MIME type.

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** Office 97-2003 documents are OLE compound files. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const isZip = (b: Buffer) => startsWith(b, ZIP) || startsWith(b, EMPTY_ZIP);

function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const CONTENT_CHECKS = {
  pdf: (b) => startsWith(b, ascii('%PDF-')),
  png: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  jpeg: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  gif: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  webp: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  txt: isPlainText,
  csv: isPlainText,
  doc: (b) => startsWith(b, OLE),
  xls: (b) => startsWith(b, OLE),
  // Office Open XML files are zip archives.
  docx: isZip,
  xlsx: isZip,
  zip: isZip,
} satisfies Record<string, (bytes: Buffer) => boolean>;

/** An extension whose content can be checked. */
export type CheckedExtension = keyof typeof CONTENT_CHECKS;

/** The file's extension, lower-cased, when `accepted` names it; null otherwise. */
export function extensionOf<E extends CheckedExtension>(fileName: string, accepted: Readonly<Record<E, string>>): E | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(accepted, ext) ? (ext as E) : null;
}

/** The file's MIME type when its name and content agree on one of the `accepted` kinds; null otherwise. */
export function acceptedType<E extends CheckedExtension>(fileName: string, bytes: Buffer, accepted: Readonly<Record<E, string>>): string | null {
  const ext = extensionOf(fileName, accepted);
  if (!ext || !CONTENT_CHECKS[ext](bytes)) return null;
  return accepted[ext];
}
