import * as v from 'valibot';
import { CimpError } from './fault';
import { ConsignmentEntries, consignmentRules } from './consignment';
import { ConsignmentLinesEntries, ManifestFlightSchema, MovementEntries, PARTS, PointSchemaEntries, readFlightLine, readManifestConsignment, readPartEnd, readPointLine, writeFlightLine, writeManifestConsignment, writePointLine } from './manifest';
import type { MessageText } from './text';

// FFM/8, the flight manifest: what was loaded on a flight, by point of unloading, then bulk
// consignments and ULDs with theirs (manifest.ts has the lines). A long manifest comes in parts,
// each with its sequence number and ending CONT, the last LAST; a part reads as it stands.
//   ULD/PMC12345UT or ULD/PMC12345UT-M   the ULD's type, serial and owner; its loading indicator

const FfmConsignmentEntries = { ...ConsignmentEntries, ...ConsignmentLinesEntries, ...MovementEntries };
export const FfmConsignmentSchema = v.pipe(v.object(FfmConsignmentEntries), ...consignmentRules<v.InferOutput<v.ObjectSchema<typeof FfmConsignmentEntries, undefined>>>());
export type FfmConsignment = v.InferOutput<typeof FfmConsignmentSchema>;

export const UldSchema = v.object({
  type: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a ULD type: three letters such as PMC')),
  serial: v.pipe(v.string(), v.regex(/^\d{4,5}$/, 'a ULD serial: 4 or 5 digits')),
  owner: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}$/, 'the ULD owner’s two-character code')),
  /** Where it is loaded (M main deck, L lower deck, N nose...): one letter. */
  loadingIndicator: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]$/, 'one letter'))),
  consignments: v.array(FfmConsignmentSchema),
});
export type Uld = v.InferOutput<typeof UldSchema>;

export const FfmSchema = v.object({
  type: v.literal('FFM'),
  version: v.literal(8),
  sequence: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
  flight: ManifestFlightSchema,
  points: v.pipe(
    v.array(v.object({ ...PointSchemaEntries, bulk: v.array(FfmConsignmentSchema), ulds: v.array(UldSchema) })),
    v.minLength(1, 'at least one point of unloading'),
  ),
  part: v.picklist(PARTS),
});
export type Ffm = v.InferOutput<typeof FfmSchema>;

const ULD_LINE = /^([A-Z]{3})(\d{4,5})([A-Z0-9]{2})(?:-([A-Z]))?$/;

export function readFfm(message: MessageText): Ffm {
  const { segments, headerLine } = message;
  const lastLine = segments.at(-1)?.no ?? headerLine;
  const part = readPartEnd(segments, lastLine);
  const body = segments.slice(0, -1);
  const { sequence, flight } = readFlightLine(body[0], headerLine, true);
  const points: Ffm['points'] = [];
  let index = 1;
  if (index >= body.length) throw new CimpError('missing-mandatory-line', lastLine, 'A manifest names at least one point of unloading after its flight line');
  while (index < body.length) {
    const segment = body[index]!;
    const point = readPointLine(segment);
    if (!point) {
      if (!points.length) throw new CimpError('missing-mandatory-line', segment.no, 'A point of unloading (its airport code) must come before the consignments');
      throw new CimpError('unexpected-line', segment.no, `"${segment.fields.join('/').slice(0, 20)}" is not a consignment, ULD, point of unloading or CONT/LAST line`);
    }
    const current: Ffm['points'][number] = { ...point, bulk: [], ulds: [] };
    points.push(current);
    index += 1;
    if (body[index]?.fields.length === 1 && body[index]!.fields[0] === 'NIL') {
      index += 1;
      continue;
    }
    let uld: Uld | null = null;
    while (index < body.length && !readPointLine(body[index]!)) {
      const line = body[index]!;
      if (line.fields[0] === 'ULD') {
        const match = ULD_LINE.exec(line.fields[1] ?? '');
        if (!match || line.fields.length > 2) throw new CimpError('bad-element', line.no, `"${line.fields.slice(1).join('/')}" is not a ULD such as PMC12345UT (type, serial, owner, and -M for its loading indicator)`);
        if (line.continuations.length) throw new CimpError('unexpected-line', line.continuations[0]!.no, 'The ULD line has no continuation');
        uld = { type: match[1]!, serial: match[2]!, owner: match[3]!, ...(match[4] ? { loadingIndicator: match[4] } : {}), consignments: [] };
        current.ulds.push(uld);
        index += 1;
        continue;
      }
      if (!/^\d/.test(line.fields[0] ?? '')) throw new CimpError('unexpected-line', line.no, `"${line.fields.join('/').slice(0, 20)}" is not a consignment, ULD, point of unloading or CONT/LAST line`);
      const { item, next } = readManifestConsignment(body, index, ['T', 'P', 'S', 'D'], true);
      (uld ? uld.consignments : current.bulk).push(item as FfmConsignment);
      index = next;
    }
  }
  return { type: 'FFM', version: 8, sequence, flight, points, part };
}

export function writeFfm(ffm: Ffm): string[] {
  const lines = [`FFM/${ffm.version}`, writeFlightLine(ffm.sequence, ffm.flight)];
  for (const point of ffm.points) {
    lines.push(writePointLine(point));
    if (!point.bulk.length && !point.ulds.length) lines.push('NIL');
    for (const item of point.bulk) lines.push(...writeManifestConsignment(item));
    for (const uld of point.ulds) {
      lines.push(`ULD/${uld.type}${uld.serial}${uld.owner}${uld.loadingIndicator ? `-${uld.loadingIndicator}` : ''}`);
      for (const item of uld.consignments) lines.push(...writeManifestConsignment(item));
    }
  }
  lines.push(ffm.part);
  return lines;
}
