// Bank statements as a client-bank exports them (1CClientBankExchange), for the server's tests and
// the renderer's end-to-end test alike: so nothing here imports the server (or any package), and
// the encoders are small tables rather than a dependency.

/** The airline's account the built statements are of. */
export const AIRLINE_ACCOUNT = '40702810967170000451';
/** A payer's account in another bank. */
export const PAYER_ACCOUNT = '40702810400000012345';

/** Windows-1251's letters beyond ASCII that statements use; anything else is refused, not garbled. */
const CP1251: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '№': 0xb9, '«': 0xab, '»': 0xbb, '\u00a0': 0xa0, '–': 0x96, '—': 0x97 };
/** DOS 866's: А–п run from 0x80, р–я from 0xE0; it has no guillemets. */
const CP866: Record<string, number> = { Ё: 0xf0, ё: 0xf1, '№': 0xfc };

function encode(text: string, byte: (code: number, char: string) => number | undefined, name: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const found = code < 0x80 ? code : byte(code, char);
    if (found === undefined) throw new Error(`${name} has no ${JSON.stringify(char)}`);
    bytes.push(found);
  }
  return Buffer.from(bytes);
}

/** The text in windows-1251 (ASCII, А–я, Ё, ё, №, « », a few dashes). */
export const encodeCp1251 = (text: string): Buffer =>
  encode(text, (code, char) => (code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : CP1251[char]), 'windows-1251');

/** The text in DOS 866 (ASCII, А–я, Ё, ё, №). */
export const encodeCp866 = (text: string): Buffer =>
  encode(
    text,
    (code, char) => (code >= 0x410 && code <= 0x43f ? code - 0x410 + 0x80 : code >= 0x440 && code <= 0x44f ? code - 0x440 + 0xe0 : CP866[char]),
    'DOS 866',
  );

export interface StatementOrder {
  number: string;
  /** ISO day (2026-11-20); the file says 20.11.2026. */
  date: string;
  /** As the bank writes it: "150000.00". */
  amount: string;
  payerName?: string;
  /** Empty or left out: the file says 0, as 1C does for none. */
  payerInn?: string;
  purpose?: string;
  /** Money the airline paid out: its account is the payer's. */
  outgoing?: boolean;
  /** Keys written as given after the usual ones (a continuation of the purpose, a bad value); null leaves the key out. */
  keys?: Record<string, string | null>;
}

export interface StatementOptions {
  /** The airline's account; the header and its section name it. */
  account?: string;
  encoding?: 'Windows' | 'DOS';
  /** Lines end so (\r\n, as 1C writes, unless told). */
  newline?: string;
  /** Leave КонецФайла out: a file cut off on its way. */
  cutOff?: boolean;
}

const dayOf = (iso: string): string => iso.split('-').reverse().join('.');

function documentLines(order: StatementOrder, account: string): string[] {
  const date = dayOf(order.date);
  // Quotes, not guillemets, as 1C writes them: DOS 866 has none.
  const airline = { account, inn: '7204002873', name: 'ПАО "Авиакомпания "ЮТэйр"' };
  const payer = { account: PAYER_ACCOUNT, inn: order.payerInn ?? '', name: order.payerName ?? '' };
  const [from, to] = order.outgoing ? [airline, payer] : [payer, airline];
  const keys: Record<string, string | null> = {
    Номер: order.number,
    Дата: date,
    Сумма: order.amount,
    ПлательщикСчет: from.account,
    ДатаСписано: order.outgoing ? date : '',
    Плательщик: from.inn ? `ИНН ${from.inn} ${from.name}` : from.name,
    ПлательщикИНН: from.inn || '0',
    Плательщик1: from.name,
    ПлательщикРасчСчет: from.account,
    ПлательщикБанк1: 'ПАО СБЕРБАНК',
    ПлательщикБИК: '044525225',
    ПлательщикКорсчет: '30101810400000000225',
    ПолучательСчет: to.account,
    ДатаПоступило: order.outgoing ? '' : date,
    Получатель: to.inn ? `ИНН ${to.inn} ${to.name}` : to.name,
    ПолучательИНН: to.inn || '0',
    Получатель1: to.name,
    ПолучательРасчСчет: to.account,
    ПолучательБанк1: 'ЗАПАДНО-СИБИРСКИЙ БАНК ПАО СБЕРБАНК',
    ПолучательБИК: '047102651',
    ПолучательКорсчет: '30101810800000000651',
    ВидОплаты: '01',
    Очередность: '5',
    НазначениеПлатежа: order.purpose ?? '',
    ...order.keys,
  };
  const body = Object.entries(keys)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([key, value]) => `${key}=${value}`);
  return ['СекцияДокумент=Платежное поручение', ...body, 'КонецДокумента'];
}

const kopecks = (amount: string): number => {
  const value = Math.round(Number(amount.replace(',', '.')) * 100);
  return Number.isSafeInteger(value) ? value : 0;
};
const rubles = (minor: number): string => (minor / 100).toFixed(2);

/** A statement of the airline's account with these orders, as text: its lines as the file has them. */
export function statementText(orders: readonly StatementOrder[], options: StatementOptions = {}): string {
  const account = options.account ?? AIRLINE_ACCOUNT;
  const days = orders.map((order) => order.date).sort();
  const first = dayOf(days[0] ?? '2026-11-20');
  const last = dayOf(days.at(-1) ?? '2026-11-20');
  const total = (outgoing: boolean) => orders.filter((order) => Boolean(order.outgoing) === outgoing).reduce((sum, order) => sum + kopecks(order.amount), 0);
  const opening = 125_000_000;
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    `Кодировка=${options.encoding ?? 'Windows'}`,
    'Отправитель=СберБизнес',
    'Получатель=Бухгалтерия предприятия, редакция 3.0',
    `ДатаСоздания=${last}`,
    'ВремяСоздания=09:30:12',
    `ДатаНачала=${first}`,
    `ДатаКонца=${last}`,
    `РасчСчет=${account}`,
    'Документ=Платежное поручение',
    'СекцияРасчСчет',
    `ДатаНачала=${first}`,
    `ДатаКонца=${last}`,
    `РасчСчет=${account}`,
    `НачальныйОстаток=${rubles(opening)}`,
    `ВсегоПоступило=${rubles(total(false))}`,
    `ВсегоСписано=${rubles(total(true))}`,
    `КонечныйОстаток=${rubles(opening + total(false) - total(true))}`,
    'КонецРасчСчет',
    ...orders.flatMap((order) => documentLines(order, account)),
    ...(options.cutOff ? [] : ['КонецФайла']),
  ];
  const newline = options.newline ?? '\r\n';
  return lines.join(newline) + (options.cutOff ? '' : newline);
}

/** The 1-based line of the file's text where `text` stands alone (a document's "Номер=102"). */
export const lineOf = (statement: string, text: string): number => statement.split(/\r\n|\n/).indexOf(text) + 1;

/** A statement file of the airline's account with these orders, encoded as its header says. */
export function statementFile(orders: readonly StatementOrder[], options: StatementOptions = {}): Buffer {
  const text = statementText(orders, options);
  return options.encoding === 'DOS' ? encodeCp866(text) : encodeCp1251(text);
}
