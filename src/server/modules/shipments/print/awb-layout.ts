import type { AwbForm, AwbFormCharges, AwbFormRateLine } from '@shared/shipments/awb-form';
import type { CaptionKey } from './awb-captions';

// Where every box of the Resolution 600a air waybill lies on the page, for all three print forms:
// the blanks get only the data at these places, the A4 form draws the boxes themselves too, so a
// form printed on plain paper and one printed onto stock put each value in the same spot.
//
// The geometry. The standard AWB sheet is 8.5 × 11 in and was laid out for typing at ten
// characters an inch and six lines an inch, so its rulings fall on that grid: a column is 2.54 mm,
// a line 4.233 mm. The boxes below are the specimen form's, read off in columns and lines: the
// frame is 78 columns by 63 lines (198.1 × 266.7 mm), numbers' row included. The sheet itself is
// 215.9 mm wide, wider than A4's 210, but its ruled frame is not, so we place the frame, not the
// sheet: its top-left corner 6 mm from the page's left edge and 15 mm from its top, which leaves
// 5.9 mm on the right and 15.3 mm below, inside what office printers reach. Real stock differs
// from the specimen by a millimetre or two and printers feed it with their own drift; both are what
// the per-workstation offset and the calibration page (calibration-pdf.ts) are for, not this table.

export const COLUMN_MM = 25.4 / 10;
export const LINE_MM = 25.4 / 6;
/** The ruled frame's top-left corner on the A4 page. */
export const FORM_ORIGIN_MM = { x: 6, y: 15 } as const;
export const FORM_COLUMNS = 78;
export const FORM_LINES = 63;
export const A4_MM = { width: 210, height: 297 } as const;

/** The rate description area's body: where the rate lines go, one slot each. */
const RATE_BODY = { line: 31, lines: 12 } as const;
/** A rate line's slot when there are few: its figures on the first line, its goods below. */
export const RATE_SLOT_LINES = 3;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Text as the form holds it, a line each; empty lines are not printed. */
export type BoxText = readonly (string | null | undefined)[];

export interface AwbBox extends Rect {
  key: string;
  /** The printed caption (A4 only), at the box's top unless said otherwise. */
  caption: CaptionKey | null;
  captionAt?: 'top' | 'bottom';
  captionAlign?: 'left' | 'center';
  /** Points; captions are small unless a box (the form's title) says otherwise. */
  captionSize?: number;
  captionBold?: boolean;
  /** What the box prints from the form. */
  value?: (form: AwbForm) => BoxText;
  /** A column of the rate description area: each rate line's text, in that line's slot. */
  rateLine?: (line: AwbFormRateLine) => BoxText;
  /** The data's size in points before it shrinks to fit. */
  size?: number;
  align?: 'left' | 'center' | 'right';
  bold?: boolean;
  color?: string;
  /** Free text broken into lines at words (the rest shrinks, then is cut). */
  wrap?: boolean;
  /** The issuing carrier's identity: pre-printed on the airline's own stock, printed on the others. */
  identity?: boolean;
  /** Ruled on the A4 form; false for a place that only holds text. */
  frame?: boolean;
  /** Hides the rulings drawn before it (a caption's tab laid over a line). */
  opaque?: boolean;
}

/** A box at `column`, `line` of the form's grid, `columns` wide and `lines` high, in millimetres on the page. */
export function grid(column: number, line: number, columns: number, lines: number): Rect {
  return { x: FORM_ORIGIN_MM.x + column * COLUMN_MM, y: FORM_ORIGIN_MM.y + line * LINE_MM, width: columns * COLUMN_MM, height: lines * LINE_MM };
}

const flightText = (flight: AwbForm['flights'][number] | undefined): string | null => (flight ? `${flight.flight}/${flight.date}` : null);
const mark = (yes: boolean): BoxText => (yes ? ['X'] : []);

