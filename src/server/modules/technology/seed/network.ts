import type { Database } from '../../../db/client';
import { allowedRoutes, handlers } from '../../../db/schema';

// UTair's network: its terminals and the routes between them, directly and through its hubs
// (Tyumen, Surgut, Moscow Vnukovo).

export const NETWORK = ['TJM', 'SGC', 'VKO', 'HMA', 'NJC', 'NUX', 'SLY', 'LED', 'KZN', 'AER', 'UFA', 'SVX', 'MRV', 'KRR'] as const;
export const HUBS = new Set(['TJM', 'SGC', 'VKO']);

const TERMINAL_NAMES: Record<string, string> = {
  TJM: 'Грузовой терминал Рощино',
  SGC: 'ЮТэйр-Карго Сургут',
  VKO: 'Внуково-Карго',
  HMA: 'Аэровокзал Ханты-Мансийск',
  NJC: 'Грузовой склад Нижневартовск',
  NUX: 'Грузовой склад Новый Уренгой',
  SLY: 'Грузовой склад Салехард',
  LED: 'Грузовой терминал Пулково',
  KZN: 'Грузовой терминал Казань',
  AER: 'Грузовой терминал Сочи',
  UFA: 'Грузовой терминал Уфа',
  SVX: 'Грузовой терминал Кольцово',
  MRV: 'Грузовой склад Минеральные Воды',
  KRR: 'Грузовой терминал Пашковский',
};

export async function seedNetwork(db: Database, airlineId: number): Promise<void> {
  await db.insert(handlers).values(
    NETWORK.map((airport) => ({
      airlineId,
      airport,
      name: TERMINAL_NAMES[airport] ?? `Грузовой терминал ${airport}`,
      latMinutes: HUBS.has(airport) ? 180 : 120,
      minDomesticTransferMinutes: HUBS.has(airport) ? 90 : 120,
      minInternationalTransferMinutes: HUBS.has(airport) ? 150 : 240,
      maxTransferMinutes: HUBS.has(airport) ? 1440 : 720,
      acceptsCargo: true,
      transfer: HUBS.has(airport),
      ffm: true,
      fsu: HUBS.has(airport) || airport === 'LED',
    })),
  );
  const routes: (typeof allowedRoutes.$inferInsert)[] = [];
  for (const departure of NETWORK) {
    for (const arrival of NETWORK) {
      if (departure === arrival) continue;
      const direct = HUBS.has(departure) || HUBS.has(arrival);
      const transfers = direct ? [] : [departure === 'LED' || arrival === 'LED' ? 'VKO' : 'TJM'];
      routes.push({ airlineId, departure, arrival, transfers, direct });
    }
  }
  await db.insert(allowedRoutes).values(routes);
}
