import { serialFromRunningNumber } from '@shared/awb';
import type { AwbStatus, MovementStatus } from '@shared/constants';
import type { Participant, Participants } from '@shared/shipments/participants';
import { movements, shipments } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';
import { DEMO_AWB_FIRST_RUNNING_NUMBER, DEMO_AWB_PREFIX, DEMO_AWB_STEP, DEMO_SHIPMENT_SPLIT } from '../../db/seed/demo-facts';
import { seededRandom, type SeededRandom } from '../../db/seed/random';

// Demo shipments on UTair's network: real airports, direct or through the Tyumen, Surgut or
// Moscow hubs, each moved as far along the FSU chain as its age allows.

const ROUTES: readonly (readonly string[])[] = [
  ['SGC', 'TJM', 'VKO'],
  ['TJM', 'VKO'],
  ['VKO', 'SGC'],
  ['HMA', 'TJM', 'LED'],
  ['NUX', 'TJM', 'VKO'],
  ['SLY', 'TJM'],
  ['VKO', 'TJM', 'NJC'],
  ['SGC', 'VKO'],
  ['TJM', 'SGC', 'NUX'],
  ['VKO', 'AER'],
  ['LED', 'VKO', 'SGC'],
  ['TJM', 'KZN'],
  ['UFA', 'VKO', 'HMA'],
  ['SVX', 'SGC'],
  ['VKO', 'MRV'],
];

const CARGO = [
  { name: 'Рыба свежая охлаждённая', shc: ['PES', 'PER'] },
  { name: 'Лекарственные средства', shc: ['PIL', 'CRT'] },
  { name: 'Запчасти нефтепромыслового оборудования', shc: ['HEA'] },
  { name: 'Сборный генеральный груз', shc: [] },
  { name: 'Электроника', shc: [] },
  { name: 'Документы', shc: ['XPS'] },
  { name: 'Живые цветы', shc: ['PER', 'COL'] },
  { name: 'Одежда и текстиль', shc: [] },
  { name: 'Оленина мороженая', shc: ['PEM', 'PER'] },
  { name: 'Почта', shc: ['MAL'] },
] as const;

/** Shippers and consignees the demo's waybills name, taken in turn (no draw: the other data stays as it was). */
const SHIPPERS: readonly Participant[] = [
  { name: 'ООО «Сибирь Трейд»', address: 'ул. Республики, 142', city: 'Тюмень', country: 'RU', postalCode: '625000', phone: '+7 3452 55-01-02' },
  { name: 'АО «Сургутнефтесервис»', address: 'ул. Энергетиков, 4', city: 'Сургут', country: 'RU', postalCode: '628400', phone: '+7 3462 77-20-10' },
  { name: 'ООО «Ямал Фиш»', address: 'ул. Ленина, 9', city: 'Салехард', country: 'RU', postalCode: '629008', phone: '+7 34922 4-11-20' },
  { name: 'ООО «Фарма Логистик»', address: 'Варшавское ш., 125', city: 'Москва', country: 'RU', postalCode: '117587', phone: '+7 495 120-44-00' },
];
const CONSIGNEES: readonly Participant[] = [
  { name: 'АО «Башкирская Логистика»', address: 'ул. Ленина, 5', city: 'Уфа', country: 'RU', postalCode: '450077', phone: '+7 347 200-10-10' },
  { name: 'ООО «Северный Завоз»', address: 'ул. Мира, 17', city: 'Новый Уренгой', country: 'RU', postalCode: '629300', phone: '+7 3494 22-33-44' },
  { name: 'ООО «Невский Терминал»', address: 'Пулковское ш., 41', city: 'Санкт-Петербург', country: 'RU', postalCode: '196140', phone: '+7 812 600-70-70' },
  { name: 'ИП Галиев Р. Р.', address: 'ул. Баумана, 30', city: 'Казань', country: 'RU', postalCode: '420111', phone: '+7 843 290-12-12' },
  { name: 'ООО «Кавказ Фрут»', address: 'ул. Гагарина, 3', city: 'Сочи', country: 'RU', postalCode: '354000', phone: '+7 862 255-00-11' },
];

export interface PlannedMovement {
  occurredAt: Date;
  status: MovementStatus;
  flight: string | null;
  place: string;
}

export interface PlannedShipment {
  awbPrefix: string;
  awbSerial: string;
  origin: string;
  destination: string;
  route: string[];
  status: AwbStatus;
  pieces: number;
  weight: number;
  volume: number;
  chargeableWeight: number;
  shc: string[];
  cargoName: string;
  createdAt: Date;
  issuedAt: Date | null;
  confirmedAt: Date | null;
  acceptedAt: Date | null;
  measuredPieces: number | null;
  measuredWeight: number | null;
  measuredVolume: number | null;
  participants: Participants;
  movements: PlannedMovement[];
}

const HOUR = 3_600_000;

/** Chargeable weight: the greater of gross and volumetric (1 m³ = 166.67 kg), up to the next 0.5 kg. */
const chargeable = (weight: number, volume: number): number => Math.ceil(Math.max(weight, (volume * 1_000_000) / 6000) * 2) / 2;

