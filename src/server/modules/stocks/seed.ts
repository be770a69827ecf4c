import { and, eq, inArray, sql } from 'drizzle-orm';
import { serialFromRunningNumber } from '@shared/awb';
import { stockItems, stocks } from '../../db/schema';
import type { DemoFacts, DemoSeedContext } from '../../db/seed/context';
import { DEMO_AWB_FIRST_RUNNING_NUMBER, DEMO_AWB_PREFIX, DEMO_AWB_STEP, DEMO_SHIPMENT_SPLIT } from '../../db/seed/demo-facts';

// AWB stock (prefix 298) for the client contracts: their numbers cover the demo shipments' AWBs,
// which read as used, and a few numbers were voided.

/** A stock of the demo: its interval, and which of its numbers were voided and why. */
interface DemoStock {
  /** Null: the airline's own stock. */
  contract: keyof DemoFacts['contracts'] | null;
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
    voided: [{ from: demoAwbRunning(SHIPMENTS) + 10, to: demoAwbRunning(SHIPMENTS) + 12, reason: 'Утеряны бланки, заявление в полицию № 14/2026' }],
  },
  {
    contract: 'agent',
    startValue: 6_120_000,
    count: 150,
    eawb: true,
    issueDate: '2026-01-20',
    voided: [
      { from: 6_120_004, to: 6_120_004, reason: 'FWB отправлена дважды, номер задвоен' },
      { from: 6_120_031, to: 6_120_033, reason: 'Бронирование отменено до выпуска e-AWB' },
    ],
  },
  {
    contract: 'otherAgent',
    startValue: 3_904_500,
    count: 50,
    eawb: false,
    issueDate: '2025-06-02',
    voided: [{ from: 3_904_540, to: 3_904_549, reason: 'Сток изъят: агент перешёл на e-AWB' }],
  },
  {
    // The airline's own e-AWB numbers: bookings of shippers, who hold no stock, take them in turn.
    contract: null,
    startValue: 6_300_000,
    count: 500,
    eawb: true,
    issueDate: '2026-01-10',
    voided: [],
  },
];

export async function seedStocks(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const airlineId = ctx.need('airline').id;
  const contracts = ctx.need('contracts');
  const airlineUserId = ctx.need('airlineUserId');
  const voidedAt = new Date('2026-02-03T09:30:00Z');
  for (const stock of STOCKS) {
    const [row] = await db
      .insert(stocks)
      .values({ airlineId, prefix: DEMO_AWB_PREFIX, contractId: stock.contract === null ? null : contracts[stock.contract], startValue: stock.startValue, count: stock.count, eawb: stock.eawb, issueDate: stock.issueDate })
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
        .set({ status: 'voided', voidComment: range.reason, voidedAt, voidedBy: airlineUserId })
        .where(and(eq(stockItems.stockId, row.id), sql`${stockItems.number} between ${range.from} and ${range.to}`));
    }
  }
  // Every demo shipment's AWB number is spent: booked and issued alike carry it.
  const used = Array.from({ length: SHIPMENTS }, (_, index) => serialFromRunningNumber(demoAwbRunning(index)));
  await db.update(stockItems).set({ status: 'used' }).where(and(eq(stockItems.prefix, DEMO_AWB_PREFIX), inArray(stockItems.serial, used)));
}