/** A row of the charges summary: the prepaid and collect amounts under one centred caption. */
function chargeRow(key: string, line: number, caption: CaptionKey | null, pick: ((charges: AwbFormCharges) => string | null) | null): AwbBox[] {
  const rows: AwbBox[] = [
    { key: `${key}PrepaidFrame`, ...grid(0, line, 19.5, 2), caption: null },
    { key: `${key}CollectFrame`, ...grid(19.5, line, 19.5, 2), caption: null },
  ];
  // The caption sits on a tab across the middle ruling, as on the form, the amounts under it.
  if (caption) rows.push({ key: `${key}Caption`, ...grid(12.5, line, 14, 0.65), caption, captionAlign: 'center', opaque: true });
  if (pick) {
    rows.push(
      { key: `${key}Prepaid`, ...grid(0, line + 0.65, 19.5, 1.35), caption: null, value: (form) => [pick(form.prepaid)], align: 'right', frame: false },
      { key: `${key}Collect`, ...grid(19.5, line + 0.65, 19.5, 1.35), caption: null, value: (form) => [pick(form.collect)], align: 'right', frame: false },
    );
  }
  return rows;
}

/** A column of the rate description area: its caption over the body where each rate line has its slot. */
function rateColumn(key: string, column: number, columns: number, caption: CaptionKey, rateLine: AwbBox['rateLine'], align: AwbBox['align'] = 'right'): AwbBox[] {
  return [
    { key: `${key}Header`, ...grid(column, RATE_BODY.line - 2, columns, 2), caption, captionAlign: 'center' },
    { key, ...grid(column, RATE_BODY.line, columns, RATE_BODY.lines), caption: null, rateLine, align, wrap: key === 'goods' },
  ];
}

