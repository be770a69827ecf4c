import { describe, expect, it } from 'vitest';
import { generateCimp, parseCimp } from './codec';
import type { Fbl } from './fbl';
import type { Ffm } from './ffm';
import { splitFbl, splitFfm } from './parts';
import { FBL_VKO_EVN } from './specimens/fbl';
import { bigFfm } from './specimens/big-manifest';
import { FFM_VKO_EVN } from './specimens/ffm';
import { MAX_MESSAGE } from './text';

// A manifest of 200 consignments is about three messages: each part under 3,500 characters, in
// sequence, CONT until the LAST, and read together they hold every consignment once, in order.

const awbOf = (running: number) => `298-${String(running).padStart(7, '0')}${running % 7}`;

const awbs = (ffm: Ffm) => ffm.points.flatMap((point) => [...point.bulk, ...point.ulds.flatMap((uld) => uld.consignments)].map((item) => `${point.airport} ${item.awb}`));

describe('parts of a long message', () => {
  it('splits a 200-consignment manifest into parts that fit, in sequence, CONT until LAST, nothing lost or doubled', () => {
    const whole = bigFfm(200);
    const parts = splitFfm(whole);
    expect(parts.length).toBeGreaterThan(1);
    const texts = parts.map(generateCimp);
    for (const text of texts) expect(text.length - 2).toBeLessThanOrEqual(MAX_MESSAGE);
    const read = texts.map((text) => parseCimp(text) as Ffm);
    expect(read.map((part) => part.sequence)).toEqual(parts.map((_, index) => index + 1));
    expect(read.map((part) => part.part)).toEqual([...parts.slice(1).map(() => 'CONT'), 'LAST']);
    expect(read.flatMap(awbs)).toEqual(awbs(whole));
    // The point with nothing to unload is still named (NIL) in the last part.
    expect(read.at(-1)!.points.at(-1)).toEqual({ airport: 'SVX', bulk: [], ulds: [] });
  });

  it('keeps a short manifest and booking list whole', () => {
    const ffm = parseCimp(FFM_VKO_EVN) as Ffm;
    expect(splitFfm(ffm)).toEqual([ffm]);
    const fbl = parseCimp(FBL_VKO_EVN) as Fbl;
    expect(splitFbl(fbl)).toEqual([fbl]);
  });

  it('splits a long booking list the same way', () => {
    const fbl = parseCimp(FBL_VKO_EVN) as Fbl;
    const sample = fbl.points[0]!.consignments[0]!;
    const whole: Fbl = { ...fbl, points: [{ airport: 'EVN', consignments: Array.from({ length: 150 }, (_, index) => ({ ...sample, awb: awbOf(5_000_000 + index) })) }] };
    const read = splitFbl(whole).map((part) => parseCimp(generateCimp(part)) as Fbl);
    expect(read.length).toBeGreaterThan(1);
    expect(read.flatMap((part) => part.points.flatMap((point) => point.consignments.map((item) => item.awb)))).toEqual(whole.points[0]!.consignments.map((item) => item.awb));
    expect(read.at(-1)!.part).toBe('LAST');
  });
});
