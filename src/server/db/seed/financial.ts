import { and, eq, inArray, sql } from 'drizzle-orm';
import { serialFromRunningNumber } from '@shared/awb';
import type { PaymentMethodRow } from '@shared/resources/financial/contracts';
import type { Database } from '../client';
import { contractPaymentMethods, contracts, persons, products, stockItems, stocks } from '../schema';
import { DEMO_AWB_FIRST_RUNNING_NUMBER, DEMO_AWB_PREFIX, DEMO_AWB_STEP, DEMO_SHIPMENT_SPLIT } from './demo-facts';
import type { HandbookSeedContext } from './handbooks';

// Financial handbook demo rows for UTair: its tariff products, the clients' contact persons, the
// contracts' payment methods and balances, and AWB stock (prefix 298) for the client contracts,
// whose numbers the demo shipments use and a few of which were voided.

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

const method = (row: Partial<PaymentMethodRow> & Pick<PaymentMethodRow, 'method'>): PaymentMethodRow => ({
  applicability: null,
  changeable: false,
  agentMustSpecify: false,
  required: false,
  clientCodeRu: null,
  clientCodeEn: null,
  clientName: null,
  label: null,
  value: null,
  ...row,
});

/** A stock of the demo: its interval, and which of its numbers were voided and why. */
interface DemoStock {
  contract: keyof HandbookSeedContext['contracts'];
  startValue: number;
  count: number;
  eawb: boolean;
  issueDate: string;
  voided: { from: number; to: number; reason: string }[];
}

const demoAwbRunning = (index: number) => DEMO_AWB_FIRST_RUNNING_NUMBER + index * DEMO_AWB_STEP;
const SHIPMENTS = DEMO_SHIPMENT_SPLIT.agent + DEMO_SHIPMENT_SPLIT.shipper + DEMO_SHIPMENT_SPLIT.otherAgent;

/**
 * Each client's paper stock covers the AWB numbers its demo shipments carry (the seed's shipments
 * take every third number from DEMO_AWB_FIRST_RUNNING_NUMBER, the agent's first), so those read as used.
 */
const STOCKS: DemoStock[] = [
  {
    contract: 'agent',
    startValue: demoAwbRunning(0) - 30,
    count: 30 + DEMO_SHIPMENT_SPLIT.agent * DEMO_AWB_STEP,
    eawb: false,
    issueDate: '2025-11-10',
    voided: [{ from: demoAwbRunning(0) - 29, to: demoAwbRunning(0) - 28, reason: 'Бланк испорчен при печати' }],
  },
  {
    contract: 'shipper',
    startValue: demoAwbRunning(DEMO_SHIPMENT_SPLIT.agent),
    count: DEMO_SHIPMENT_SPLIT.shipper * DEMO_AWB_STEP,
    eawb: false,
    issueDate: '2025-12-01',
    voided: [],
  },
  {
    contract: 'otherAgent',
    startValue: demoAwbRunning(DEMO_SHIPMENT_SPLIT.agent + DEMO_SHIPMENT_SPLIT.shipper),
    count: 120,
    eawb: false,
    issueDate: '2025-12-15',
    voided: [{ from: demoAwbRunning(SHIPMENTS) + 10, to: demoAwbRunning(SHIPMENTS) + 12, reason: 'Lost blanks, police report 14/2026' }],
  },
  {
    contract: 'agent',
    startValue: 6_120_000,
    count: 150,
    eawb: true,
    issueDate: '2026-01-20',
    voided: [
      { from: 6_120_004, to: 6_120_004, reason: 'FWB sent twice, duplicate number' },
      { from: 6_120_031, to: 6_120_033, reason: 'Бронирование отменено до выпуска e-AWB' },
    ],
  },
  {
    contract: 'otherAgent',
    startValue: 3_904_500,
    count: 50,
    eawb: false,
    issueDate: '2025-06-02',
    voided: [{ from: 3_904_540, to: 3_904_549, reason: 'Stock withdrawn: agent moved to e-AWB' }],
  },
];

