import PDFDocument from 'pdfkit';
import { BOLD, REGULAR, registerPdfFonts } from '../../lib/pdf-fonts';

// The few layout pieces acts and invoices are built from, over pdfkit: an A4 page with PT Sans
// (src/server/lib/pdf-fonts.ts), a labelled paragraph, a table whose rows wrap and whose header is
// repeated on every page it runs onto, signature blocks side by side that never split across
// pages, and page numbers.

export { BOLD, REGULAR };

export type Pdf = PDFKit.PDFDocument;

const MARGIN = 36;
const PADDING = 3;
const MIN_FIT_SIZE = 5;

export interface PdfOptions {
  title: string;
  author: string;
  layout?: 'portrait' | 'landscape';
  /** When it was made: the file's creation date. */
  createdAt: Date;
}

/** A new A4 document with the fonts registered; `finish` ends it and gives its bytes. */
export function openPdf(options: PdfOptions): { doc: Pdf; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: options.title, Author: options.author, Creator: 'UTair Cargo', CreationDate: options.createdAt },
  });
  registerPdfFonts(doc);
  doc.font(REGULAR).fontSize(9).lineWidth(0.5);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      numberPages(doc);
      doc.end();
      return ended;
    },
  };
}

const contentWidth = (doc: Pdf): number => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomOf = (doc: Pdf): number => doc.page.height - doc.page.margins.bottom;

/** "Страница 1 из 2" at the foot of every page, once there is more than one. */
function numberPages(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  if (range.count < 2) return;
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { bottom } = doc.page.margins;
    // Below the bottom margin pdfkit would start a new page; the foot is written with none.
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(7).fillColor('#555555');
    doc.text(`Страница ${index - range.start + 1} из ${range.count}`, doc.page.margins.left, doc.page.height - bottom / 2 - 4, { width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
}

/** A new page when less than `height` is left on this one. */
export function keepTogether(doc: Pdf, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** A centred line or paragraph. */
export function heading(doc: Pdf, text: string, size: number, bold = true): void {
  doc.font(bold ? BOLD : REGULAR).fontSize(size).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center' });
}

/** A paragraph across the page. */
export function paragraph(doc: Pdf, text: string, options: { size?: number; bold?: boolean; align?: 'left' | 'right' | 'justify' } = {}): void {
  doc.font(options.bold ? BOLD : REGULAR).fontSize(options.size ?? 9).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), align: options.align ?? 'left' });
}

/** "Label: text" in one paragraph, the label bold. */
export function labelled(doc: Pdf, label: string, text: string, size = 9): void {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(size).text(`${label} `, doc.page.margins.left, doc.y, { width, continued: true });
  doc.font(REGULAR).text(text, { width });
}

