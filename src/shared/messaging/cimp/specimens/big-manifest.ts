import { parseCimp } from '../codec';
import type { Ffm } from '../ffm';
import { FFM_VKO_EVN } from './ffm';

// A manifest of many consignments (the parts' tests and `npm run bench:cimp`): UT 561's first
// consignment repeated under new AWB numbers, half bulk and half in a ULD to Yerevan, ten to
// Pulkovo, and Koltsovo with nothing.

const awbOf = (running: number) => `298-${String(running).padStart(7, '0')}${running % 7}`;

/** A whole manifest of `count` consignments (at least 10), more than one message long past about 70. */
export function bigFfm(count: number): Ffm {
  const ffm = parseCimp(FFM_VKO_EVN) as Ffm;
  const sample = ffm.points[0]!.bulk[0]!;
  const item = (index: number) => ({ ...sample, awb: awbOf(4_600_000 + index) });
  const half = Math.floor(count / 2);
  return {
    ...ffm,
    points: [
      { airport: 'EVN', bulk: Array.from({ length: half }, (_, index) => item(index)), ulds: [{ type: 'PMC', serial: '12345', owner: 'UT', consignments: Array.from({ length: count - half - 10 }, (_, index) => item(half + index)) }] },
      { airport: 'LED', bulk: Array.from({ length: 10 }, (_, index) => item(count - 10 + index)), ulds: [] },
      { airport: 'SVX', bulk: [], ulds: [] },
    ],
  };
}

