import type { Fbl } from './fbl';
import { writeFbl } from './fbl';
import type { Ffm } from './ffm';
import { writeFfm } from './ffm';
import { CimpError } from './fault';
import { MAX_MESSAGE } from './text';

// A manifest or booking list longer than a message (3,500 characters) goes out in parts: each
// repeats the flight line with its sequence number, carries on with the point of unloading (and
// the ULD) it was in, and ends CONT; the last ends LAST. A consignment is never cut across parts.

const size = (lines: string[]): number => lines.join('\r\n').length;

function split<M extends { sequence: number; part: 'CONT' | 'LAST' }, U>(
  whole: M,
  units: U[],
  build: (sequence: number, units: U[]) => M,
  write: (message: M) => string[],
): M[] {
  const parts: M[] = [];
  let taken: U[] = [];
  for (const unit of units) {
    const tried = [...taken, unit];
    if (size(write(build(parts.length + 1, tried))) <= MAX_MESSAGE) {
      taken = tried;
      continue;
    }
    if (!taken.length) throw new CimpError('message-too-long', 0, 'One consignment with its lines does not fit in a message');
    parts.push(build(parts.length + 1, taken));
    taken = [unit];
  }
  parts.push(build(parts.length + 1, taken));
  return parts.map((part, index) => ({ ...part, sequence: whole.sequence + index, part: index === parts.length - 1 ? whole.part : 'CONT' }));
}

type FfmUnit = { point: number; uld: number | null; item: Ffm['points'][number]['bulk'][number] | null };

/** A whole manifest as the parts it is sent in (one part when it fits). */
export function splitFfm(ffm: Ffm): Ffm[] {
  const units: FfmUnit[] = ffm.points.flatMap((point, index) => {
    const own: FfmUnit[] = [...point.bulk.map((item) => ({ point: index, uld: null, item })), ...point.ulds.flatMap((uld, at) => uld.consignments.map((item) => ({ point: index, uld: at, item })))];
    // An empty ULD and a point with nothing still take their lines.
    const empties: FfmUnit[] = point.ulds.flatMap((uld, at) => (uld.consignments.length ? [] : [{ point: index, uld: at, item: null }]));
    return own.length || empties.length ? [...own, ...empties] : [{ point: index, uld: null, item: null }];
  });
  const build = (sequence: number, taken: FfmUnit[]): Ffm => {
    const points: Ffm['points'] = [];
    let last = -1;
    for (const unit of taken) {
      const source = ffm.points[unit.point]!;
      if (unit.point !== last) {
        points.push({ ...source, bulk: [], ulds: [] });
        last = unit.point;
      }
      const point = points.at(-1)!;
      if (unit.uld === null) {
        if (unit.item) point.bulk.push(unit.item);
        continue;
      }
      const uld = source.ulds[unit.uld]!;
      let target = point.ulds.find((candidate) => candidate.serial === uld.serial && candidate.type === uld.type && candidate.owner === uld.owner);
      if (!target) {
        target = { ...uld, consignments: [] };
        point.ulds.push(target);
      }
      if (unit.item) target.consignments.push(unit.item);
    }
    return { ...ffm, sequence, points, part: 'CONT' };
  };
  return split(ffm, units, build, writeFfm);
}

type FblUnit = { point: number; item: Fbl['points'][number]['consignments'][number] | null };

/** A whole booking list as the parts it is sent in. */
export function splitFbl(fbl: Fbl): Fbl[] {
  const units: FblUnit[] = fbl.points.flatMap((point, index): FblUnit[] => (point.consignments.length ? point.consignments.map((item) => ({ point: index, item })) : [{ point: index, item: null }]));
  const build = (sequence: number, taken: FblUnit[]): Fbl => {
    const points: Fbl['points'] = [];
    let last = -1;
    for (const unit of taken) {
      if (unit.point !== last) {
        points.push({ ...fbl.points[unit.point]!, consignments: [] });
        last = unit.point;
      }
      if (unit.item) points.at(-1)!.consignments.push(unit.item);
    }
    return { ...fbl, sequence, points, part: 'CONT' };
  };
  return split(fbl, units, build, writeFbl);
}
