import { addDays } from '@shared/finance/periods';
import { GENERATED_DOCUMENT_TYPES } from '@shared/finance/documents';
import { documents } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';
import { makeDocument } from './documents-generate';
import { gap, heading, openPdf, paragraph, table } from './documents-pdf-layout';
import { accountingDay, formatDay } from './documents-text';

// The demo's documents: last month's act and invoice of the agent's contract, made from its ledger
// by the same code staff use; the airline's tariff sheet for every client; and a claim on the
// shipper's contract. The uploaded two are small PDFs made here, as a scanner would not.

/** Last month's first and last days in Moscow. */
export function lastMonth(now: Date): { from: string; to: string } {
  const firstOfThis = `${accountingDay(now).slice(0, 7)}-01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

const AIRLINE = 'ПАО «Авиакомпания «ЮТэйр»';

/** Rubles a kilogram by weight break, VAT included. */
const FARES: [route: string, minimum: string, upTo45: string, upTo100: string, over100: string][] = [
  ['Тюмень (TJM) — Москва (VKO)', '2 500,00', '145,00', '132,00', '118,00'],
  ['Сургут (SGC) — Москва (VKO)', '2 500,00', '152,00', '139,00', '124,00'],
  ['Ханты-Мансийск (HMA) — Москва (VKO)', '2 700,00', '158,00', '144,00', '129,00'],
  ['Тюмень (TJM) — Сургут (SGC)', '1 800,00', '96,00', '88,00', '79,00'],
  ['Нижневартовск (NJC) — Тюмень (TJM)', '1 800,00', '99,00', '90,00', '81,00'],
];

async function tariffSheet(validFrom: string, now: Date): Promise<Buffer> {
  const { doc, finish } = openPdf({ title: 'Тарифы на перевозку грузов', author: AIRLINE, createdAt: now });
  heading(doc, 'Тарифы на перевозку грузов', 14);
  heading(doc, `${AIRLINE}, внутренние воздушные линии, действуют с ${formatDay(validFrom)}`, 10, false);
  gap(doc, 1);
  table(
    doc,
    [
      { header: 'Направление', width: 0 },
      { header: 'Минимум, руб.', width: 80, align: 'right' },
      { header: 'До 45 кг, руб./кг', width: 80, align: 'right' },
      { header: '45–100 кг, руб./кг', width: 80, align: 'right' },
      { header: 'Свыше 100 кг, руб./кг', width: 80, align: 'right' },
    ],
    FARES.map((cells) => ({ cells })),
    9,
  );
  gap(doc, 1);
  paragraph(doc, 'Ставки включают НДС 22%. Опасные, скоропортящиеся и ценные грузы перевозятся с надбавками по справочнику сборов. Платный вес — больший из фактического и объёмного (6000 см³ за килограмм).');
  return finish();
}

async function claimLetter(date: string, now: Date): Promise<Buffer> {
  const { doc, finish } = openPdf({ title: 'Претензия № 14', author: 'АО «Ямал Фиш Экспорт»', createdAt: now });
  heading(doc, `ПРЕТЕНЗИЯ № 14 от ${formatDay(date)}`, 13);
  gap(doc, 1);
  paragraph(doc, `В ${AIRLINE}, грузовой департамент.`);
  paragraph(doc, 'От АО «Ямал Фиш Экспорт», договор № UT-SH-2025/042.');
  gap(doc, 1);
  paragraph(doc, 'При выдаче груза (рыба охлаждённая, 12 мест) в аэропорту назначения два места оказались повреждены, температурный режим нарушен. Просим возместить стоимость испорченного груза — 48 600,00 руб. — в соответствии с договором перевозки. Акт о повреждении груза прилагается.', { align: 'justify' });
  gap(doc, 2);
  paragraph(doc, 'Генеральный директор ____________________ / И. П. Вануйто /');
  return finish();
}

export async function seedDocuments(ctx: DemoSeedContext): Promise<void> {
  const contract = ctx.need('contracts');
  const airlineId = ctx.need('airline').id;
  const createdBy = ctx.need('airlineUserId');
  const { from, to } = lastMonth(ctx.now);
  for (const type of GENERATED_DOCUMENT_TYPES) await makeDocument(ctx.db, { contractId: contract.agent, type, from, to, createdBy, now: ctx.now });

  const today = accountingDay(ctx.now);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const claimDay = addDays(today, -6);
  const [tariff, claim] = await Promise.all([tariffSheet(yearStart, ctx.now), claimLetter(claimDay, ctx.now)]);
  await ctx.db.insert(documents).values([
    {
      airlineId,
      contractId: null,
      type: 'tariff',
      number: `Т-${today.slice(0, 4)}/01`,
      date: yearStart,
      description: 'Тарифы на перевозку грузов по внутренним линиям',
      fileName: `Тарифы на перевозку грузов ${today.slice(0, 4)}.pdf`,
      contentType: 'application/pdf',
      size: tariff.length,
      content: tariff,
      createdBy,
    },
    {
      airlineId,
      contractId: contract.shipper,
      type: 'claim',
      number: '14',
      date: claimDay,
      description: 'Претензия о повреждении груза: рыба охлаждённая, два места',
      fileName: 'Претензия 14.pdf',
      contentType: 'application/pdf',
      size: claim.length,
      content: claim,
      createdBy,
    },
  ]);
}
