import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_DOCUMENTS } from '@shared/finance/statement';
import { AppError } from '../../errors';
import { parseStatement } from './statement-parse';
import { AIRLINE_ACCOUNT, encodeCp1251, lineOf, statementFile, statementText, type StatementOrder } from './statement.test-support';

// The statement parser alone (no database): the encodings 1C writes, the documents it reads, and a
// bad file refused whole with every problem at its line and key. It lives beside the server code it
// tests, so it runs in the server projects (the unit project takes no src/server files).

const order = (fields: Partial<StatementOrder> = {}): StatementOrder => ({
  number: '101',
  date: '2026-11-18',
  amount: '150000.00',
  payerName: 'ООО «Сибирь Логистик»',
  payerInn: '7203412655',
  purpose: 'Оплата по договору № UT-AG-2024/017 за авиаперевозку груза',
  ...fields,
});

/** What the parser refused the file with: status, message key and params, fields. */
function refusal(bytes: Buffer): { status: number; key: string; params: unknown; fields: Record<string, string> | undefined } {
  try {
    parseStatement(bytes);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, key: error.messageKey, params: error.options.params, fields: error.options.fields };
  }
  throw new Error('the file was taken');
}

describe('reading a statement', () => {
  it('reads windows-1251: the orders, their Cyrillic, amounts in kopecks and the file’s own accounts', () => {
    const parsed = parseStatement(statementFile([order(), order({ number: '102', amount: '2500,5', payerName: 'АО «Ямал Фиш Экспорт» — филиал Ёлкино', payerInn: '8901027745', purpose: 'Счёт № 56' })]));
    expect(parsed.accounts).toEqual([AIRLINE_ACCOUNT]);
    expect(parsed.documents).toEqual([
      { line: 21, number: '101', date: '2026-11-18', amount: 15_000_000, payerName: 'ООО «Сибирь Логистик»', payerInn: '7203412655', purpose: 'Оплата по договору № UT-AG-2024/017 за авиаперевозку груза', incoming: true },
      expect.objectContaining({ number: '102', amount: 250_050, payerName: 'АО «Ямал Фиш Экспорт» — филиал Ёлкино', payerInn: '8901027745', purpose: 'Счёт № 56', incoming: true }),
    ]);
  });

  it('reads DOS 866 when the header says Кодировка=DOS, and UTF-8', () => {
    const dos = order({ payerName: 'ООО "Ёлка и Ко" №1', purpose: 'Предоплата по договору UT-AG-2024/017' });
    const [fromDos] = parseStatement(statementFile([dos], { encoding: 'DOS' })).documents;
    expect(fromDos).toMatchObject({ payerName: 'ООО "Ёлка и Ко" №1', purpose: 'Предоплата по договору UT-AG-2024/017' });
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(statementText([order()]), 'utf8')]);
    expect(parseStatement(utf8).documents[0]).toMatchObject({ payerName: 'ООО «Сибирь Логистик»', amount: 15_000_000 });
    // Without the BOM too: no windows-1251 Cyrillic text is valid UTF-8.
    expect(parseStatement(utf8.subarray(3)).documents[0]).toMatchObject({ payerName: 'ООО «Сибирь Логистик»', amount: 15_000_000 });
  });

  it('takes lines ending in \\n, whole amounts and a comma decimal', () => {
    const parsed = parseStatement(statementFile([order({ amount: '150000' }), order({ number: '102', amount: '99,99' })], { newline: '\n' }));
    expect(parsed.documents.map((d) => d.amount)).toEqual([15_000_000, 9_999]);
  });

  it('joins a purpose the bank cut into continuation lines', () => {
    const [parsed] = parseStatement(statementFile([order({ purpose: 'Оплата по договору', keys: { НазначениеПлатежа1: 'UT-AG-2024/017 за перевозку', НазначениеПлатежа2: '', НазначениеПлатежа3: 'НДС не облагается' } })])).documents;
    expect(parsed!.purpose).toBe('Оплата по договору UT-AG-2024/017 за перевозку НДС не облагается');
  });

  it('strips the "ИНН … " a bank puts before the payer’s name, and takes the INN from it when the key is missing', () => {
    const [named, inferred, none] = parseStatement(
      statementFile([
        order({ keys: { Плательщик1: null } }),
        order({ number: '102', keys: { Плательщик1: null, ПлательщикИНН: null } }),
        order({ number: '103', payerInn: '', payerName: 'Иванов Иван Иванович' }),
      ]),
    ).documents;
    expect(named).toMatchObject({ payerName: 'ООО «Сибирь Логистик»', payerInn: '7203412655' });
    expect(inferred).toMatchObject({ payerName: 'ООО «Сибирь Логистик»', payerInn: '7203412655' });
    // 1C writes ПлательщикИНН=0 for a payer without one.
    expect(none).toMatchObject({ payerName: 'Иванов Иван Иванович', payerInn: null });
  });

  it('tells incoming money from outgoing: by the file’s own accounts, or by ДатаПоступило when it names none', () => {
    const orders = [order(), order({ number: '102', outgoing: true, payerName: 'ООО «Аэропорт Рощино»', payerInn: '7204002873' })];
    expect(parseStatement(statementFile(orders)).documents.map((d) => d.incoming)).toEqual([true, false]);
    // The same file without РасчСчет lines: the order the bank received money on has ДатаПоступило.
    const anonymous = statementText(orders)
      .split('\r\n')
      .filter((line) => !line.startsWith('РасчСчет='))
      .join('\r\n');
    const parsed = parseStatement(encodeCp1251(anonymous));
    expect(parsed.accounts).toEqual([]);
    expect(parsed.documents.map((d) => d.incoming)).toEqual([true, false]);
  });
});