export const AWB_BOXES: readonly AwbBox[] = [
  // The number's row above the frame: prefix, origin and serial at the top left, the whole number at the top right.
  { key: 'awbPrefix', ...grid(0, 0, 4, 2), caption: null, value: (form) => [form.prefix], size: 11, bold: true, align: 'center', identity: true },
  { key: 'awbOrigin', ...grid(4, 0, 4, 2), caption: null, value: (form) => [form.departure.code], size: 11, bold: true, align: 'center' },
  { key: 'awbSerial', ...grid(8, 0, 12, 2), caption: null, value: (form) => [form.serial], size: 11, bold: true, align: 'center' },
  { key: 'eawbMark', ...grid(20.5, 0, 7.5, 2), caption: null, value: (form) => [form.eawb ? 'e-AWB' : null], size: 10, bold: true, frame: false },
  { key: 'draftBanner', ...grid(28, 0, 30, 2), caption: null, value: (form) => [form.draft ? 'DRAFT · NOT ISSUED' : null], size: 12, bold: true, color: '#cc0000', align: 'center', frame: false },
  { key: 'awbTopRight', ...grid(58, 0, 20, 2), caption: null, value: (form) => [form.awb], size: 11, bold: true, align: 'right', frame: false },

  { key: 'frame', ...grid(0, 2, FORM_COLUMNS, FORM_LINES - 2), caption: null },

  // The parties, left half: each name and address box with its account number in the top right corner.
  { key: 'shipperFrame', ...grid(0, 2, 39, 6), caption: 'shipper' },
  { key: 'shipperAccount', ...grid(21, 2, 18, 2), caption: 'shipperAccount', value: (form) => [form.shipper.account] },
  { key: 'shipper', ...grid(0, 4, 39, 4), caption: null, value: (form) => [form.shipper.name, ...form.shipper.lines, form.shipper.phone], frame: false },
  { key: 'consigneeFrame', ...grid(0, 8, 39, 6), caption: 'consignee' },
  { key: 'consigneeAccount', ...grid(21, 8, 18, 2), caption: 'consigneeAccount', value: (form) => [form.consignee.account] },
  { key: 'consignee', ...grid(0, 10, 39, 4), caption: null, value: (form) => [form.consignee.name, ...form.consignee.lines, form.consignee.phone], frame: false },
  { key: 'agent', ...grid(0, 14, 39, 3), caption: 'agent', value: (form) => [form.agent?.name, form.agent?.city] },
  { key: 'agentIataCode', ...grid(0, 17, 19, 2), caption: 'agentIataCode', value: (form) => [form.agent?.iataCode] },
  { key: 'agentAccount', ...grid(19, 17, 20, 2), caption: 'agentAccount', value: (form) => [form.agent?.account] },
  { key: 'departure', ...grid(0, 19, 39, 2), caption: 'departure', value: (form) => [form.departure.name] },

  // The right half: the title and the issuing carrier, the contract's notices, accounting information.
  { key: 'titleFrame', ...grid(39, 2, 39, 5), caption: null },
  { key: 'notNegotiable', ...grid(39, 2, 16, 1), caption: 'notNegotiable', captionSize: 6.5, frame: false },
  { key: 'airWaybill', ...grid(39, 3, 16, 2.2), caption: 'airWaybill', captionSize: 15, captionBold: true, frame: false },
  { key: 'issuedBy', ...grid(39, 5.4, 16, 1), caption: 'issuedBy', captionSize: 6.5, frame: false },
  { key: 'carrierName', ...grid(55, 2.3, 16, 2), caption: null, value: (form) => [form.carrier.name], size: 9, bold: true, identity: true, frame: false },
  { key: 'carrierCode', ...grid(71, 2.3, 6.7, 2), caption: null, value: (form) => [form.carrier.code], size: 12, bold: true, align: 'right', identity: true, frame: false },
  { key: 'carrierAddress', ...grid(55, 4.3, 22.7, 2.7), caption: null, value: (form) => [form.carrier.address], size: 7, wrap: true, identity: true, frame: false },
  { key: 'copies', ...grid(39, 7, 39, 1), caption: 'copies' },
  { key: 'conditions', ...grid(39, 8, 39, 6), caption: 'conditions' },
  { key: 'accountingInformation', ...grid(39, 14, 39, 5), caption: 'accountingInformation', value: (form) => (form.accountingInformation ?? '').split('\n'), wrap: true },
  { key: 'referenceNumber', ...grid(39, 19, 13, 2), caption: 'referenceNumber' },
  { key: 'optionalShipping', ...grid(52, 19, 26, 2), caption: 'optionalShipping' },

  // Routing, currency and charge codes, declared values.
  { key: 'routingTo1', ...grid(0, 21, 4, 2), caption: 'to', value: (form) => [form.routing[0]?.to], align: 'center' },
  { key: 'routingBy1', ...grid(4, 21, 12, 2), caption: 'byFirstCarrier', value: (form) => [form.routing[0]?.by] },
  { key: 'routingTo2', ...grid(16, 21, 3.5, 2), caption: 'toNext', value: (form) => [form.routing[1]?.to], align: 'center' },
  { key: 'routingBy2', ...grid(19.5, 21, 3.5, 2), caption: 'byNext', value: (form) => [form.routing[1]?.by], align: 'center' },
  { key: 'routingTo3', ...grid(23, 21, 3.5, 2), caption: 'toNext', value: (form) => [form.routing[2]?.to], align: 'center' },
  { key: 'routingBy3', ...grid(26.5, 21, 3.5, 2), caption: 'byNext', value: (form) => [form.routing[2]?.by], align: 'center' },
  { key: 'currency', ...grid(30, 21, 4, 2), caption: 'currency', value: (form) => [form.currency], align: 'center' },
  // The model holds no charges code (CHGS) of its own; the box stays for the airline's hand.
  { key: 'chgsCode', ...grid(34, 21, 3, 2), caption: 'chgsCode' },
  { key: 'wtValFrame', ...grid(37, 21, 5, 2), caption: 'wtVal', captionAlign: 'center', captionSize: 4.5 },
  { key: 'wtValPrepaid', ...grid(37, 21.6, 2.5, 1.4), caption: 'ppd', captionAlign: 'center', captionSize: 4, value: (form) => mark(form.weightValuation === 'PP'), align: 'center' },
  { key: 'wtValCollect', ...grid(39.5, 21.6, 2.5, 1.4), caption: 'coll', captionAlign: 'center', captionSize: 4, value: (form) => mark(form.weightValuation === 'CC'), align: 'center' },
  { key: 'otherFrame', ...grid(42, 21, 5, 2), caption: 'other', captionAlign: 'center', captionSize: 4.5 },
  { key: 'otherPrepaid', ...grid(42, 21.6, 2.5, 1.4), caption: 'ppd', captionAlign: 'center', captionSize: 4, value: (form) => mark(form.otherCharges === 'PP'), align: 'center' },
  { key: 'otherCollect', ...grid(44.5, 21.6, 2.5, 1.4), caption: 'coll', captionAlign: 'center', captionSize: 4, value: (form) => mark(form.otherCharges === 'CC'), align: 'center' },
  { key: 'declaredCarriage', ...grid(47, 21, 15.5, 2), caption: 'declaredCarriage', value: (form) => [form.declaredValueCarriage], align: 'center' },
  { key: 'declaredCustoms', ...grid(62.5, 21, 15.5, 2), caption: 'declaredCustoms', value: (form) => [form.declaredValueCustoms], align: 'center' },

  { key: 'destination', ...grid(0, 23, 14, 2), caption: 'destination', value: (form) => [form.destination.name] },
  { key: 'flight1', ...grid(14, 23, 9, 2), caption: 'requestedFlight', value: (form) => [flightText(form.flights[0])], align: 'center' },
  { key: 'flight2', ...grid(23, 23, 9, 2), caption: 'flightDate', value: (form) => [flightText(form.flights[1])], align: 'center' },
  { key: 'insurance', ...grid(32, 23, 15, 2), caption: 'insurance', value: (form) => [form.insurance], align: 'center' },
  { key: 'insuranceNotice', ...grid(47, 23, 31, 2), caption: 'insuranceNotice' },

  { key: 'handling', ...grid(0, 25, 70, 4), caption: 'handling', value: (form) => form.handling, wrap: true },
  { key: 'sci', ...grid(70, 27, 8, 2), caption: 'sci' },

  // The rate description area: each rate line in its slot, the totals below.
  ...rateColumn('pieces', 0, 6, 'pieces', (line) => [line.pieces]),
  ...rateColumn('grossWeight', 6, 8, 'grossWeight', (line) => [line.grossWeight]),
  ...rateColumn('unit', 14, 2, 'unit', (line) => [line.unit], 'center'),
  ...rateColumn('rateClass', 16, 3, 'rateClass', (line) => [line.rateClass], 'center'),
  ...rateColumn('commodityItem', 19, 6, 'commodityItem', (line) => [line.commodityItem], 'center'),
  ...rateColumn('chargeableWeight', 25, 8, 'chargeableWeight', (line) => [line.chargeableWeight]),
  ...rateColumn('rate', 33, 7, 'rate', (line) => [line.rate]),
  ...rateColumn('total', 40, 11, 'total', (line) => [line.total]),
  ...rateColumn('goods', 51, 27, 'goods', (line) => line.goods, 'left'),
  { key: 'totalPieces', ...grid(0, 43, 6, 2), caption: null, value: (form) => [form.totalPieces], bold: true, align: 'right' },
  { key: 'totalGrossWeight', ...grid(6, 43, 8, 2), caption: null, value: (form) => [form.totalGrossWeight], bold: true, align: 'right' },
  { key: 'totalsMiddle', ...grid(14, 43, 26, 2), caption: null },
  { key: 'totalsTotal', ...grid(40, 43, 11, 2), caption: null },
  { key: 'totalsGoods', ...grid(51, 43, 27, 2), caption: null },

  // The charges summary, left: prepaid and collect side by side.
  { key: 'prepaidCaption', ...grid(0.3, 45, 9, 0.6), caption: 'prepaid', frame: false },
  { key: 'collectCaption', ...grid(30, 45, 8.7, 0.6), caption: 'collect', frame: false },
  ...chargeRow('weightCharge', 45, 'weightCharge', (charges) => charges.weightCharge),
  ...chargeRow('valuationCharge', 47, 'valuationCharge', (charges) => charges.valuationCharge),
  ...chargeRow('tax', 49, 'tax', (charges) => charges.tax),
  ...chargeRow('otherDueAgent', 51, 'otherDueAgent', (charges) => charges.otherDueAgent),
  ...chargeRow('otherDueCarrier', 53, 'otherDueCarrier', (charges) => charges.otherDueCarrier),
  ...chargeRow('blank', 55, null, null),
  { key: 'totalPrepaid', ...grid(0, 57, 19.5, 2), caption: 'totalPrepaid', captionAlign: 'center', value: (form) => [form.prepaid.total], bold: true, align: 'right' },
  { key: 'totalCollect', ...grid(19.5, 57, 19.5, 2), caption: 'totalCollect', captionAlign: 'center', value: (form) => [form.collect.total], bold: true, align: 'right' },
  { key: 'conversionRates', ...grid(0, 59, 19.5, 2), caption: 'conversionRates', captionAlign: 'center' },
  { key: 'ccCharges', ...grid(19.5, 59, 19.5, 2), caption: 'ccCharges', captionAlign: 'center' },
  { key: 'carrierUse', ...grid(0, 61, 13, 2), caption: 'carrierUse', captionAlign: 'center' },
  { key: 'destinationCharges', ...grid(13, 61, 13, 2), caption: 'destinationCharges', captionAlign: 'center' },
  { key: 'totalCollectCharges', ...grid(26, 61, 13, 2), caption: 'totalCollectCharges', captionAlign: 'center' },

  // Right: other charges, the shipper's certification, the carrier's execution.
  { key: 'otherCharges', ...grid(39, 45, 39, 6), caption: 'otherCharges', value: (form) => form.otherChargeLines.map((charge) => `${charge.code} ${charge.amount}`) },
  { key: 'certification', ...grid(39, 51, 39, 2.5), caption: 'certification' },
  { key: 'shipperSignature', ...grid(39, 53.5, 39, 2.5), caption: 'shipperSignature', captionAt: 'bottom', captionAlign: 'center', value: (form) => [form.shipperSignature], align: 'center' },
  { key: 'executedOn', ...grid(39, 56, 13, 3), caption: 'executedOn', captionAt: 'bottom', captionAlign: 'center', value: (form) => [form.executedOn], align: 'center' },
  { key: 'executedAt', ...grid(52, 56, 12, 3), caption: 'executedAt', captionAt: 'bottom', captionAlign: 'center', value: (form) => [form.executedAt], align: 'center' },
  { key: 'carrierSignature', ...grid(64, 56, 14, 3), caption: 'carrierSignature', captionAt: 'bottom', captionAlign: 'center', value: (form) => [form.carrierSignature], align: 'center' },
  { key: 'awbBottomRight', ...grid(58, 61, 19.7, 2), caption: null, value: (form) => [form.awb], size: 11, bold: true, align: 'right', frame: false },
];

const BY_KEY = new Map(AWB_BOXES.map((box) => [box.key, box]));

/** A box of the table by its key (the tests and the calibration page name them). */
export function awbBox(key: string): AwbBox {
  const box = BY_KEY.get(key);
  if (!box) throw new Error(`No AWB box ${key}`);
  return box;
}

/** The slot of the `index`th of `count` rate lines within a rate column: three lines each while four fit, shared evenly past that. */
export function rateSlot(column: Rect, index: number, count: number): Rect {
  const slots = Math.max(count, RATE_BODY.lines / RATE_SLOT_LINES);
  const height = column.height / slots;
  return { x: column.x, y: column.y + index * height, width: column.width, height };
}
