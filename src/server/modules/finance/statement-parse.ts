import { amountProblem, parseAmount } from '@shared/finance/amount';
import { MAX_STATEMENT_DOCUMENTS, type StatementLine } from '@shared/finance/statement';
import type { FieldMessages } from '@shared/validation';
import { AppError } from '../../errors';

// A bank statement in the 1C exchange format (1CClientBankExchange), read without the database:
// its own accounts and its payment orders. The whole file is checked before anything is taken, and
// every problem is reported at once, keyed "<line>.<key>" (the 1C key, or СекцияДокумент for a
// document's structure), so the accountant fixes the file in one go. A problem's line is the
// offending key's, or the document's first line when the key is missing.

/** One payment order of the statement, checked; amounts in kopecks (a statement is in rubles). */
export type ParsedOrder = Pick<StatementLine, 'line' | 'number' | 'date' | 'payerName' | 'payerInn'> & {
  amount: number;
  /** НазначениеПлатежа with its continuation lines; null when empty. */
  purpose: string | null;
  /** Money that came to one of the file's accounts; the rest the airline paid out. */
  incoming: boolean;
};

export interface ParsedStatement {
  documents: ParsedOrder[];
  /** The airline's own accounts the file names (header and СекцияРасчСчет). */
  accounts: string[];
}

const HEADER = '1CClientBankExchange';
/** How many problems one answer lists: a file broken throughout needs no more to show what is wrong. */
const MAX_REPORTED = 1000;
const MAX_NUMBER = 40;
/** Banks that cut a long purpose into pieces carry it on these keys after НазначениеПлатежа. */
const PURPOSE_KEYS = ['НазначениеПлатежа', ...Array.from({ length: 6 }, (_, i) => `НазначениеПлатежа${i + 1}`)];

const refuse = (key: string, params?: Record<string, number>): AppError =>
  new AppError(400, `finance:statement.${key}`, { ...(params ? { params } : {}), fields: { file: `finance:statement.${key}` } });

/**
 * The file's text. 1C writes windows-1251 (Кодировка=Windows, the default) or DOS 866
 * (Кодировка=DOS), the whole file in it, keys included, so a DOS file is only recognised by reading
 * it as 866. A BOM, or a file that is valid UTF-8 throughout with letters beyond ASCII (which no
 * Cyrillic windows-1251 text is: two letters in a row already break UTF-8), is UTF-8.
 */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    const utf8 = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (/[\u0080-\uffff]/.test(utf8)) return utf8;
  } catch {
    // Not UTF-8: one of 1C's own encodings.
  }
  const dos = new TextDecoder('ibm866').decode(bytes);
  if (/^Кодировка=DOS[ \t]*$/m.test(dos)) return dos;
  return new TextDecoder('windows-1251').decode(bytes);
}

/** A value as stored: a tab is a blank, other control characters (a NUL PostgreSQL refuses) go, blanks trimmed. */
const clean = (value: string): string => value.replace(/\t/g, ' ').replace(/\p{Cc}/gu, '').trim();

/** dd.mm.yyyy as an ISO day, or null when it is no real date (or one no payment can bear). */
function isoDay(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return Number(year) >= 1900 && Number(year) <= 2100 ? iso : null;
}

const validInn = (inn: string): boolean => /^(\d{10}|\d{12})$/.test(inn);

interface Section {
  line: number;
  values: Map<string, { value: string; line: number }>;
}

