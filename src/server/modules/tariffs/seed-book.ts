import { eq, inArray } from 'drizzle-orm';
import type { Condition, DynamicConditionField, TariffConditionField } from '@shared/tariffs/conditions';
import { IATA_BREAKS } from '@shared/tariffs/rates';
import { airports, allowedRoutes, dynamicPricing, products, surcharges, taxes, tariffs } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';


// UTair's demo tariff book: on every allowed route, public general cargo rates and specific
// commodity rates for pharma, perishables and express, and the demo contracts' own fares from
// their sale origin points, for every half-year from 2024 (about 5,800 rows, so lists and the price
// engine run at a real size). Rates grow with the great-circle distance and by 4% a half-year;
// breaks follow IATA's 45/100/300/500/1000 kg at falling shares of the normal rate.

/** Each break's share of the normal rate, in per cent. */
const BREAK_SHARES: Record<(typeof IATA_BREAKS)[number], number> = { 45: 90, 100: 80, 300: 72, 500: 65, 1000: 58 };
/** Specific commodity rates: the product and its share of the general rate, in per cent. */
const SPECIFIC = [
  { product: 'PIL', share: 135 },
  { product: 'PER', share: 120 },
  { product: 'XPS', share: 160 },
] as const;
const FIRST_YEAR = 2024;
const HALF_YEARS = 7;

const rubles = (amount: number): number => Math.round(amount) * 100;

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

interface Period {
  begin: string;
  finish: string | null;
  growth: number;
  order: string;
}

function periods(): Period[] {
  return Array.from({ length: HALF_YEARS }, (_, index) => {
    const year = FIRST_YEAR + Math.floor(index / 2);
    const first = index % 2 === 0;
    return {
      begin: `${year}-${first ? '01-01' : '07-01'}`,
      // The latest tariffs stay until a new order withdraws them.
      finish: index === HALF_YEARS - 1 ? null : `${year}-${first ? '06-30' : '12-31'}`,
      growth: 100 + 4 * index,
      order: `Приказ № ${String(index + 11).padStart(2, '0')}-Т от ${first ? '15.12' : '15.06'}.${first ? year - 1 : year}`,
    };
  });
}

