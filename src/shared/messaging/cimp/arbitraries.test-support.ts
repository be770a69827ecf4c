import fc from 'fast-check';
import { MONTHS } from './elements';

// fast-check arbitraries of the elements every message shares, for the codec's property tests:
// only values the schemas admit, so what is generated is what a message may say.

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const digits = '0123456789'.split('');

export const arbLetters = (length: number) => fc.array(fc.constantFrom(...letters), { minLength: length, maxLength: length }).map((chars) => chars.join(''));
export const arbDigits = (min: number, max = min) => fc.array(fc.constantFrom(...digits), { minLength: min, maxLength: max }).map((chars) => chars.join(''));
export const arbAirport = arbLetters(3);
export const arbCarrier = fc.oneof(fc.constant('UT'), fc.constant('SU'), arbLetters(2));
export const arbFlightNumber = fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.option(fc.constantFrom(...letters), { nil: undefined })).map(([number, suffix]) => `${number}${suffix ?? ''}`);
export const arbDayMonth = fc.tuple(fc.integer({ min: 1, max: 28 }), fc.constantFrom(...MONTHS)).map(([day, month]) => `${String(day).padStart(2, '0')}${month}`);
export const arbTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([hours, minutes]) => `${String(hours).padStart(2, '0')}${String(minutes).padStart(2, '0')}`);
export const arbAwb = fc.tuple(arbDigits(3), fc.integer({ min: 0, max: 9_999_999 })).map(([prefix, running]) => `${prefix}-${String(running).padStart(7, '0')}${running % 7}`);
export const arbPieces = fc.integer({ min: 1, max: 9999 });
/** A weight or volume figure of at most 7 characters with one or two decimals at most. */
export const arbFigure = fc.oneof(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99_999 }).map((tenths) => tenths / 10), fc.integer({ min: 0, max: 99_999 }).map((cents) => cents / 100));
export const arbShc = fc.oneof(fc.constantFrom('GEN', 'PER', 'PIL', 'COL', 'DGR', 'AVI', 'VAL', 'EAW', 'EAP'), arbLetters(3));
/** Free text of Cargo-IMP's characters (no `/`), trimmed, from 1 to `max` characters. */
export const arbText = (max: number) =>
  fc
    .array(fc.constantFrom(...letters, ...digits, ' ', '.', '-', '(', ')', ',', ':', '?', '+', '=', "'"), { minLength: 1, maxLength: max })
    .map((chars) => chars.join('').replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0);
/** A goods description that cannot read as a volume or a count. */
export const arbGoods = arbText(15).filter((goods) => !/^((MC|CC|CF|CI)\d+(\.\d+)?|DG\d{1,2}|T\d{1,4})$/.test(goods));

/** A consignment detail with the given shipment codes, its P/S/D total and its volume or density group. */
export const arbConsignment = (codes: readonly ('T' | 'P' | 'S' | 'D')[]) =>
  fc
    .record({
      awb: arbAwb,
      origin: arbAirport,
      destination: arbAirport,
      shipmentCode: fc.constantFrom(...codes),
      pieces: arbPieces,
      weightUnit: fc.constantFrom('K' as const, 'L' as const),
      weight: arbFigure,
      measure: fc.oneof(fc.constant(null), fc.record({ unit: fc.constantFrom('MC' as const, 'CC' as const, 'CF' as const, 'CI' as const), value: arbFigure }), fc.integer({ min: 0, max: 99 })),
      totalPieces: arbPieces,
      goods: fc.option(arbGoods, { nil: undefined }),
    })
    .map(({ measure, totalPieces, goods, ...rest }) => ({
      ...rest,
      ...(measure === null ? {} : typeof measure === 'number' ? { densityGroup: measure } : { volume: measure }),
      ...(rest.shipmentCode === 'T' ? {} : { totalPieces }),
      ...(goods === undefined ? {} : { goods }),
    }));

/** A DIM line's row. */
export const arbDimension = fc.record({
  weightUnit: fc.constantFrom('K' as const, 'L' as const),
  weight: arbFigure,
  unit: fc.constantFrom('CMT' as const, 'INH' as const),
  length: fc.integer({ min: 1, max: 9999 }),
  width: fc.integer({ min: 1, max: 9999 }),
  height: fc.integer({ min: 1, max: 9999 }),
  pieces: arbPieces,
});