export interface Column {
  header: string;
  /** Points; one column may take 0 to fill what the others leave. */
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface Row {
  cells: string[];
  bold?: boolean;
  /** The first `span` columns as one cell holding the first text (a totals row's label). */
  span?: number;
}

interface Cell {
  text: string;
  width: number;
  align: 'left' | 'center' | 'right';
  /** Figures stay on one line, shrunk to fit rather than broken. */
  fit: boolean;
}

function fitSize(doc: Pdf, text: string, width: number, size: number): number {
  const wide = doc.fontSize(size).widthOfString(text);
  return wide <= width ? size : Math.max(MIN_FIT_SIZE, (size * width) / wide);
}

function cellHeight(doc: Pdf, cell: Cell, size: number): number {
  const inner = cell.width - 2 * PADDING;
  if (cell.fit) return doc.fontSize(fitSize(doc, cell.text, inner, size)).currentLineHeight(true);
  return doc.fontSize(size).heightOfString(cell.text || ' ', { width: inner });
}

function drawCells(doc: Pdf, cells: Cell[], options: { bold: boolean; size: number; shade: boolean }, onNewPage: () => void): void {
  doc.font(options.bold ? BOLD : REGULAR);
  const height = Math.max(...cells.map((cell) => cellHeight(doc, cell, options.size))) + 2 * PADDING;
  if (doc.y + height > bottomOf(doc)) {
    doc.addPage();
    onNewPage();
    doc.font(options.bold ? BOLD : REGULAR);
  }
  const top = doc.y;
  let x = doc.page.margins.left;
  for (const cell of cells) {
    if (options.shade) doc.rect(x, top, cell.width, height).fillAndStroke('#eeeeee', '#000000').fillColor('#000000');
    else doc.rect(x, top, cell.width, height).stroke();
    const inner = cell.width - 2 * PADDING;
    const size = cell.fit ? fitSize(doc, cell.text, inner, options.size) : options.size;
    doc.fontSize(size).text(cell.text, x + PADDING, top + PADDING, { width: inner, align: cell.align, lineBreak: !cell.fit });
    x += cell.width;
  }
  doc.x = doc.page.margins.left;
  doc.y = top + height;
}

/** A table across the page: its header on top of every page it runs onto; right-aligned cells are figures. */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly Row[], size = 8): void {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => column.width || contentWidth(doc) - fixed);
  const header = columns.map((column, index): Cell => ({ text: column.header, width: widths[index]!, align: 'center', fit: false }));
  const drawHeader = () => drawCells(doc, header, { bold: true, size: size - 0.5, shade: true }, () => undefined);
  drawHeader();
  for (const row of rows) {
    const span = row.span ?? 1;
    const cells: Cell[] = [{ text: row.cells[0] ?? '', width: widths.slice(0, span).reduce((a, b) => a + b, 0), align: span > 1 ? 'right' : (columns[0]?.align ?? 'left'), fit: false }];
    for (let index = span; index < columns.length; index += 1) {
      const align = columns[index]!.align ?? 'left';
      cells.push({ text: row.cells[index - span + 1] ?? '', width: widths[index]!, align, fit: align === 'right' });
    }
    drawCells(doc, cells, { bold: row.bold ?? false, size, shade: false }, drawHeader);
  }
}

/** A line of a signature block: text, or a line to sign on with what goes under it. */
export type SignLine = { text: string; bold?: boolean } | { sign: string };

const SIGN_LINE = '________________ / ________________________ /';
const SIGN_HEIGHT = 30;

function lineHeight(doc: Pdf, line: SignLine, width: number): number {
  return 'sign' in line ? SIGN_HEIGHT : doc.font(line.bold ? BOLD : REGULAR).fontSize(9).heightOfString(line.text, { width }) + 2;
}

/** Draws a line of a block at `y`; where the next one starts. */
function drawSignLine(doc: Pdf, line: SignLine, x: number, y: number, width: number): number {
  if ('sign' in line) {
    doc.font(REGULAR).fontSize(9).text(SIGN_LINE, x, y + 10, { width, lineBreak: false });
    doc.fontSize(6.5).fillColor('#555555').text(line.sign, x, y + 20, { width, lineBreak: false }).fillColor('#000000');
    return y + SIGN_HEIGHT;
  }
  doc.font(line.bold ? BOLD : REGULAR).fontSize(9).text(line.text, x, y, { width });
  return doc.y + 2;
}

/**
 * Blocks side by side (the two parties' signatures), line by line so that each line starts level
 * with its neighbour, moved to the next page whole when they do not fit.
 */
export function sideBySide(doc: Pdf, blocks: readonly (readonly SignLine[])[]): void {
  const space = 24;
  const width = (contentWidth(doc) - space * (blocks.length - 1)) / blocks.length;
  const count = Math.max(...blocks.map((lines) => lines.length));
  const rowHeight = (index: number) => Math.max(...blocks.map((lines) => (lines[index] ? lineHeight(doc, lines[index], width) : 0)));
  keepTogether(doc, Array.from({ length: count }, (_, index) => rowHeight(index)).reduce((a, b) => a + b, 0) + 6);
  let y = doc.y;
  for (let index = 0; index < count; index += 1) {
    let next = y;
    blocks.forEach((lines, column) => {
      const line = lines[index];
      if (line) next = Math.max(next, drawSignLine(doc, line, doc.page.margins.left + column * (width + space), y, width));
    });
    y = next;
  }
  doc.x = doc.page.margins.left;
  doc.y = y;
}

/** Vertical space, in lines of the current font. */
export const gap = (doc: Pdf, lines = 0.6): void => {
  doc.moveDown(lines);
};