export async function seedTariffBook(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const airlineId = ctx.need('airline').id;
  const contracts = ctx.need('contracts');
  const routes = await db.select().from(allowedRoutes).where(eq(allowedRoutes.airlineId, airlineId));
  const points = [...new Set(routes.flatMap((route) => [route.departure, route.arrival]))];
  const places = new Map((await db.select({ code: airports.code, latitude: airports.latitude, longitude: airports.longitude }).from(airports).where(inArray(airports.code, points))).map((one) => [one.code, one]));
  // The contracts' own fares from where they sell (parties' seed: their sale origin points), a few per cent below the public ones.
  const contractFares = [
    { id: contracts.agent, from: new Set(['TJM', 'SGC', 'HMA', 'NJC']), share: 92 },
    { id: contracts.shipper, from: new Set(['SLY', 'NUX']), share: 95 },
    { id: contracts.otherAgent, from: new Set(['VKO', 'LED']), share: 93 },
  ];

  const rows: (typeof tariffs.$inferInsert)[] = [];
  for (const route of routes) {
    const from = places.get(route.departure);
    const to = places.get(route.arrival);
    const km = from && to ? distanceKm(from, to) : 1500;
    for (const period of periods()) {
      const normal = (20 + km * 0.035) * (period.growth / 100);
      const tariff = (share: number, extra: Partial<typeof tariffs.$inferInsert>): typeof tariffs.$inferInsert => ({
        airlineId,
        departure: route.departure,
        arrival: route.arrival,
        transfer: route.transfers,
        direct: route.direct && route.transfers.length === 0,
        begin: period.begin,
        finish: period.finish,
        reasonStart: period.order,
        basis: 'GCR',
        currency: 'RUB',
        measure: 'kg',
        minValue: rubles((1500 + km * 0.4) * (period.growth / 100)),
        normal: rubles((normal * share) / 100),
        breaks: IATA_BREAKS.map((weight) => ({ weight, rate: rubles((normal * share * BREAK_SHARES[weight]) / 10_000) })),
        vat: false,
        region: 'ВВЛ',
        source: 'file',
        ...extra,
      });
      rows.push(tariff(100, {}));
      for (const specific of SPECIFIC) {
        const conditions: Condition<TariffConditionField> = { op: 'eq', field: 'product', value: specific.product };
        rows.push(tariff(specific.share, { basis: 'SCR', conditions }));
      }
      for (const fare of contractFares) {
        if (fare.from.has(route.departure)) rows.push(tariff(fare.share, { contracts: [fare.id], source: 'manual' }));
      }
    }
  }
  for (let start = 0; start < rows.length; start += 1000) await db.insert(tariffs).values(rows.slice(start, start + 1000));

  const productIds = new Map((await db.select({ id: products.id, code: products.code }).from(products).where(eq(products.airlineId, airlineId))).map((one) => [one.code, one.id]));
  const since = `${FIRST_YEAR}-01-01`;
  await db.insert(surcharges).values([
    { airlineId, code: 'MY', entitlement: 'C', nameRu: 'Топливный сбор', nameEn: 'Fuel surcharge', method: 'perKg', rate: 1250, minimum: 15_000, currency: 'RUB', validFrom: since, region: 'any' },
    { airlineId, code: 'SC', entitlement: 'C', nameRu: 'Сбор за авиационную безопасность', nameEn: 'Security surcharge', method: 'perKg', rate: 300, minimum: 10_000, currency: 'RUB', validFrom: since, region: 'any' },
    { airlineId, code: 'AW', entitlement: 'C', nameRu: 'Оформление авианакладной', nameEn: 'AWB fee', method: 'perShipment', rate: 35_000, currency: 'RUB', validFrom: since, region: 'any' },
    { airlineId, code: 'RA', entitlement: 'C', nameRu: 'Перевозка опасных грузов', nameEn: 'Dangerous goods', method: 'perShipment', rate: 350_000, currency: 'RUB', validFrom: since, shc: ['DGR', 'ICE', 'ELI', 'ELM'], region: 'any' },
    { airlineId, code: 'LA', entitlement: 'C', nameRu: 'Перевозка живых животных', nameEn: 'Live animals', method: 'perShipment', rate: 250_000, currency: 'RUB', validFrom: since, shc: ['AVI'], region: 'any' },
    { airlineId, code: 'MB', entitlement: 'C', nameRu: 'Скоропортящиеся грузы', nameEn: 'Perishables handling', method: 'perKg', rate: 450, minimum: 50_000, currency: 'RUB', validFrom: since, shc: ['PER', 'PES', 'PEM', 'EAT'], region: 'any' },
    { airlineId, code: 'MC', entitlement: 'C', nameRu: 'Ценный груз', nameEn: 'Valuable cargo', method: 'percent', percent: 50, minimum: 300_000, currency: 'RUB', validFrom: since, shc: ['VAL'], region: 'any' },
    { airlineId, code: 'MD', entitlement: 'C', nameRu: 'Тяжеловесный груз', nameEn: 'Heavy cargo', method: 'perKg', rate: 600, minimum: 100_000, currency: 'RUB', validFrom: since, shc: ['HEA', 'BIG'], region: 'any' },
    {
      airlineId,
      code: 'MA',
      entitlement: 'A',
      nameRu: 'Агентский сбор за экспресс',
      nameEn: 'Express agent fee',
      method: 'perShipment',
      rate: 50_000,
      currency: 'RUB',
      validFrom: since,
      products: [productIds.get('XPS')].filter((id): id is number => id !== undefined),
      region: 'any',
    },
  ]);
  // Services a client orders with a shipment (never added to prices): storage at the destination's
  // temporary storage warehouse per kg and day, delivery to the consignee, documents, special handling.
  await db.insert(surcharges).values([
    { airlineId, code: 'SR', entitlement: 'C', service: true, nameRu: 'Хранение на СВХ сверх бесплатного срока, сутки', nameEn: 'Storage at the warehouse beyond the free period, per day', method: 'perKg', rate: 250, minimum: 30_000, currency: 'RUB', validFrom: since, region: 'any' },
    { airlineId, code: 'SD', entitlement: 'C', service: true, nameRu: 'Доставка груза получателю', nameEn: 'Delivery to the consignee', method: 'perShipment', rate: 450_000, currency: 'RUB', validFrom: since, region: 'any' },
    { airlineId, code: 'DB', entitlement: 'C', service: true, nameRu: 'Оформление сопроводительных документов', nameEn: 'Accompanying documents', method: 'perShipment', rate: 120_000, currency: 'RUB', validFrom: since, region: 'any' },
    { airlineId, code: 'UH', entitlement: 'C', service: true, nameRu: 'Специальная обработка (упаковка, маркировка)', nameEn: 'Special handling (packing, marking)', method: 'perKg', rate: 800, minimum: 80_000, currency: 'RUB', validFrom: since, region: 'any' },
  ]);
  await db.insert(taxes).values([
    { airlineId, code: 'VAT', nameRu: 'НДС', nameEn: 'VAT', description: 'НДС 20% на внутренние перевозки (НК РФ, ст. 164)', entitlement: 'C', method: 'percent', rate: 20, base: 'total', validFrom: '2019-01-01', validTo: '2025-12-31', region: 'ВВЛ' },
    { airlineId, code: 'VAT', nameRu: 'НДС', nameEn: 'VAT', description: 'НДС 22% на внутренние перевозки с 1 января 2026 года', entitlement: 'C', method: 'percent', rate: 22, base: 'total', validFrom: '2026-01-01', region: 'ВВЛ' },
    { airlineId, code: 'VAT', nameRu: 'НДС', nameEn: 'VAT', description: 'Международные перевозки облагаются по ставке 0% (НК РФ, ст. 164, п. 1, пп. 4)', entitlement: 'C', method: 'percent', rate: 0, base: 'total', validFrom: '2019-01-01', region: 'МВЛ' },
  ]);
  const weekend: Condition<DynamicConditionField> = { op: 'between', field: 'dayOfWeek', value: [6, 7] };
  await db.insert(dynamicPricing).values([
    { airlineId, name: 'Высокая загрузка рейса', priority: 300, validFrom: since, method: 'percent', percent: 15, conditions: { op: 'or', items: [{ op: 'gt', field: 'weightLoad', value: 80 }, { op: 'gt', field: 'volumeLoad', value: 85 }] } },
    { airlineId, name: 'Низкая загрузка рейса', priority: 200, validFrom: since, method: 'percent', percent: -10, floorPerKg: 2500, currency: 'RUB', conditions: { op: 'lt', field: 'weightLoad', value: 30 } },
    { airlineId, name: 'Выходные дни', priority: 100, validFrom: since, method: 'percent', percent: -5, conditions: weekend },
    { airlineId, name: 'Крупные отправки от 1000 кг', priority: 50, validFrom: since, method: 'perKg', amountPerKg: -300, floorPerKg: 2000, currency: 'RUB', conditions: { op: 'gte', field: 'weight', value: 1000 } },
    { airlineId, name: 'Опасные грузы: надбавка', priority: 40, validFrom: since, method: 'percent', percent: 10, capPerKg: 50_000, currency: 'RUB', conditions: { op: 'eq', field: 'shc', value: 'DGR' } },
  ]);
}
