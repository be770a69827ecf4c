import type { AwbForm, PrintForm, PrintOffset } from '@shared/shipments/awb-form';
import { BOLD, REGULAR } from '../../../lib/pdf-fonts';
import { AWB_CAPTIONS } from './awb-captions';
import { A4_MM, AWB_BOXES, LINE_MM, rateSlot, type AwbBox, type BoxText, type Rect } from './awb-layout';
import { drawFitted, fitText, fittedHeight } from './fit-text';
import { mm, openPrintPage, rectPt, type Pdf } from './print-page';

// The air waybill as a PDF in its three print forms, all from the one table of boxes
// (awb-layout.ts): the airline's blank gets the data only, the neutral blank the data and the
// issuing carrier's identity (which the neutral stock lacks), and A4 the whole form drawn with its
// rulings and captions. Every value is printed as the form holds it: nothing is computed here.

const DATA_SIZE = 8;
const CAPTION_SIZE = 5;
const CAPTION_MIN = 3.5;
/** Inside a box: text keeps this far from its rulings, in millimetres. */
const PAD_X = 0.8;
const PAD_Y = 0.4;
const LINE_WIDTH = 0.6;
/** Boxes this low hold one line, centred in their height as it is typed on the stock. */
const SHORT_BOX_MM = 2.5 * LINE_MM;

const captionText = (box: AwbBox): string | null => (box.caption ? AWB_CAPTIONS[box.caption] : null);

function fitCaption(doc: Pdf, box: AwbBox) {
  const text = captionText(box);
  if (!text) return null;
  const rect = rectPt(box);
  return fitText(doc, [text], rect.width - mm(2 * PAD_X), rect.height - mm(2 * PAD_Y), {
    font: box.captionBold ? BOLD : REGULAR,
    size: box.captionSize ?? CAPTION_SIZE,
    min: CAPTION_MIN,
    wrap: true,
  });
}

/**
 * Where a box's data goes, in points: the box less its padding and its caption's band. Measured
 * the same way whether the caption is printed or not, so the data of the blanks lands exactly
 * where the A4 form puts it.
 */
function dataArea(doc: Pdf, box: AwbBox): Rect {
  const rect = rectPt(box);
  const caption = fitCaption(doc, box);
  const band = caption ? fittedHeight(doc, caption) + mm(PAD_Y) : 0;
  const top = box.captionAt === 'bottom' ? rect.y + mm(PAD_Y) : rect.y + mm(PAD_Y) + band;
  return { x: rect.x + mm(PAD_X), y: top, width: rect.width - mm(2 * PAD_X), height: rect.height - mm(2 * PAD_Y) - band };
}

const printable = (text: BoxText): string[] => text.filter((line): line is string => typeof line === 'string' && line.trim() !== '');

function drawBoxData(doc: Pdf, box: AwbBox, text: BoxText, area: Rect, valign: 'top' | 'middle'): void {
  const lines = printable(text);
  if (lines.length === 0) return;
  const fitted = fitText(doc, lines, area.width, area.height, { font: box.bold ? BOLD : REGULAR, size: box.size ?? DATA_SIZE, wrap: box.wrap });
  drawFitted(doc, fitted, area, box.align ?? 'left', valign);
}

function drawData(doc: Pdf, form: AwbForm, box: AwbBox): void {
  const area = dataArea(doc, box);
  if (box.value) drawBoxData(doc, box, box.value(form), area, box.height <= SHORT_BOX_MM ? 'middle' : 'top');
  if (box.rateLine) {
    const { rateLine } = box;
    form.rateLines.forEach((line, index) => {
      const slot = rateSlot(area, index, form.rateLines.length);
      drawBoxData(doc, box, rateLine(line), slot, 'top');
    });
  }
}

function drawRulingAndCaption(doc: Pdf, box: AwbBox): void {
  const rect = rectPt(box);
  if (box.frame !== false) {
    doc.lineWidth(LINE_WIDTH).strokeColor('#000000').rect(rect.x, rect.y, rect.width, rect.height);
    if (box.opaque) doc.fillAndStroke('#ffffff', '#000000');
    else doc.stroke();
  }
  const caption = fitCaption(doc, box);
  if (!caption) return;
  const height = fittedHeight(doc, caption);
  const y = box.captionAt === 'bottom' ? rect.y + rect.height - mm(PAD_Y) - height : rect.y + mm(PAD_Y);
  const area = { x: rect.x + mm(PAD_X), y, width: rect.width - mm(2 * PAD_X), height };
  doc.fillColor('#222222');
  drawFitted(doc, caption, area, box.captionAlign ?? 'left');
  doc.fillColor('#000000');
}

/** A large diagonal DRAFT across the page, faint enough to read the form through. */
function drawDraftMark(doc: Pdf): void {
  const centre = { x: mm(A4_MM.width / 2), y: mm(A4_MM.height / 2) };
  const angle = (-Math.atan2(A4_MM.height, A4_MM.width) * 180) / Math.PI;
  doc.save();
  doc.rotate(angle, { origin: [centre.x, centre.y] });
  doc.font(BOLD).fontSize(170).fillColor('#cc0000').fillOpacity(0.12);
  const width = doc.widthOfString('DRAFT');
  doc.text('DRAFT', centre.x - width / 2, centre.y - doc.currentLineHeight() / 2, { lineBreak: false });
  doc.restore();
}

/**
 * The air waybill as a one-page A4 PDF in a print form, every printed item moved by the
 * workstation's offset (millimetres, clamped to ±MAX_PRINT_OFFSET_MM).
 */
export async function renderAwbPdf(form: AwbForm, kind: PrintForm, offset: PrintOffset = { x: 0, y: 0 }): Promise<Buffer> {
  const { doc, finish } = openPrintPage({ title: `Air Waybill ${form.awb}`, author: form.carrier.name, offset });
  if (form.draft) drawDraftMark(doc);
  if (kind === 'a4') for (const box of AWB_BOXES) drawRulingAndCaption(doc, box);
  for (const box of AWB_BOXES) {
    // The airline's own stock has its name, address and prefix printed already.
    if (box.identity && kind === 'airline') continue;
    doc.fillColor(box.color ?? '#000000');
    drawData(doc, form, box);
  }
  return finish();
}
