import * as v from 'valibot';
import { CimpError } from './fault';
import { ConsignmentEntries, consignmentRules } from './consignment';
import { ConsignmentLinesEntries, ManifestFlightSchema, PARTS, PointSchemaEntries, readFlightLine, readManifestConsignment, readPartEnd, readPointLine, writeFlightLine, writeManifestConsignment, writePointLine } from './manifest';
import type { MessageText } from './text';

// FBL/4, the freight booked list: every booking on a flight, sent to its departure station before
// it leaves, by point of unloading (manifest.ts has the lines). No ULDs (nothing is built up yet),
// no registration, no onward or inward flights; T or P lines only. In parts like FFM.

const FblConsignmentEntries = { ...ConsignmentEntries, shipmentCode: v.picklist(['T', 'P']), ...ConsignmentLinesEntries };
export const FblConsignmentSchema = v.pipe(v.object(FblConsignmentEntries), ...consignmentRules<v.InferOutput<v.ObjectSchema<typeof FblConsignmentEntries, undefined>>>());
export type FblConsignment = v.InferOutput<typeof FblConsignmentSchema>;

export const FblSchema = v.object({
  type: v.literal('FBL'),
  version: v.literal(4),
  sequence: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
  flight: v.omit(ManifestFlightSchema, ['registration']),
  points: v.pipe(v.array(v.object({ ...PointSchemaEntries, consignments: v.array(FblConsignmentSchema) })), v.minLength(1, 'at least one point of unloading')),
  part: v.picklist(PARTS),
});
export type Fbl = v.InferOutput<typeof FblSchema>;

export function readFbl(message: MessageText): Fbl {
  const { segments, headerLine } = message;
  const lastLine = segments.at(-1)?.no ?? headerLine;
  const part = readPartEnd(segments, lastLine);
  const body = segments.slice(0, -1);
  const { sequence, flight } = readFlightLine(body[0], headerLine, false);
  const points: Fbl['points'] = [];
  let index = 1;
  if (index >= body.length) throw new CimpError('missing-mandatory-line', lastLine, 'A booking list names at least one point of unloading after its flight line');
  while (index < body.length) {
    const segment = body[index]!;
    const point = readPointLine(segment);
    if (!point) {
      if (!points.length) throw new CimpError('missing-mandatory-line', segment.no, 'A point of unloading (its airport code) must come before the consignments');
      throw new CimpError('unexpected-line', segment.no, `"${segment.fields.join('/').slice(0, 20)}" is not a consignment, point of unloading or CONT/LAST line`);
    }
    const current: Fbl['points'][number] = { ...point, consignments: [] };
    points.push(current);
    index += 1;
    if (body[index]?.fields.length === 1 && body[index]!.fields[0] === 'NIL') {
      index += 1;
      continue;
    }
    while (index < body.length && !readPointLine(body[index]!)) {
      const line = body[index]!;
      if (!/^\d/.test(line.fields[0] ?? '')) throw new CimpError('unexpected-line', line.no, `"${line.fields.join('/').slice(0, 20)}" is not a consignment, point of unloading or CONT/LAST line`);
      const { item, next } = readManifestConsignment(body, index, ['T', 'P'], false);
      current.consignments.push(item as FblConsignment);
      index = next;
    }
  }
  return { type: 'FBL', version: 4, sequence, flight, points, part };
}

export function writeFbl(fbl: Fbl): string[] {
  const lines = [`FBL/${fbl.version}`, writeFlightLine(fbl.sequence, fbl.flight)];
  for (const point of fbl.points) {
    lines.push(writePointLine(point));
    if (!point.consignments.length) lines.push('NIL');
    for (const item of point.consignments) lines.push(...writeManifestConsignment(item));
  }
  lines.push(fbl.part);
  return lines;
}
