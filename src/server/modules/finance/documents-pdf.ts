import type { GeneratedDocumentType } from '@shared/finance/documents';
import type { Currency } from '@shared/money';
import type { AirlineRequisites } from '../../db/schema';
import type { DocumentFigures } from './documents-lines';
import { BOLD, gap, heading, labelled, openPdf, paragraph, sideBySide, table, REGULAR, type Column, type Pdf, type Row } from './documents-pdf-layout';
import { amountInWords, CURRENCY_NAMES, currencyUnit, dayInWords, formatAmount, formatDay, formatRate } from './documents-text';

// The PDFs of acts and invoices. They are Russian accounting documents, so they are written in
// Russian whatever language the reader's cabinet speaks: the act of services rendered, and the
// universal transfer document (УПД) with status 1, an invoice (счёт-фактура) and the act in one.

export interface Buyer {
  name: string;
  inn: string | null;
  kpp: string | null;
  address: string | null;
}

export interface MadeDocument {
  type: GeneratedDocumentType;
  number: string;
  /** The document's day. */
  date: string;
  from: string;
  to: string;
  currency: Currency;
  contractNumber: string;
  seller: AirlineRequisites;
  buyer: Buyer;
  figures: DocumentFigures;
  createdAt: Date;
}

/** The file a made document is saved as: "Акт А-2026-00001.pdf"; an invoice's number says what it is, "УПД-2026-00001.pdf". */
export const madeFileName = (type: GeneratedDocumentType, number: string): string => (type === 'act' ? `Акт ${number}.pdf` : `${number}.pdf`);

const idOf = (party: { inn: string | null; kpp: string | null }): string => [party.inn && `ИНН ${party.inn}`, party.kpp && `КПП ${party.kpp}`].filter(Boolean).join(', ');
const innKpp = (party: { inn: string | null; kpp: string | null }): string => [party.inn, party.kpp].filter(Boolean).join('/') || '—';

function sellerLine(seller: AirlineRequisites): string {
  // Each piece only when the settings have it: an airline may not have entered its bank yet.
  const account = seller.account && [`р/с ${seller.account}`, seller.bankName && `в ${seller.bankName}`].filter(Boolean).join(' ');
  return [seller.legalName, idOf(seller), seller.address, account, seller.bik && `БИК ${seller.bik}`, seller.correspondentAccount && `к/с ${seller.correspondentAccount}`].filter(Boolean).join(', ');
}

const buyerLine = (buyer: Buyer): string => [buyer.name, idOf(buyer), buyer.address].filter(Boolean).join(', ');

function totalsLines(doc: Pdf, made: MadeDocument): void {
  const { figures, currency } = made;
  const unit = currencyUnit(currency);
  paragraph(doc, `Итого: ${formatAmount(figures.total, currency)} ${unit}`, { bold: true, align: 'right' });
  paragraph(doc, `В том числе НДС: ${formatAmount(figures.vat, currency)} ${unit}`, { bold: true, align: 'right' });
}

function drawAct(doc: Pdf, made: MadeDocument): void {
  const { figures, currency } = made;
  heading(doc, `АКТ № ${made.number} от ${dayInWords(made.date)} г.`, 13);
  heading(doc, `об оказании услуг по договору № ${made.contractNumber} за период с ${formatDay(made.from)} по ${formatDay(made.to)}`, 10, false);
  gap(doc, 1);
  labelled(doc, 'Исполнитель:', sellerLine(made.seller));
  gap(doc, 0.4);
  labelled(doc, 'Заказчик:', buyerLine(made.buyer));
  gap(doc, 0.4);
  labelled(doc, 'Основание:', `договор № ${made.contractNumber}`);
  gap(doc, 0.8);
  const columns: Column[] = [
    { header: '№', width: 22, align: 'center' },
    { header: 'Дата', width: 52, align: 'center' },
    { header: 'Наименование услуги', width: 0 },
    { header: 'Сумма без НДС', width: 70, align: 'right' },
    { header: 'Ставка НДС', width: 42, align: 'center' },
    { header: 'НДС', width: 62, align: 'right' },
    { header: 'Сумма с НДС', width: 70, align: 'right' },
  ];
  const rows: Row[] = figures.lines.map((line, index) => ({
    cells: [String(index + 1), formatDay(line.day), line.name, formatAmount(line.net, currency), formatRate(line.rate), formatAmount(line.vat, currency), formatAmount(line.amount, currency)],
  }));
  rows.push({ span: 3, bold: true, cells: ['Итого:', formatAmount(figures.net, currency), '', formatAmount(figures.vat, currency), formatAmount(figures.total, currency)] });
  table(doc, columns, rows);
  gap(doc, 0.6);
  totalsLines(doc, made);
  gap(doc, 0.6);
  paragraph(doc, `Всего оказано услуг на сумму: ${amountInWords(figures.total, currency)}, в т.ч. НДС: ${formatAmount(figures.vat, currency)} ${currencyUnit(currency)}`, { bold: true });
  gap(doc, 0.6);
  paragraph(doc, 'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.');
  gap(doc, 1.5);
  sideBySide(doc, [
    [{ text: 'Исполнитель', bold: true }, { text: made.seller.legalName }, { sign: 'подпись                                   расшифровка подписи' }, { text: 'М. П.' }],
    [{ text: 'Заказчик', bold: true }, { text: made.buyer.name }, { sign: 'подпись                                   расшифровка подписи' }, { text: 'М. П.' }],
  ]);
}

