import type { Database } from '../../../db/client';
import { commodities } from '../../../db/schema';

// Cargo names as UTair's cabin offers them: what its network carries (fish and venison from the
// Yamal, oil-field equipment to the north, pharmaceuticals, mail...), with the SHC a booking gets
// by default and the customs (ТН ВЭД / HS) codes declarations use.

const CARGO: [code: string, ru: string, en: string, shc: string[], hs: string | null][] = [
  ['GEN', 'Генеральный груз', 'General cargo', ['GEN'], null],
  ['FISH-FR', 'Рыба свежая охлаждённая', 'Fresh chilled fish', ['PES', 'PER'], '0302'],
  ['FISH-FZ', 'Рыба мороженая', 'Frozen fish', ['PES', 'FRO'], '0303'],
  ['CAVIAR', 'Икра рыб', 'Fish roe (caviar)', ['PES', 'PER'], '1604310000, 1604320010'],
  ['VENISON', 'Оленина охлаждённая', 'Chilled venison', ['PEM', 'PER'], '0208907000'],
  ['MEAT-FZ', 'Мясо мороженое', 'Frozen meat', ['PEM', 'FRO'], '0202, 0203'],
  ['BERRY', 'Ягоды (брусника, морошка, клюква)', 'Berries (lingonberry, cloudberry, cranberry)', ['PEP', 'PER'], '0810400000, 0810908000'],
  ['NUTS', 'Кедровый орех', 'Siberian pine nuts', ['EAT'], '0802909000'],
  ['FRUIT', 'Фрукты свежие', 'Fresh fruit', ['PEP', 'PER'], '0805, 0806'],
  ['VEG', 'Овощи свежие', 'Fresh vegetables', ['PEP', 'PER'], '0702, 0709'],
  ['FLOWERS', 'Цветы срезанные', 'Cut flowers', ['PEF', 'PER'], '0603'],
  ['DAIRY', 'Молочная продукция', 'Dairy products', ['EAT', 'COL'], '0401, 0406'],
  ['CONFECT', 'Кондитерские изделия', 'Confectionery', ['EAT'], '1806, 1905'],
  ['PHARMA', 'Лекарственные средства', 'Medicines', ['PIL'], '3004'],
  ['VACCINE', 'Вакцины (2–8 °C)', 'Vaccines (2–8 °C)', ['PIL', 'COL'], '3002410000'],
  ['MEDEQ', 'Медицинское оборудование', 'Medical equipment', ['GEN'], '9018'],
  ['DRILL-PT', 'Запчасти бурового оборудования', 'Drilling equipment parts', ['GEN'], '8431430000'],
  ['DRILL-BIT', 'Буровые долота', 'Drill bits', ['HEA'], '8207191000'],
  ['PUMP', 'Насосы и запчасти', 'Pumps and parts', ['HEA'], '8413, 8413910008'],
  ['VALVE', 'Трубопроводная арматура', 'Pipeline valves', ['GEN'], '8481'],
  ['CORE', 'Керн (образцы пород)', 'Core samples', ['GEN'], '2530900009'],
  ['SAMPLE-OIL', 'Пробы нефти', 'Crude oil samples', ['DGR', 'RFL'], '2709009000'],
  ['CHEM', 'Химические реагенты', 'Chemical reagents', ['DGR'], '3824'],
  ['PAINT', 'Лакокрасочные материалы', 'Paints and varnishes', ['DGR', 'RFL'], '3208, 3209'],
  ['AEROSOL', 'Аэрозоли', 'Aerosols', ['DGR', 'RNG'], '3405, 3307'],
  ['LI-EQ', 'Электроника с литиевыми батареями', 'Electronics with lithium batteries', ['ELI'], '8471, 8517130000'],
  ['LI-BAT', 'Литиевые батареи', 'Lithium batteries', ['RLI', 'DGR'], '8507600000'],
  ['DRYICE', 'Сухой лёд', 'Dry ice', ['ICE'], '2811210000'],
  ['AUTO-PT', 'Автозапчасти', 'Car parts', ['GEN'], '8708'],
  ['TYRES', 'Шины', 'Tyres', ['GEN'], '4011'],
  ['AOG', 'Запчасти ВС (AOG)', 'Aircraft parts (AOG)', ['AOG'], '8803'],
  ['CLOTHES', 'Одежда', 'Clothing', ['GEN'], '6201, 6202, 6203'],
  ['FOOTWEAR', 'Обувь', 'Footwear', ['GEN'], '6403'],
  ['FURS', 'Пушнина', 'Furs', ['VAL'], '4301'],
  ['BANKNOTE', 'Денежные знаки', 'Banknotes', ['VAL'], '4907001000'],
  ['GOLD', 'Золото в слитках', 'Gold bars', ['VAL'], '7108120000'],
  ['PRINT', 'Печатная продукция', 'Printed matter', ['GEN'], '4901, 4902'],
  ['DOCS', 'Документы', 'Documents', ['XPS'], null],
  ['EXPRESS', 'Экспресс-отправления', 'Express parcels', ['XPS'], null],
  ['MAIL', 'Почта', 'Mail', ['MAL'], null],
  ['PETS', 'Домашние животные (собаки, кошки)', 'Pets (dogs, cats)', ['AVI'], '0106190009'],
  ['FRY', 'Живая рыба, мальки', 'Live fish and fry', ['AVI', 'WET'], '0301'],
  ['HUM', 'Человеческие останки', 'Human remains', ['HUM'], null],
  ['SEEDS', 'Семена', 'Seeds', ['GEN'], '1209'],
];

export async function seedCargoNames(db: Database, airlineId: number): Promise<void> {
  await db.insert(commodities).values(CARGO.map(([code, nameRu, nameEn, shc, hsCodes]) => ({ airlineId, code, nameRu, nameEn, shc, hsCodes })));
}
