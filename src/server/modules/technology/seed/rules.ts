import type { Database } from '../../../db/client';
import { bookingRules } from '../../../db/schema';

// UTair's booking rules: what is accepted at once, what waits for the cargo department, what is
// refused. Priority 1 decides first; a rule's empty conditions match any booking.

type Rule = Omit<typeof bookingRules.$inferInsert, 'airlineId'>;

const RULES: Rule[] = [
  { priority: 1, name: 'Только грузовые ВС (CAO): на пассажирские рейсы не принимается', shc: ['CAO'], result: 'UU' },
  { priority: 2, name: 'Радиоактивные материалы: отказ', shc: ['RRY'], result: 'UU' },
  { priority: 3, name: 'Свыше 120% свободного веса: отказ', minWeightPercent: 120, result: 'UU' },
  { priority: 4, name: 'Свыше 120% свободного объёма: отказ', minVolumePercent: 120, result: 'UU' },
  { priority: 5, name: 'Живые животные на ATR 72: отказ (нет обогреваемого отсека)', shc: ['AVI'], aircraftType: 'AT7', result: 'UU' },
  { priority: 6, name: 'Негабаритный груз на ATR 72: отказ', shc: ['BIG'], aircraftType: 'AT7', result: 'UU' },
  { priority: 7, name: 'Тяжеловесные места на L-410: отказ', shc: ['HEA'], aircraftType: 'L4T', result: 'UU' },
  { priority: 10, name: 'Опасные грузы: проверка специалистом по ОГ', shc: ['DGR'], result: 'HN' },
  { priority: 11, name: 'Литиевые батареи без оборудования: проверка', shc: ['RLI', 'RLM'], result: 'HN' },
  { priority: 12, name: 'Легковоспламеняющиеся жидкости: проверка', shc: ['RFL'], result: 'HN' },
  { priority: 13, name: 'Сухой лёд: проверка по лимиту отсека', shc: ['ICE'], result: 'HN' },
  { priority: 14, name: 'Ценный груз: организуется сопровождение охраны', shc: ['VAL'], result: 'HN' },
  { priority: 15, name: 'Груз 200: подтверждает станция', shc: ['HUM'], result: 'HN' },
  { priority: 16, name: 'Живые животные: подтверждает станция', shc: ['AVI'], result: 'HN' },
  { priority: 20, name: 'Свыше 80% свободного веса: лист ожидания', minWeightPercent: 80, maxWeightPercent: 120, result: 'LL' },
  { priority: 21, name: 'Свыше 80% свободного объёма: лист ожидания', minVolumePercent: 80, maxVolumePercent: 120, result: 'LL' },
  { priority: 22, name: 'Пятница вечер Сургут — Москва: лист ожидания свыше 500 кг', departure: 'SGC', arrival: 'VKO', flightNumber: '104', minWeight: 500, result: 'CN' },
  { priority: 30, name: 'Свыше 1000 кг: подтверждает грузовой департамент', minWeight: 1_000, result: 'HN' },
  { priority: 31, name: 'Свыше 6 м³: подтверждает грузовой департамент', minVolume: 6, result: 'HN' },
  { priority: 40, name: 'Рыба из Салехарда в Москву до 800 кг: принимается', departure: 'SLY', arrival: 'VKO', shc: ['PES'], maxWeight: 800, result: 'KK' },
  { priority: 41, name: 'Рыба из Нового Уренгоя до 500 кг: принимается', departure: 'NUX', shc: ['PES'], maxWeight: 500, result: 'KK' },
  { priority: 42, name: 'Фармацевтика до 300 кг: принимается', shc: ['PIL'], maxWeight: 300, maxVolume: 2, result: 'KK' },
  { priority: 43, name: 'Экспресс-отправления до 50 кг: принимаются', shc: ['XPS'], maxWeight: 50, result: 'KK' },
  { priority: 44, name: 'Запчасти AOG: принимаются', shc: ['AOG'], maxWeight: 500, result: 'KK' },
  { priority: 45, name: 'Почта: принимается', shc: ['MAL'], result: 'KK' },
  { priority: 50, name: 'Северные направления из Тюмени до 300 кг: принимается', departure: 'TJM', aircraftType: 'AT7', maxWeight: 300, maxWeightPercent: 50, result: 'KK' },
  { priority: 90, name: 'Генеральный груз до 200 кг и 50% свободного веса: принимается', maxWeight: 200, maxWeightPercent: 50, maxVolume: 1.5, result: 'KK' },
  { priority: 99, name: 'Всё остальное: ждёт решения грузового департамента', result: 'HN' },
];

export async function seedRules(db: Database, airlineId: number): Promise<void> {
  await db.insert(bookingRules).values(RULES.map((rule) => ({ ...rule, airlineId })));
}