function drawInvoice(doc: Pdf, made: MadeDocument): void {
  const { figures, currency, seller, buyer } = made;
  const top = doc.y;
  const left = doc.page.margins.left;
  const side = 200;
  // The form's left column: what the document is and its status.
  doc.font(BOLD).fontSize(10).text('Универсальный передаточный документ', left, top, { width: side - 10 });
  doc.font(REGULAR).fontSize(9).text('Статус: 1', left, doc.y + 4, { width: side - 10 });
  doc.fontSize(6.5).fillColor('#555555').text('1 — счёт-фактура и передаточный документ (акт)', left, doc.y + 2, { width: side - 10 }).fillColor('#000000');
  const sideBottom = doc.y;
  const x = left + side;
  const width = doc.page.width - doc.page.margins.right - x;
  const line = (label: string, text: string, bold = false) => {
    doc.font(BOLD).fontSize(bold ? 11 : 8.5).text(`${label} `, x, doc.y, { width, continued: true });
    doc.font(bold ? BOLD : REGULAR).text(text, { width });
  };
  doc.y = top;
  line('Счёт-фактура №', `${made.number} от ${dayInWords(made.date)} г.`, true);
  line('Исправление №', '— от —');
  line('Продавец:', seller.legalName);
  line('Адрес:', seller.address);
  line('ИНН/КПП продавца:', innKpp(seller));
  line('Грузоотправитель и его адрес:', '—');
  line('Грузополучатель и его адрес:', '—');
  line('К платёжно-расчётному документу №', '— от —');
  line('Документ об отгрузке:', `№ п/п 1–${figures.lines.length} № ${made.number} от ${formatDay(made.date)}`);
  line('Покупатель:', buyer.name);
  line('Адрес:', buyer.address ?? '—');
  line('ИНН/КПП покупателя:', innKpp(buyer));
  line('Валюта: наименование, код:', CURRENCY_NAMES[currency]);
  line('Идентификатор государственного контракта, договора (соглашения):', '—');
  doc.x = left;
  doc.y = Math.max(doc.y, sideBottom) + 8;
  const columns: Column[] = [
    { header: '№ п/п', width: 32, align: 'center' },
    { header: 'Наименование товара (описание выполненных работ, оказанных услуг)', width: 0 },
    { header: 'Ед. изм.', width: 46, align: 'center' },
    { header: 'Кол-во', width: 38, align: 'center' },
    { header: 'Цена (тариф) за единицу', width: 76, align: 'right' },
    { header: 'Стоимость без налога — всего', width: 82, align: 'right' },
    { header: 'Налоговая ставка', width: 50, align: 'center' },
    { header: 'Сумма налога, предъявляемая покупателю', width: 82, align: 'right' },
    { header: 'Стоимость с налогом — всего', width: 82, align: 'right' },
  ];
  const rows: Row[] = figures.lines.map((item, index) => ({
    cells: [String(index + 1), `${formatDay(item.day)}: ${item.name}`, 'усл. ед.', '1', formatAmount(item.net, currency), formatAmount(item.net, currency), formatRate(item.rate), formatAmount(item.vat, currency), formatAmount(item.amount, currency)],
  }));
  rows.push({ span: 5, bold: true, cells: ['Всего к оплате', formatAmount(figures.net, currency), 'X', formatAmount(figures.vat, currency), formatAmount(figures.total, currency)] });
  table(doc, columns, rows);
  gap(doc, 0.6);
  totalsLines(doc, made);
  paragraph(doc, `Всего к оплате: ${amountInWords(figures.total, currency)}, в т.ч. НДС: ${formatAmount(figures.vat, currency)} ${currencyUnit(currency)}`, { bold: true });
  gap(doc, 0.6);
  labelled(doc, 'Основание передачи (сдачи) / получения (приёмки):', `Договор № ${made.contractNumber}, услуги за период с ${formatDay(made.from)} по ${formatDay(made.to)}`);
  gap(doc, 1);
  sideBySide(doc, [
    [
      { text: 'Руководитель организации или иное уполномоченное лицо' },
      { sign: 'подпись                                   ф. и. о.' },
      { text: 'Услуги, результаты работ, права сдал', bold: true },
      { sign: 'подпись                                   ф. и. о.' },
      { text: `Дата отгрузки, передачи (сдачи): ${dayInWords(made.date)} г.` },
      { text: `Составитель документа: ${seller.legalName}, ИНН/КПП ${innKpp(seller)}` },
    ],
    [
      { text: 'Главный бухгалтер или иное уполномоченное лицо' },
      { sign: 'подпись                                   ф. и. о.' },
      { text: 'Услуги, результаты работ, права принял', bold: true },
      { sign: 'подпись                                   ф. и. о.' },
      { text: 'Дата получения (приёмки): «___» ______________ 20___ г.' },
      { text: `Покупатель: ${buyer.name}, ИНН/КПП ${innKpp(buyer)}` },
    ],
  ]);
}

/** The PDF of an act or an invoice (УПД). */
export async function renderMadeDocument(made: MadeDocument): Promise<Buffer> {
  const title = made.type === 'act' ? `Акт № ${made.number}` : `Универсальный передаточный документ № ${made.number}`;
  const { doc, finish } = openPdf({ title, author: made.seller.legalName, layout: made.type === 'act' ? 'portrait' : 'landscape', createdAt: made.createdAt });
  if (made.type === 'act') drawAct(doc, made);
  else drawInvoice(doc, made);
  return finish();
}
