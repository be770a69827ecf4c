import type { Rect } from './awb-layout';
import type { Pdf } from './print-page';

// Text placed into a box of fixed size. On a pre-printed blank, a value running past its box
// prints over the next box's data or rulings, so a box's text shrinks (to a floor still readable
// on a carbon copy) and what still does not fit is cut, with an ellipsis to show it was.

/** The smallest data size, in points. */
export const MIN_SIZE = 5;
/** Line pitch as a share of the size: tighter than the font's own, as typed forms are set. */
const LEADING = 1.2;
const STEP = 0.25;
const ELLIPSIS = '…';

export interface Fitted {
  font: string;
  size: number;
  lines: string[];
  /** From one line's top to the next's, in points. */
  pitch: number;
}

export interface FitOptions {
  font: string;
  size: number;
  min?: number;
  /** Break lines at spaces rather than shrink them. */
  wrap?: boolean;
}

const widthOf = (doc: Pdf, text: string): number => doc.widthOfString(text);

function wrapLine(doc: Pdf, line: string, width: number): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && widthOf(doc, candidate) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** The longest start of `text` that fits `width` with an ellipsis after it. */
function cut(doc: Pdf, text: string, width: number): string {
  if (widthOf(doc, text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (widthOf(doc, text.slice(0, middle).trimEnd() + ELLIPSIS) <= width) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : text.slice(0, low).trimEnd() + ELLIPSIS;
}

/** How tall `count` lines stand: the pitch between them and the last line's full glyph height. */
const blockHeight = (doc: Pdf, count: number, size: number): number => (count === 0 ? 0 : (count - 1) * size * LEADING + doc.currentLineHeight());

/** The size and lines `text` takes in `width` × `height` points. */
export function fitText(doc: Pdf, text: readonly string[], width: number, height: number, options: FitOptions): Fitted {
  const min = Math.min(options.min ?? MIN_SIZE, options.size);
  doc.font(options.font);
  const linesAt = (size: number): string[] => {
    doc.fontSize(size);
    return options.wrap ? text.flatMap((line) => wrapLine(doc, line, width)) : [...text];
  };
  for (let size = options.size; size >= min; size -= STEP) {
    const lines = linesAt(size);
    if (lines.every((line) => widthOf(doc, line) <= width) && blockHeight(doc, lines.length, size) <= height) {
      return { font: options.font, size, lines, pitch: size * LEADING };
    }
  }
  const lines = linesAt(min);
  let count = lines.length;
  while (count > 0 && blockHeight(doc, count, min) > height) count -= 1;
  const kept = lines.slice(0, count).map((line) => cut(doc, line, width));
  const last = kept.length - 1;
  // Lines left out: the last one printed says so.
  if (count < lines.length && last >= 0 && !kept[last]!.endsWith(ELLIPSIS)) kept[last] = cut(doc, `${kept[last]!}${ELLIPSIS}`, width);
  return { font: options.font, size: min, lines: kept, pitch: min * LEADING };
}

/** How tall fitted text stands, in points. */
export const fittedHeight = (doc: Pdf, fitted: Fitted): number => blockHeight(doc.font(fitted.font).fontSize(fitted.size), fitted.lines.length, fitted.size);

/** Draws fitted text into `area` (points), at its top or, for `middle`, centred in its height. */
export function drawFitted(doc: Pdf, fitted: Fitted, area: Rect, align: 'left' | 'center' | 'right', valign: 'top' | 'middle' = 'top'): void {
  const height = fittedHeight(doc, fitted);
  let y = valign === 'middle' ? area.y + (area.height - height) / 2 : area.y;
  for (const line of fitted.lines) {
    const width = widthOf(doc, line);
    const x = align === 'left' ? area.x : align === 'right' ? area.x + area.width - width : area.x + (area.width - width) / 2;
    // No width given: pdfkit then neither wraps nor starts a new page, whatever the position.
    doc.text(line, x, y, { lineBreak: false });
    y += fitted.pitch;
  }
}