describe('refusing a bad statement', () => {
  it('reports every problem of every document at once, each at its line and key', () => {
    const orders = [
      order({ number: '' }),
      order({ number: '102', date: '2026-02-31', amount: '-5' }),
      order({ number: '103', amount: '10.555', payerInn: '12345' }),
      order({ number: '104', keys: { Сумма: null, Дата: null } }),
      order({ number: '105' }),
      order({ number: 'x'.repeat(41), amount: '0' }),
    ];
    // The fifth document loses its КонецДокумента: the sixth section starts inside it.
    const text = statementText(orders);
    const lines = text.split('\r\n');
    const fifth = lines.indexOf('Номер=105');
    const end = lines.indexOf('КонецДокумента', fifth);
    lines.splice(end, 1);
    const documentLine = (number: string) => lineOf(text, `Номер=${number}`) - 1;

    const { status, key, params, fields } = refusal(encodeCp1251(lines.join('\r\n')));
    expect(status).toBe(400);
    expect(key).toBe('finance:statement.invalid');
    expect(params).toEqual({ count: 10 });
    // Lines below the removed one moved up by one.
    const moved = (line: string) => lineOf(text, line) - 1;
    expect(fields).toEqual({
      // Empty is a problem at the key's own line.
      [`${lineOf(text, 'Номер=')}.Номер`]: 'finance:statement.number',
      [`${lineOf(text, 'Дата=31.02.2026')}.Дата`]: 'finance:statement.date',
      [`${lineOf(text, 'Сумма=-5')}.Сумма`]: 'finance:statement.amount',
      [`${lineOf(text, 'Сумма=10.555')}.Сумма`]: 'finance:statement.amount',
      [`${lineOf(text, 'ПлательщикИНН=12345')}.ПлательщикИНН`]: 'finance:statement.inn',
      // Missing keys: at the document's first line.
      [`${documentLine('104')}.Сумма`]: 'finance:statement.amount',
      [`${documentLine('104')}.Дата`]: 'finance:statement.date',
      [`${documentLine('105')}.СекцияДокумент`]: 'finance:statement.unclosed',
      [`${moved(`Номер=${'x'.repeat(41)}`)}.Номер`]: 'finance:statement.number',
      [`${moved('Сумма=0')}.Сумма`]: 'finance:statement.amount',
    });
    // In file order, as the report lists them.
    expect(Object.keys(fields!).map((field) => parseInt(field, 10))).toEqual(Object.keys(fields!).map((field) => parseInt(field, 10)).sort((a, b) => a - b));
  });

  it('refuses what is not a 1C statement: another text, a spreadsheet, random bytes', () => {
    for (const bytes of [
      Buffer.from('Дата;Сумма;Плательщик\r\n18.11.2026;150000;ООО\r\n'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)),
      Buffer.alloc(0),
    ]) {
      expect(refusal(bytes)).toEqual({ status: 400, key: 'finance:statement.notStatement', params: undefined, fields: { file: 'finance:statement.notStatement' } });
    }
  });

  it('refuses a file cut off before КонецФайла, one without documents, and one over the limit', () => {
    expect(refusal(statementFile([order()], { cutOff: true }))).toMatchObject({ status: 400, key: 'finance:statement.cutOff', fields: { file: 'finance:statement.cutOff' } });
    expect(refusal(statementFile([]))).toMatchObject({ status: 400, key: 'finance:statement.empty', fields: { file: 'finance:statement.empty' } });
    // Garbage after the header is a file that never ends.
    expect(refusal(Buffer.concat([Buffer.from('1CClientBankExchange\r\n'), Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 31) % 256))]))).toMatchObject({ key: 'finance:statement.cutOff' });
    const many = `1CClientBankExchange\r\n${'СекцияДокумент=Платежное поручение\r\nКонецДокумента\r\n'.repeat(MAX_STATEMENT_DOCUMENTS + 1)}КонецФайла\r\n`;
    expect(refusal(encodeCp1251(many))).toMatchObject({ status: 400, key: 'finance:statement.tooMany', params: { max: MAX_STATEMENT_DOCUMENTS } });
  });
});
