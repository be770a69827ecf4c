import PDFDocument from 'pdfkit';
import { MAX_PRINT_OFFSET_MM, type PrintOffset } from '@shared/shipments/awb-form';
import { registerPdfFonts } from '../../../lib/pdf-fonts';
import type { Rect } from './awb-layout';

// The page every print form is made on: A4 portrait without margins (the layout places everything
// itself, and pdfkit would otherwise start a new page for text near the bottom edge), PT Sans
// registered, and the workstation's offset applied to all that is drawn after it.

export type Pdf = PDFKit.PDFDocument;

export const PT_PER_MM = 72 / 25.4;
export const mm = (value: number): number => value * PT_PER_MM;
export const rectPt = (rect: Rect): Rect => ({ x: mm(rect.x), y: mm(rect.y), width: mm(rect.width), height: mm(rect.height) });

const clampOne = (value: number): number => (Number.isFinite(value) ? Math.min(MAX_PRINT_OFFSET_MM, Math.max(-MAX_PRINT_OFFSET_MM, value)) : 0);

/** The offset a workstation may use: each way within ±MAX_PRINT_OFFSET_MM, anything unreadable none. */
export const clampOffset = (offset: PrintOffset): PrintOffset => ({ x: clampOne(offset.x), y: clampOne(offset.y) });

/** A new page moved by the offset; `finish` ends the document and gives its bytes. */
export function openPrintPage(options: { title: string; author: string; offset: PrintOffset }): { doc: Pdf; finish: () => Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: options.title, Author: options.author } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const offset = clampOffset(options.offset);
  // One translation for the whole page: what is placed after it never needs to know the offset.
  doc.translate(mm(offset.x), mm(offset.y));
  return {
    doc,
    finish: () => {
      doc.end();
      return ended;
    },
  };
}
