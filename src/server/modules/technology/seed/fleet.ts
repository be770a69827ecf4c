import type { TrunkMatrix } from '@shared/technology/trunk-matrix';
import type { Database } from '../../../db/client';
import { capacities } from '../../../db/schema';

// UTair's fleet as the capacity handbook knows it: one row per aircraft type, and rows for the
// tails whose cabin or holds differ from their type's. Figures are the types' published lower-deck
// values, rounded; the door matrices follow each type's hold door.

interface Door {
  /** Door opening, cm. */
  height: number;
  width: number;
  /** Longest piece through the door, cm, for a thin one; thicker pieces are shorter. */
  longest: number;
}

/**
 * A door loading chart: heights and widths at the given steps up to the door, each cell the longest
 * piece of that section that turns through the door into the hold, rounded to 5 cm.
 */
export function doorMatrix(door: Door, heights: readonly number[], widths: readonly number[]): TrunkMatrix {
  const lengths = heights.map((h) =>
    widths.map((w) => {
      if (h > door.height || w > door.width) return null;
      const length = door.longest * (1 - 0.55 * (h / door.height)) * (1 - 0.45 * (w / door.width));
      return Math.max(Math.round(length / 5) * 5, w);
    }),
  );
  return { heights: [...heights], widths: [...widths], lengths };
}

const B738_DOOR = { height: 84, width: 122, longest: 540 };
const B735_DOOR = { height: 81, width: 122, longest: 430 };
const ATR_DOOR = { height: 140, width: 125, longest: 300 };
const L410_DOOR = { height: 120, width: 125, longest: 260 };
const MI8_DOOR = { height: 140, width: 230, longest: 530 };
const B763_DOOR = { height: 175, width: 178, longest: 1200 };

interface FleetType {
  aircraftType: string;
  seats: number;
  mtow: number;
  defaultPayload: number;
  payloadVolume: number;
  trunkMaxHeight: number;
  trunkLength: number;
  trunkWidth: number;
  trunkVolume: number;
  trunkWeight: number;
  maxCargoVolume: number | null;
  maxCargoWeight: number | null;
  matrix: TrunkMatrix;
}

const TYPES: FleetType[] = [
  {
    aircraftType: '738',
    seats: 186,
    mtow: 79_010,
    defaultPayload: 19_500,
    payloadVolume: 45.1,
    trunkMaxHeight: 114,
    trunkLength: 1_080,
    trunkWidth: 350,
    trunkVolume: 45.1,
    trunkWeight: 8_190,
    maxCargoVolume: 30,
    maxCargoWeight: 5_000,
    matrix: doorMatrix(B738_DOOR, [20, 30, 40, 50, 60, 70, 80, 90], [20, 40, 60, 80, 100, 120, 140]),
  },
  {
    aircraftType: '7M8',
    seats: 186,
    mtow: 82_190,
    defaultPayload: 20_000,
    payloadVolume: 44,
    trunkMaxHeight: 114,
    trunkLength: 1_080,
    trunkWidth: 350,
    trunkVolume: 44,
    trunkWeight: 8_190,
    maxCargoVolume: 30,
    maxCargoWeight: 5_000,
    matrix: doorMatrix(B738_DOOR, [20, 30, 40, 50, 60, 70, 80, 90], [20, 40, 60, 80, 100, 120, 140]),
  },
  {
    aircraftType: '735',
    seats: 114,
    mtow: 60_550,
    defaultPayload: 13_500,
    payloadVolume: 23.3,
    trunkMaxHeight: 110,
    trunkLength: 760,
    trunkWidth: 340,
    trunkVolume: 23.3,
    trunkWeight: 5_270,
    maxCargoVolume: 15,
    maxCargoWeight: 3_000,
    matrix: doorMatrix(B735_DOOR, [20, 40, 60, 80, 100], [20, 40, 60, 80, 100, 120]),
  },
  {
    aircraftType: '734',
    seats: 150,
    mtow: 68_040,
    defaultPayload: 16_000,
    payloadVolume: 38.9,
    trunkMaxHeight: 112,
    trunkLength: 980,
    trunkWidth: 345,
    trunkVolume: 38.9,
    trunkWeight: 7_100,
    maxCargoVolume: 25,
    maxCargoWeight: 4_200,
    matrix: doorMatrix(B735_DOOR, [20, 40, 60, 80, 100], [20, 40, 60, 80, 100, 120]),
  },
  {
    aircraftType: 'AT7',
    seats: 68,
    mtow: 22_800,
    defaultPayload: 7_000,
    payloadVolume: 10.6,
    trunkMaxHeight: 170,
    trunkLength: 330,
    trunkWidth: 250,
    trunkVolume: 10.6,
    trunkWeight: 1_850,
    maxCargoVolume: 8,
    maxCargoWeight: 1_200,
    matrix: doorMatrix(ATR_DOOR, [20, 40, 60, 80, 100, 120, 140], [20, 40, 60, 80, 100, 120]),
  },
  {
    aircraftType: 'L4T',
    seats: 17,
    mtow: 6_600,
    defaultPayload: 1_600,
    payloadVolume: 3.2,
    trunkMaxHeight: 140,
    trunkLength: 280,
    trunkWidth: 150,
    trunkVolume: 3.2,
    trunkWeight: 400,
    maxCargoVolume: null,
    maxCargoWeight: null,
    matrix: doorMatrix(L410_DOOR, [20, 40, 60, 80, 100, 120], [20, 40, 60, 80, 100, 120]),
  },
  {
    aircraftType: 'MIH',
    seats: 24,
    mtow: 13_000,
    defaultPayload: 3_500,
    payloadVolume: 23,
    trunkMaxHeight: 180,
    trunkLength: 530,
    trunkWidth: 230,
    trunkVolume: 23,
    trunkWeight: 4_000,
    maxCargoVolume: null,
    maxCargoWeight: 3_000,
    matrix: doorMatrix(MI8_DOOR, [40, 80, 120, 140], [40, 80, 120, 160, 200]),
  },
  {
    aircraftType: '763',
    seats: 254,
    mtow: 186_880,
    defaultPayload: 40_000,
    payloadVolume: 114,
    trunkMaxHeight: 170,
    trunkLength: 1_600,
    trunkWidth: 420,
    trunkVolume: 114,
    trunkWeight: 30_000,
    maxCargoVolume: 80,
    maxCargoWeight: 20_000,
    matrix: doorMatrix(B763_DOOR, [20, 40, 60, 80, 100, 120, 140, 160], [20, 40, 60, 80, 100, 120, 140, 160]),
  },
];

