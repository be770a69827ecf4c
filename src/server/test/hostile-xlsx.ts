import { crc32, createDeflateRaw } from 'node:zlib';

// Workbooks no spreadsheet program would write, made cheaply for the import's limits: a sheet of
// millions of rows, a cell of hundreds of megabytes, an entry whose header lies about its size.
// The XML is generated in chunks and deflated as it goes (repetitive text inflates a thousandfold),
// and the zip is written by hand so that its declared sizes can be anything.

export interface ZipPart {
  name: string;
  /** The entry's text, in chunks. */
  chunks: Iterable<string>;
  /** The uncompressed size written in the headers, instead of the true one. */
  declaredSize?: number;
}

async function deflate(chunks: Iterable<string>): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflater = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    const bytes = Buffer.from(chunk);
    size += bytes.length;
    crc = crc32(bytes, crc);
    if (!deflater.write(bytes)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { data: Buffer.concat(out), size, crc };
}

export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size, crc } = await deflate(part.chunks);
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A row of inline-string cells in columns A, B, C... (the `r` attributes are optional in a sheet). */
export const inlineRow = (cells: readonly string[]): string => `<row>${cells.map((cell) => `<c t="inlineStr"><is><t>${escape(cell)}</t></is></c>`).join('')}</row>`;

/** `count` copies of a row, a few thousand to a chunk. */
export function* repeated(row: string, count: number): Generator<string> {
  const batch = 5_000;
  const block = row.repeat(batch);
  for (let done = 0; done < count; done += batch) yield count - done >= batch ? block : row.repeat(count - done);
}

/** A cell's text of `length` characters, generated in megabyte pieces, as one inline-string row. */
export function* hugeCellRow(before: readonly string[], length: number): Generator<string> {
  yield `<row>${before.map((cell) => `<c t="inlineStr"><is><t>${escape(cell)}</t></is></c>`).join('')}<c t="inlineStr"><is><t>`;
  const piece = 'x'.repeat(1024 * 1024);
  for (let done = 0; done < length; done += piece.length) yield length - done >= piece.length ? piece : piece.slice(0, length - done);
  yield '</t></is></c></row>';
}

export interface SheetParts {
  /** The sheet's rows (sheetData's content), in chunks. */
  rows: () => Iterable<string>;
  /** Shared strings, when the sheet refers to any. */
  sharedStrings?: () => Iterable<string>;
  /** Declared sizes that lie, by part. */
  declared?: { sheet?: number; sharedStrings?: number };
}

/** A minimal workbook of one sheet: what Excel needs to open it and the import to read it. */
export function hostileWorkbook({ rows, sharedStrings, declared = {} }: SheetParts): Promise<Buffer> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const one = (text: string) => [text];
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      chunks: one(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          (sharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : '') +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: one(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    },
    {
      name: 'xl/workbook.xml',
      chunks: one(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="import" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: one(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/>` +
          (sharedStrings ? `<Relationship Id="rId2" Type="${relationships}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
          '</Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      chunks: (function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>`;
        yield* rows();
        yield '</sheetData></worksheet>';
      })(),
      ...(declared.sheet === undefined ? {} : { declaredSize: declared.sheet }),
    },
  ];
  if (sharedStrings) {
    parts.push({
      name: 'xl/sharedStrings.xml',
      chunks: (function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}">`;
        yield* sharedStrings();
        yield '</sst>';
      })(),
      ...(declared.sharedStrings === undefined ? {} : { declaredSize: declared.sharedStrings }),
    });
  }
  return zipOf(parts);
}
