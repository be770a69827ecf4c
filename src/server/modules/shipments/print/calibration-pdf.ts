import type { PrintForm, PrintOffset } from '@shared/shipments/awb-form';
import { BOLD, REGULAR } from '../../../lib/pdf-fonts';
import { A4_MM, awbBox, FORM_COLUMNS, FORM_LINES, grid } from './awb-layout';
import { mm, clampOffset, openPrintPage, rectPt, type Pdf } from './print-page';

// A test page for a workstation's printer. Printed with the workstation's offset onto a spoiled
// blank (or plain paper for A4), it puts a crosshair with millimetre rulers exactly where the
// layout expects a few box corners to be; where the blank's own ruled corner falls on the rulers
// is how far that printer is out, so staff read the correction instead of guessing it.

/** Each ruler runs this far either side of its corner: past any drift worth correcting by hand. */
const RULER_MM = 10;
const CROSS_MM = 4;
/** What printers leave unprinted at the paper's edge. */
const EDGE_MM = 5;

export interface CalibrationMark {
  label: string;
  /** The box whose corner is marked (a key of the layout table). */
  box: string;
  corner: 'topLeft' | 'bottomRight';
}

export const CALIBRATION_MARKS: readonly CalibrationMark[] = [
  { label: 'AWB number', box: 'awbPrefix', corner: 'topLeft' },
  { label: "Shipper's Name and Address", box: 'shipperFrame', corner: 'bottomRight' },
  { label: 'Rate description area', box: 'piecesHeader', corner: 'topLeft' },
  { label: 'Rate description area', box: 'totalsGoods', corner: 'bottomRight' },
];

const TITLES: Record<PrintForm, string> = {
  airline: "Calibration: the airline's AWB blank",
  neutral: 'Calibration: the neutral AWB blank',
  a4: 'Calibration: the AWB on A4 paper',
};

/** The marked corner in millimetres on the page, before the offset. */
export function markPoint(mark: CalibrationMark): { x: number; y: number } {
  const box = awbBox(mark.box);
  return mark.corner === 'topLeft' ? { x: box.x, y: box.y } : { x: box.x + box.width, y: box.y + box.height };
}

const figure = (value: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;

/** Crosshair and rulers at a point (mm); the label goes to the side and below that stay on the page. */
function drawMark(doc: Pdf, mark: CalibrationMark): void {
  const point = markPoint(mark);
  const x = mm(point.x);
  const y = mm(point.y);
  doc.lineWidth(0.3).strokeColor('#000000');
  doc.moveTo(x - mm(CROSS_MM), y).lineTo(x + mm(CROSS_MM), y).moveTo(x, y - mm(CROSS_MM)).lineTo(x, y + mm(CROSS_MM)).stroke();
  doc.circle(x, y, mm(1.5)).stroke();
  doc.lineWidth(0.2).moveTo(x - mm(RULER_MM), y).lineTo(x + mm(RULER_MM), y).moveTo(x, y - mm(RULER_MM)).lineTo(x, y + mm(RULER_MM)).stroke();
  doc.font(REGULAR).fontSize(4.5);
  // The rulers read as the correction: where the blank's corner falls, right and down being plus.
  for (let step = -RULER_MM; step <= RULER_MM; step += 1) {
    const tick = step % 5 === 0 ? mm(2.2) : mm(1.1);
    doc.moveTo(x + mm(step), y - mm(0.2)).lineTo(x + mm(step), y - tick).moveTo(x - mm(0.2), y + mm(step)).lineTo(x - tick, y + mm(step));
    if (step % 5 === 0 && step !== 0) {
      const text = String(step);
      doc.text(text, x + mm(step) - doc.widthOfString(text) / 2, y - mm(2.2) - doc.currentLineHeight(), { lineBreak: false });
      doc.text(text, x - mm(2.4) - doc.widthOfString(text), y + mm(step) - doc.currentLineHeight() / 2, { lineBreak: false });
    }
  }
  doc.stroke();
  const label = `${mark.label}: x ${point.x.toFixed(1)} mm, y ${point.y.toFixed(1)} mm`;
  doc.font(BOLD).fontSize(6);
  const width = doc.widthOfString(label);
  // Right of and below the mark, unless that runs off the page (the rate area's far corner).
  const labelX = point.x + 2 + width / mm(1) < A4_MM.width - EDGE_MM ? x + mm(2) : x - mm(2) - width;
  const labelY = point.y + 2 + doc.currentLineHeight() / mm(1) < A4_MM.height - EDGE_MM ? y + mm(2) : y - mm(2) - doc.currentLineHeight();
  doc.text(label, labelX, labelY, { lineBreak: false });
}

function drawInstructions(doc: Pdf, kind: PrintForm, offset: PrintOffset): void {
  // Inside the rate area, clear of every mark's rulers and label.
  const area = rectPt(grid(10, 31, 58, 10));
  const paper = kind === 'a4' ? 'plain A4 paper' : kind === 'airline' ? "a spoiled airline's blank" : 'a spoiled neutral blank';
  doc.font(BOLD).fontSize(12).text(TITLES[kind], area.x, area.y, { width: area.width, height: area.height });
  doc.font(REGULAR).fontSize(8);
  doc.text(`Printed with the offset x ${figure(offset.x)} mm, y ${figure(offset.y)} mm.`, { width: area.width, height: area.height });
  doc.moveDown(0.5);
  doc.text(
    kind === 'a4'
      ? `Print this page on ${paper} with the workstation's offset. Each mark's label gives where its centre belongs, measured from the paper's left and top edges; that position less the one you measure is the correction to add to the offset.`
      : `Print this page on ${paper} with the workstation's offset. At each mark, read where the blank's own corner line falls on the two rulers: that reading, right and down being plus, is the correction to add to the offset.`,
    { width: area.width, height: area.height },
  );
}

/** A one-page calibration sheet for a print form, printed with the offset (clamped as the forms clamp it). */
export async function renderCalibrationPdf(kind: PrintForm, offset: PrintOffset): Promise<Buffer> {
  const used = clampOffset(offset);
  const { doc, finish } = openPrintPage({ title: TITLES[kind], author: 'Cargo cabinet', offset: used });
  if (kind === 'a4') {
    // On plain paper there is no blank to compare with: the drawn form's frame shows what moved.
    const frame = rectPt(grid(0, 0, FORM_COLUMNS, FORM_LINES));
    doc.lineWidth(0.3).strokeColor('#bbbbbb').rect(frame.x, frame.y, frame.width, frame.height).stroke();
  }
  drawInstructions(doc, kind, used);
  for (const mark of CALIBRATION_MARKS) drawMark(doc, mark);
  return finish();
}