/** Tails that differ from their type: fewer seats (a business cabin) or a closed hold compartment. */
const TAILS: { aircraftType: string; registrations: string[]; seats: number; trunkFactor?: number }[] = [
  { aircraftType: '738', registrations: ['VQ-BJE', 'VQ-BJF'], seats: 174 },
  { aircraftType: '738', registrations: ['VQ-BJG', 'VQ-BJH', 'VQ-BJI'], seats: 174 },
  { aircraftType: '738', registrations: ['VQ-BQO', 'VQ-BQP'], seats: 189 },
  { aircraftType: '738', registrations: ['VQ-BQQ'], seats: 189 },
  { aircraftType: '738', registrations: ['VQ-BXS', 'VQ-BXT'], seats: 186, trunkFactor: 0.8 },
  { aircraftType: '735', registrations: ['VP-BYI', 'VP-BYJ'], seats: 120 },
  { aircraftType: '735', registrations: ['VP-BYK'], seats: 108 },
  { aircraftType: '735', registrations: ['VQ-BPN', 'VQ-BPO', 'VQ-BPP'], seats: 120 },
  { aircraftType: '735', registrations: ['VQ-BHX'], seats: 114, trunkFactor: 0.85 },
  { aircraftType: '734', registrations: ['VQ-BIH', 'VQ-BII'], seats: 168 },
  { aircraftType: 'AT7', registrations: ['VP-BLH', 'VP-BLI'], seats: 70 },
  { aircraftType: 'AT7', registrations: ['VP-BLJ', 'VP-BLK', 'VP-BLL'], seats: 72 },
  { aircraftType: 'AT7', registrations: ['VP-BLM'], seats: 64, trunkFactor: 0.75 },
  { aircraftType: 'L4T', registrations: ['RA-67214', 'RA-67225'], seats: 19 },
  { aircraftType: 'MIH', registrations: ['RA-25401', 'RA-25402', 'RA-25403'], seats: 20 },
  { aircraftType: 'MIH', registrations: ['RA-27132'], seats: 26 },
  { aircraftType: '763', registrations: ['VP-BAG'], seats: 264 },
];

const OVERLOAD = ['#d13438', '#c50f1f', '#e81123', '#da3b01'];
const UNDERLOAD = ['#0078d4', '#107c10', '#498205', '#0099bc'];

export async function seedFleet(db: Database, airlineId: number): Promise<void> {
  const rows: (typeof capacities.$inferInsert)[] = TYPES.map((type, index) => ({
    airlineId,
    ...type,
    registrations: [],
    overloadColor: OVERLOAD[index % OVERLOAD.length]!,
    underloadColor: UNDERLOAD[index % UNDERLOAD.length]!,
  }));
  TAILS.forEach((tail, index) => {
    const type = TYPES.find((one) => one.aircraftType === tail.aircraftType)!;
    const factor = tail.trunkFactor ?? 1;
    const round = (value: number, digits: number) => Number(value.toFixed(digits));
    rows.push({
      airlineId,
      ...type,
      registrations: tail.registrations,
      seats: tail.seats,
      trunkVolume: round(type.trunkVolume * factor, 1),
      trunkWeight: round(type.trunkWeight * factor, 0),
      payloadVolume: round(type.payloadVolume * factor, 1),
      maxCargoVolume: type.maxCargoVolume === null ? null : round(Math.min(type.maxCargoVolume, type.trunkVolume * factor), 1),
      maxCargoWeight: type.maxCargoWeight === null ? null : round(Math.min(type.maxCargoWeight, type.trunkWeight * factor), 0),
      overloadColor: OVERLOAD[(index + 1) % OVERLOAD.length]!,
      underloadColor: UNDERLOAD[(index + 2) % UNDERLOAD.length]!,
    });
  });
  await db.insert(capacities).values(rows);
}

/** The fleet's types and seats, for the norms and limits that refer to them. */
export const FLEET_SEATS: Readonly<Record<string, number>> = Object.fromEntries(TYPES.map((type) => [type.aircraftType, type.seats]));
export const FLEET_MTOW: Readonly<Record<string, number>> = Object.fromEntries(TYPES.map((type) => [type.aircraftType, type.mtow]));
export const FLEET_REGISTRATIONS: Readonly<Record<string, readonly string[]>> = TAILS.reduce<Record<string, string[]>>((all, tail) => {
  (all[tail.aircraftType] ??= []).push(...tail.registrations);
  return all;
}, {});