function movementsFor(route: readonly string[], start: Date, now: Date, random: SeededRandom, complete: boolean): PlannedMovement[] {
  const result: PlannedMovement[] = [];
  let at = start.getTime();
  const push = (status: MovementStatus, place: string, flight: string | null, hoursLater: number): boolean => {
    at += hoursLater * HOUR;
    if (at > now.getTime()) return false;
    result.push({ occurredAt: new Date(at), status, flight, place });
    return true;
  };
  const origin = route[0] ?? '';
  if (!push('RCS', origin, null, 1)) return result;
  for (let leg = 0; leg < route.length - 1; leg += 1) {
    const from = route[leg] ?? '';
    const to = route[leg + 1] ?? '';
    const flight = `UT${random.int(100, 599)}`;
    if (!push('MAN', from, flight, random.int(4, 10))) return result;
    if (!push('DEP', from, flight, random.int(1, 2))) return result;
    if (!push('ARR', to, flight, random.int(2, 4))) return result;
    if (!push('RCF', to, flight, 1)) return result;
  }
  const destination = route[route.length - 1] ?? '';
  if (!push('NFD', destination, null, random.int(1, 3))) return result;
  if (complete) push('DLV', destination, null, random.int(3, 20));
  return result;
}

/**
 * Shipments the demo always shows, by running index: the very first is delivered through a
 * transfer point (the landing page's tracking example); the second flies to Yerevan a day ago (the
 * international leg whose customs' preliminary informing the flight page keeps).
 */
const FIXED: Record<number, { route: string[]; cargo: (typeof CARGO)[number]; ageHours: number; complete: boolean }> = {
  0: { route: ['SGC', 'TJM', 'VKO'], cargo: CARGO[0], ageHours: 24 * 9, complete: true },
  1: { route: ['VKO', 'EVN'], cargo: CARGO[4], ageHours: 30, complete: false },
};

/** `count` shipments from running index `firstIndex`, created within the last month. */
export function planShipments(firstIndex: number, count: number, now: Date, random: SeededRandom): PlannedShipment[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = firstIndex + offset;
    const fixed = FIXED[index];
    const route = fixed ? [...fixed.route] : [...random.pick(ROUTES)];
    const cargo = fixed ? fixed.cargo : random.pick(CARGO);
    const ageHours = fixed ? fixed.ageHours : random.int(6, 24 * 30);
    const createdAt = new Date(now.getTime() - ageHours * HOUR);
    const pieces = random.int(1, 40);
    const weight = Math.round((pieces * random.int(8, 60) + random.next()) * 10) / 10;
    const volume = Math.round(pieces * (0.02 + random.next() * 0.2) * 1000) / 1000;
    // A fifth of the recent ones are booked only: no AWB issued yet, nothing handed over.
    const bookedOnly = !fixed && ageHours < 24 * 4 && random.next() < 0.4;
    const moves = bookedOnly ? [] : movementsFor(route, new Date(createdAt.getTime() + 2 * HOUR), now, random, fixed ? fixed.complete : random.next() < 0.8);
    const issuedAt = bookedOnly ? null : new Date(createdAt.getTime() + HOUR);
    const accepted = moves[0];
    return {
      awbPrefix: DEMO_AWB_PREFIX,
      awbSerial: serialFromRunningNumber(DEMO_AWB_FIRST_RUNNING_NUMBER + index * DEMO_AWB_STEP),
      origin: route[0] ?? '',
      destination: route[route.length - 1] ?? '',
      route,
      status: bookedOnly ? 'not_issued' : accepted ? 'accepted' : 'issued',
      pieces,
      weight,
      volume,
      chargeableWeight: chargeable(weight, volume),
      shc: [...cargo.shc],
      cargoName: cargo.name,
      createdAt,
      issuedAt,
      // The airline confirmed what the terminal accepted, an hour after the issue; accepted as booked.
      confirmedAt: accepted && issuedAt ? new Date(issuedAt.getTime() + HOUR) : null,
      acceptedAt: accepted?.occurredAt ?? null,
      measuredPieces: accepted ? pieces : null,
      measuredWeight: accepted ? weight : null,
      measuredVolume: accepted ? volume : null,
      participants: { shipper: SHIPPERS[index % SHIPPERS.length]!, consignee: CONSIGNEES[index % CONSIGNEES.length]!, expeditor: null, notify: null },
      movements: moves,
    };
  });
}

/** A month of the demo clients' shipments with their movements, the same on every fresh database. */
export async function seedShipments(ctx: DemoSeedContext): Promise<void> {
  const { db, now } = ctx;
  const airlineId = ctx.need('airline').id;
  const company = ctx.need('contractors');
  const contract = ctx.need('contracts');
  const random = seededRandom(298);
  const owners = [
    { contractorId: company.agent, contractId: contract.agent, count: DEMO_SHIPMENT_SPLIT.agent },
    { contractorId: company.shipper, contractId: contract.shipper, count: DEMO_SHIPMENT_SPLIT.shipper },
    { contractorId: company.otherAgent, contractId: contract.otherAgent, count: DEMO_SHIPMENT_SPLIT.otherAgent },
  ];
  let index = 0;
  for (const owner of owners) {
    for (const planned of planShipments(index, owner.count, now, random)) {
      const { movements: moves, ...fields } = planned;
      const [row] = await db
        .insert(shipments)
        .values({ ...fields, airlineId, contractorId: owner.contractorId, contractId: owner.contractId })
        .returning({ id: shipments.id });
      if (!row) throw new Error('shipment not inserted');
      if (moves.length) {
        await db.insert(movements).values(moves.map((m) => ({ ...m, shipmentId: row.id, pieces: fields.pieces, weight: fields.weight, volume: fields.volume })));
      }
    }
    index += owner.count;
  }
}