async function seedStocks(db: Database, ctx: HandbookSeedContext): Promise<void> {
  const voidedAt = new Date('2026-02-03T09:30:00Z');
  for (const stock of STOCKS) {
    const [row] = await db
      .insert(stocks)
      .values({ airlineId: ctx.airlineId, prefix: DEMO_AWB_PREFIX, contractId: ctx.contracts[stock.contract], startValue: stock.startValue, count: stock.count, eawb: stock.eawb, issueDate: stock.issueDate })
      .returning({ id: stocks.id });
    if (!row) throw new Error('stock not inserted');
    const last = stock.startValue + stock.count - 1;
    await db.execute(sql`
      insert into ${stockItems} (stock_id, prefix, number, serial)
      select ${row.id}::int, ${DEMO_AWB_PREFIX}::text, n, lpad(n::text, 7, '0') || (n % 7)::text
      from generate_series(${stock.startValue}::int, ${last}::int) as n`);
    for (const range of stock.voided) {
      await db
        .update(stockItems)
        .set({ status: 'voided', voidComment: range.reason, voidedAt, voidedBy: ctx.airlineUserId })
        .where(and(eq(stockItems.stockId, row.id), sql`${stockItems.number} between ${range.from} and ${range.to}`));
    }
  }
  // Every demo shipment's AWB number is spent: booked and issued alike carry it.
  const used = Array.from({ length: SHIPMENTS }, (_, index) => serialFromRunningNumber(demoAwbRunning(index)));
  await db.update(stockItems).set({ status: 'used' }).where(and(eq(stockItems.prefix, DEMO_AWB_PREFIX), inArray(stockItems.serial, used)));
}

export async function seedFinancial(db: Database, ctx: HandbookSeedContext): Promise<void> {
  const { airlineId, contractors: company, contracts: contract } = ctx;
  await db.insert(products).values(PRODUCTS.map((product) => ({ ...product, airlineId })));

  await db.insert(persons).values([
    { airlineId, contractorId: company.agent, name: 'Pavel Morozov', position: 'Head of air freight', contacts: [{ type: 'phone', value: '+7 3452 55-12-41' }, { type: 'email', value: 'p.morozov@sibir-logistic.example' }] },
    { airlineId, contractorId: company.agent, name: 'Elena Gorbunova', position: 'Booking agent', contacts: [{ type: 'phone', value: '+7 912 384-20-17' }, { type: 'email', value: 'booking@sibir-logistic.example' }, { type: 'fax', value: '+7 3452 55-12-49' }] },
    { airlineId, contractorId: company.shipper, name: 'Olga Lebedeva', position: 'Logistics manager', contacts: [{ type: 'email', value: 'logistics@yamalfish.example' }, { type: 'phone', value: '+7 34922 4-18-60' }] },
    { airlineId, contractorId: company.shipper, name: 'Nikolai Vanuito', position: 'Chief accountant', contacts: [{ type: 'phone', value: '+7 34922 4-18-64' }] },
    { airlineId, contractorId: company.approvedShipper, name: 'Dmitry Kuznetsov', position: 'Supply chain director', contacts: [{ type: 'email', value: 'd.kuznetsov@uralpharma.example' }, { type: 'phone', value: '+7 343 310-22-07' }] },
    { airlineId, contractorId: company.otherAgent, name: 'Sergei Belov', position: 'General director', contacts: [{ type: 'phone', value: '+7 495 436-70-10' }, { type: 'fax', value: '+7 495 436-70-11' }] },
    { airlineId, contractorId: company.otherAgent, name: 'Marina Ilyina', position: 'Cargo acceptance, Vnukovo', contacts: [{ type: 'phone', value: '+7 916 202-48-33' }, { type: 'email', value: 'vko@aerotrans-cargo.example' }] },
  ]);

  // Where each client sells from, and what it holds on account.
  await db.update(contracts).set({ saleOriginPoints: ['TJM', 'SGC', 'HMA', 'NJC'], balance: 1_254_300 }).where(eq(contracts.id, contract.agent));
  await db.update(contracts).set({ saleOriginPoints: ['SLY', 'NUX'], balance: 86_450.5 }).where(eq(contracts.id, contract.shipper));
  await db.update(contracts).set({ saleOriginPoints: ['VKO', 'LED'], balance: 412_000 }).where(eq(contracts.id, contract.otherAgent));
  await db.insert(contractPaymentMethods).values([
    { contractId: contract.agent, ...method({ method: 'KR', applicability: 'Booking and AWB issue', required: true, clientCodeRu: 'КР', clientCodeEn: 'KR', clientName: 'Sibir Logistic', label: 'Credit limit', value: '1500000' }) },
    { contractId: contract.agent, ...method({ method: 'CA', applicability: 'AWB issue at the terminal', changeable: true, clientCodeRu: 'НАЛ', clientCodeEn: 'CA', label: 'Cash at Roshchino' }) },
    { contractId: contract.shipper, ...method({ method: 'CC', applicability: 'Booking', changeable: true, agentMustSpecify: true, clientCodeRu: 'КК', clientCodeEn: 'CC', clientName: 'Yamal Fish Export', label: 'Corporate card' }) },
    { contractId: contract.otherAgent, ...method({ method: 'VZ', applicability: 'Monthly settlement', required: true, clientCodeRu: 'ВЗ', clientCodeEn: 'VZ', clientName: 'AeroTrans Cargo', label: 'Offsetting act', value: 'GSA-2019/3' }) },
  ]);

  await seedStocks(db, ctx);
}