/** One document's order, or its problems added to `problems`. */
function readDocument(section: Section, ownAccounts: ReadonlySet<string>, problems: FieldMessages): ParsedOrder | null {
  const at = (key: string) => section.values.get(key);
  const value = (key: string) => at(key)?.value ?? '';
  const where = (key: string) => `${at(key)?.line ?? section.line}.${key}`;
  const before = Object.keys(problems).length;

  const number = value('Номер');
  if (!number || number.length > MAX_NUMBER) problems[where('Номер')] = 'finance:statement.number';
  const date = isoDay(value('Дата'));
  if (!date) problems[where('Дата')] = 'finance:statement.date';
  const amountText = value('Сумма');
  const amountIssue = amountText ? amountProblem(amountText, 'RUB') : 'finance:statement.amount';
  if (amountIssue) problems[where('Сумма')] = amountIssue === 'finance:amountTooLarge' ? amountIssue : 'finance:statement.amount';

  // 1C writes "0" for a payer without an INN. With only Плательщик given, some banks start it with
  // "ИНН 7701234567 ": the name is what follows, and the INN counts when the key is missing.
  const named = /^ИНН\s+(\d+)\s+(.*)$/.exec(value('Плательщик'));
  const payerName = value('Плательщик1') || (named ? named[2]! : value('Плательщик')) || null;
  const innText = value('ПлательщикИНН');
  let payerInn: string | null = innText === '' || innText === '0' ? null : innText;
  if (payerInn !== null && !validInn(payerInn)) problems[where('ПлательщикИНН')] = 'finance:statement.inn';
  if (payerInn === null && named && validInn(named[1]!)) payerInn = named[1]!;

  if (Object.keys(problems).length > before || !date) return null;
  const purpose = PURPOSE_KEYS.map(value).filter(Boolean).join(' ') || null;
  const payee = value('ПолучательСчет');
  const incoming = ownAccounts.size > 0 ? ownAccounts.has(payee) : value('ДатаПоступило') !== '';
  return { line: section.line, number, date, amount: parseAmount(amountText, 'RUB'), payerName, payerInn, purpose, incoming };
}

/** Reads a statement file, or refuses it with 400 and its problems (nothing is taken from a bad file). */
export function parseStatement(bytes: Buffer): ParsedStatement {
  const lines = decode(bytes).split(/\r\n|\n|\r/);
  if (lines[0]?.trim() !== HEADER) throw refuse('notStatement');

  const accounts = new Set<string>();
  const sections: Section[] = [];
  const problems: FieldMessages = {};
  const unclosed = (section: Section): void => {
    problems[`${section.line}.СекцияДокумент`] = 'finance:statement.unclosed';
  };
  let open: Section | null = null;
  let ended = false;
  for (let index = 1; index < lines.length && !ended; index += 1) {
    const text = clean(lines[index]!);
    const line = index + 1;
    const eq = text.indexOf('=');
    const key = (eq < 0 ? text : text.slice(0, eq)).trim();
    const value = eq < 0 ? '' : clean(text.slice(eq + 1));
    if (key === 'КонецФайла' || key === 'СекцияДокумент' || key === 'СекцияРасчСчет') {
      // Another section (or the end) before КонецДокумента: the open document is cut short.
      if (open) unclosed(open);
      open = null;
      ended = key === 'КонецФайла';
      if (key === 'СекцияДокумент') {
        open = { line, values: new Map() };
        sections.push(open);
        if (sections.length > MAX_STATEMENT_DOCUMENTS) throw refuse('tooMany', { max: MAX_STATEMENT_DOCUMENTS });
      }
    } else if (key === 'КонецДокумента') {
      open = null;
    } else if (open) {
      if (eq > 0 && !open.values.has(key)) open.values.set(key, { value, line });
    } else if (key === 'РасчСчет' && value) {
      accounts.add(value);
    }
  }
  if (!ended) throw refuse('cutOff');
  if (sections.length === 0) throw refuse('empty');

  const closed = new Set(sections.filter((section) => !problems[`${section.line}.СекцияДокумент`]));
  const documents: ParsedOrder[] = [];
  for (const section of sections) {
    if (!closed.has(section)) continue;
    const order = readDocument(section, accounts, problems);
    if (order) documents.push(order);
  }
  const found = Object.keys(problems);
  if (found.length) {
    // In file order (the keys start with their line), at most MAX_REPORTED of them.
    const shown = found.sort((a, b) => parseInt(a, 10) - parseInt(b, 10)).slice(0, MAX_REPORTED);
    throw new AppError(400, 'finance:statement.invalid', { params: { count: found.length }, fields: Object.fromEntries(shown.map((key) => [key, problems[key]!])) });
  }
  return { documents, accounts: [...accounts] };
}
