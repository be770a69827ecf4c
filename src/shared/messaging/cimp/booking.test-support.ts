import fc from 'fast-check';
import { arbAirport, arbConsignment, arbDayMonth, arbDigits, arbFlightNumber, arbLetters, arbShc, arbText } from './arbitraries.test-support';
import type { BookedConsignment } from './ffr';

// Arbitraries of what FFR and FFA share (the consignment, legs, SSR/OSI, REF) and of FFR's own
// lines: only values their schemas admit.

const alphanumeric = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('')), { minLength: min, maxLength: max }).map((chars) => chars.join(''));

/**
 * A booked consignment, T or P. Goods starting like a volume code (MC, CC, CF, CI) are left out:
 * consignment.ts reads them as a volume (reported with the codec's core).
 */
export const arbBookedConsignment = arbConsignment(['T', 'P']).filter((item) => !/^(MC|CC|CF|CI)/.test(item.goods ?? '')) as fc.Arbitrary<BookedConsignment>;

export const arbShcList = fc.array(arbShc, { maxLength: 9 });

/** The carriers readFlight reads back: two characters, or three letters. */
const arbLegCarrier = fc.oneof(fc.constantFrom('UT', 'SU', 'S7', 'U6', '5N'), arbLetters(2), arbLetters(3));

export const arbLeg = fc
  .record({ carrier: arbLegCarrier, number: arbFlightNumber, date: arbDayMonth, departure: arbAirport, arrival: arbAirport })
  .filter((leg) => leg.departure !== leg.arrival);

export const arbRemarks = fc.array(arbText(65), { maxLength: 3 });

export const arbReference = fc
  .record(
    {
      office: fc.tuple(arbAirport, alphanumeric(4, 4)).map(([airport, rest]) => `${airport}${rest}`),
      fileReference: fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-'.split('')), { minLength: 1, maxLength: 15 }).map((chars) => chars.join('')),
      participant: fc.record({ identifier: fc.oneof(fc.constantFrom('AGT', 'FFW', 'AIR'), arbLetters(3)), code: alphanumeric(1, 17), airport: arbAirport }),
    },
    { requiredKeys: [] },
  )
  .filter((ref) => ref.office !== undefined || ref.fileReference !== undefined);

/** DIM rows as manifests have them (one arbitrary for every message's dimensions). */
export { arbDimension } from './arbitraries.test-support';

export const arbCustomer = fc.record(
  { account: alphanumeric(1, 14), iataCode: arbDigits(7), cassAddress: arbDigits(4), name: arbText(35), place: arbText(17) },
  { requiredKeys: ['iataCode', 'name', 'place'] },
);
