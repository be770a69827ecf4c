import { products } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';
import { seedTariffBook } from './seed-book';

// UTair's tariff products, in the priority its booking follows.

const PRODUCTS = [
  { code: 'XPS', nameRu: 'Экспресс', nameEn: 'Express', priority: 1, shc: ['XPS'] },
  { code: 'PIL', nameRu: 'Фармацевтика', nameEn: 'Pharma', priority: 2, shc: ['PIL', 'CRT', 'COL'] },
  { code: 'PER', nameRu: 'Скоропортящиеся грузы', nameEn: 'Perishables', priority: 3, shc: ['PER', 'PES', 'PEM', 'EAT'] },
  { code: 'GCR', nameRu: 'Генеральный груз', nameEn: 'General cargo', priority: 4, shc: [] },
  { code: 'VAL', nameRu: 'Ценный груз', nameEn: 'Valuable cargo', priority: 5, shc: ['VAL'] },
  { code: 'AVI', nameRu: 'Живые животные', nameEn: 'Live animals', priority: 6, shc: ['AVI'] },
  { code: 'DGR', nameRu: 'Опасные грузы', nameEn: 'Dangerous goods', priority: 7, shc: ['DGR', 'ICE', 'ELI', 'ELM'] },
  { code: 'HUM', nameRu: 'Груз 200', nameEn: 'Human remains', priority: 8, shc: ['HUM'] },
  { code: 'HEA', nameRu: 'Тяжеловесный и негабаритный груз', nameEn: 'Heavy and outsized cargo', priority: 9, shc: ['HEA', 'BIG'] },
  { code: 'MAL', nameRu: 'Почта', nameEn: 'Mail', priority: 10, shc: ['MAL'] },
];

export async function seedProducts(ctx: DemoSeedContext): Promise<void> {
  const airlineId = ctx.need('airline').id;
  await ctx.db.insert(products).values(PRODUCTS.map((product) => ({ ...product, airlineId })));
}

/** Tariff products first: the tariff book's surcharges name them. */
export async function seedTariffs(ctx: DemoSeedContext): Promise<void> {
  await seedProducts(ctx);
  await seedTariffBook(ctx);
}
