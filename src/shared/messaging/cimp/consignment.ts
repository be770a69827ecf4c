import * as v from 'valibot';
import { AirportSchema, AwbSchema, FigureSchema, formatFigure, PiecesSchema, readAirport, readAwb, readPieces, readVolume, readWeight, VOLUME_UNITS, WEIGHT_UNITS, freeText } from './elements';
import { CimpError } from './fault';

// The consignment detail, the heart of most messages (FFM, FBL, FWB, FFR, FFA, FSU):
//   298-45182336VKOEVN/T10K250.5/MC1.2/SPARE PARTS
//   298-45182336VKOEVN/P4K100/MC0.5/T10/SPARE PARTS
// the AWB number, origin and destination; the shipment description code (T total consignment,
// P part, S split, D divided: S and D only in FFM), pieces, weight unit and weight; optionally the
// volume (MC cubic metres, CC cm³, CF ft³, CI in³) or a density group (DG); for a P, S or D line the
// consignment's total pieces (T); optionally the description of goods.

export const SHIPMENT_CODES = ['T', 'P', 'S', 'D'] as const;

/** A goods description must not read as the elements that may come before it. */
const LOOKS_LIKE_ELEMENT = /^((MC|CC|CF|CI)\d+(\.\d+)?|DG\d{1,2}|T\d{1,4})$/;

/** The consignment's fields, for messages that add their own to it. */
export const ConsignmentEntries = {
  awb: AwbSchema,
  origin: AirportSchema,
  destination: AirportSchema,
  shipmentCode: v.picklist(SHIPMENT_CODES),
  pieces: PiecesSchema,
  weightUnit: v.picklist(WEIGHT_UNITS),
  weight: FigureSchema,
  volume: v.optional(v.object({ unit: v.picklist(VOLUME_UNITS), value: FigureSchema })),
  densityGroup: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  /** The whole consignment's pieces, on a P, S or D line. */
  totalPieces: v.optional(PiecesSchema),
  goods: v.optional(v.pipe(freeText(15), v.check((goods) => !LOOKS_LIKE_ELEMENT.test(goods), 'a description that does not read as a volume or a count'))),
};

type ConsignmentLike = { shipmentCode: string; totalPieces?: number; volume?: object; densityGroup?: number };

/** What a line can say of a consignment and no more: the total on a P, S or D line only; a volume or a density group. */
export const consignmentRules = <T extends ConsignmentLike>() =>
  [
    v.check<T, string>((item) => (item.shipmentCode === 'T') === (item.totalPieces === undefined), 'a T line has no total pieces; a P, S or D line has them'),
    v.check<T, string>((item) => !(item.volume && item.densityGroup !== undefined), 'a volume or a density group, not both'),
  ] as const;

export const ConsignmentSchema = v.pipe(v.object(ConsignmentEntries), ...consignmentRules<v.InferOutput<v.ObjectSchema<typeof ConsignmentEntries, undefined>>>());
export type Consignment = v.InferOutput<typeof ConsignmentSchema>;

/** Reads a consignment detail from a line's `/`-separated fields. */
export function readConsignment(fields: string[], line: number, { allowed = SHIPMENT_CODES as readonly string[] } = {}): Consignment {
  const head = /^(\d{3}-\d{8})([A-Z]{3})([A-Z]{3})$/.exec(fields[0] ?? '');
  if (!head) {
    if (/^\d{3}-?\d{8}/.test(fields[0] ?? '')) readAwb((fields[0] ?? '').slice(0, 12), line);
    throw new CimpError('bad-element', line, `"${fields[0] ?? ''}" is not an AWB number with its origin and destination, such as 298-45182336VKOEVN`);
  }
  const awb = readAwb(head[1]!, line);
  const origin = readAirport(head[2]!, line, 'The origin');
  const destination = readAirport(head[3]!, line, 'The destination');
  const quantity = /^([A-Z])(\d{1,4})([KL].*)$/.exec(fields[1] ?? '');
  if (!quantity) throw new CimpError('bad-element', line, `The quantity "${fields[1] ?? ''}" is not a shipment code, pieces and weight such as T10K250.5`);
  const shipmentCode = quantity[1]!;
  if (!allowed.includes(shipmentCode)) throw new CimpError('bad-element', line, `The shipment description code "${shipmentCode}" is not one of ${allowed.join(', ')} here`);
  const result: Consignment = { awb, origin, destination, shipmentCode: shipmentCode as Consignment['shipmentCode'], pieces: readPieces(quantity[2]!, line), ...readWeight(quantity[3]!, line) };
  let index = 2;
  const volume = fields[index] === undefined ? null : readVolume(fields[index]!, line);
  if (volume) {
    Object.assign(result, volume);
    index += 1;
  }
  if (shipmentCode !== 'T') {
    const total = /^T(\d{1,4})$/.exec(fields[index] ?? '');
    if (!total) throw new CimpError('bad-element', line, `A ${shipmentCode} line needs the consignment's total pieces (T and a number) after its quantity`);
    result.totalPieces = readPieces(total[1]!, line, 'The total pieces');
    index += 1;
  }
  if (fields[index] !== undefined) {
    const goods = fields[index]!;
    if (goods === '' || goods.length > 15) throw new CimpError('bad-element', line, `The description of goods "${goods}" must be 1 to 15 characters`);
    result.goods = goods;
    index += 1;
  }
  if (fields.length > index) throw new CimpError('bad-element', line, `Unexpected element "${fields[index]}" after the consignment detail`);
  return result;
}

/** Writes a consignment detail back as one line's text. */
export function writeConsignment(item: Consignment): string {
  const parts = [`${item.awb}${item.origin}${item.destination}`, `${item.shipmentCode}${item.pieces}${item.weightUnit}${formatFigure(item.weight)}`];
  if (item.volume) parts.push(`${item.volume.unit}${formatFigure(item.volume.value)}`);
  else if (item.densityGroup !== undefined) parts.push(`DG${item.densityGroup}`);
  if (item.shipmentCode !== 'T') {
    if (item.totalPieces === undefined) throw new CimpError('bad-element', 0, `${item.awb}: a ${item.shipmentCode} line needs the consignment's total pieces`);
    parts.push(`T${item.totalPieces}`);
  }
  if (item.goods !== undefined) parts.push(item.goods);
  return parts.join('/');
}
