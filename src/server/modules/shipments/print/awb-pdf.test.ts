import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRINT_OFFSET_MM, PRINT_FORMS, type AwbForm, type PrintForm, type PrintOffset } from '@shared/shipments/awb-form';
import { SAMPLE_AWB_FORM } from './awb-form.test-support';
import { A4_MM, AWB_BOXES, awbBox, rateSlot, type Rect } from './awb-layout';
import { renderAwbPdf } from './awb-pdf';
import { CALIBRATION_MARKS, markPoint, renderCalibrationPdf } from './calibration-pdf';

// The three print forms read back as a printer and a reader see them, without a database: Poppler
// renders each page (pdftoppm) and gives its words with their boxes in points (pdftotext -bbox),
// which are compared with the layout table's millimetres.

const run = promisify(execFile);
const PT_PER_MM = 72 / 25.4;
/** How far a word may stand past its box's ruling: Poppler's glyph boxes are the font's, a hair taller than ours. */
const SLACK_MM = 0.3;

let dir: string;
let files = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'awb-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function saved(pdf: Buffer): Promise<string> {
  files += 1;
  const file = join(dir, `${files}.pdf`);
  await writeFile(file, pdf);
  return file;
}

const textOf = async (pdf: Buffer): Promise<string> => (await run('pdftotext', ['-layout', await saved(pdf), '-'])).stdout;

interface Word {
  text: string;
  /** Millimetres on the page. */
  x: number;
  y: number;
  right: number;
  bottom: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

async function wordsOf(pdf: Buffer): Promise<Word[]> {
  const { stdout } = await run('pdftotext', ['-bbox', await saved(pdf), '-']);
  const words: Word[] = [];
  for (const match of stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    const [, x, y, right, bottom, text] = match;
    words.push({
      text: text!.replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity),
      x: Number(x) / PT_PER_MM,
      y: Number(y) / PT_PER_MM,
      right: Number(right) / PT_PER_MM,
      bottom: Number(bottom) / PT_PER_MM,
    });
  }
  return words;
}

const moved = (rect: Rect, offset: PrintOffset): Rect => ({ ...rect, x: rect.x + offset.x, y: rect.y + offset.y });

function expectInside(word: Word, rect: Rect): void {
  const where = `${word.text} at ${word.x.toFixed(1)},${word.y.toFixed(1)}–${word.right.toFixed(1)},${word.bottom.toFixed(1)} in ${rect.x.toFixed(1)},${rect.y.toFixed(1)} ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`;
  expect(word.x, where).toBeGreaterThanOrEqual(rect.x - SLACK_MM);
  expect(word.y, where).toBeGreaterThanOrEqual(rect.y - SLACK_MM);
  expect(word.right, where).toBeLessThanOrEqual(rect.x + rect.width + SLACK_MM);
  expect(word.bottom, where).toBeLessThanOrEqual(rect.y + rect.height + SLACK_MM);
}

/** The words of `phrase`, in order as printed (the first place it is printed). */
function phraseWords(words: Word[], phrase: string): Word[] {
  const parts = phrase.split(/\s+/);
  for (let start = 0; start <= words.length - parts.length; start += 1) {
    if (parts.every((part, index) => words[start + index]!.text === part)) return words.slice(start, start + parts.length);
  }
  throw new Error(`"${phrase}" is not printed`);
}

/** The share of dark pixels of the page as pdftoppm renders it (its PNG decoded by hand: greyscale or RGB, 8 bits). */
async function darkShare(pdf: Buffer): Promise<number> {
  const file = await saved(pdf);
  await run('pdftoppm', ['-r', '50', '-png', '-singlefile', file, file]);
  const png = await readFile(`${file}.png`);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('latin1');
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8]).toBe(8);
      channels = body[9] === 2 ? 3 : 1;
      expect([0, 2]).toContain(body[9]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const bytes = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    const filter = raw[row * (stride + 1)]!;
    for (let index = 0; index < stride; index += 1) {
      const at = row * stride + index;
      const left = index >= channels ? bytes[at - channels]! : 0;
      const up = row > 0 ? bytes[at - stride]! : 0;
      const corner = row > 0 && index >= channels ? bytes[at - stride - channels]! : 0;
      const estimate = left + up - corner;
      const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - corner)];
      const paeth = a <= b && a <= c ? left : b <= c ? up : corner;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      bytes[at] = (raw[row * (stride + 1) + 1 + index]! + predicted) & 0xff;
    }
  }
  let dark = 0;
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel += 1) sum += bytes[pixel * channels + channel]!;
    if (sum / channels < 128) dark += 1;
  }
  return dark / (width * height);
}

const render = (kind: PrintForm, form: Partial<AwbForm> = {}, offset?: PrintOffset) => renderAwbPdf({ ...SAMPLE_AWB_FORM, ...form }, kind, offset);
const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('the layout table', () => {
  it('names each box once and keeps every box on the A4 page', () => {
    const keys = AWB_BOXES.map((box) => box.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const box of AWB_BOXES) {
      expect(box.x, box.key).toBeGreaterThanOrEqual(5);
      expect(box.y, box.key).toBeGreaterThanOrEqual(5);
      expect(box.x + box.width, box.key).toBeLessThanOrEqual(A4_MM.width - 5);
      expect(box.y + box.height, box.key).toBeLessThanOrEqual(A4_MM.height - 5);
    }
  });
});

describe.each(PRINT_FORMS)('the %s form', (kind) => {
  it('renders a page that is not blank, with the number, the parties in Cyrillic and the weights', async () => {
    const pdf = await render(kind);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await darkShare(pdf)).toBeGreaterThan(0.0005);
    const text = flat(await textOf(pdf));
    for (const expected of ['298-12345675', '12345675', 'TJM', 'ООО «Сибирь Трейд»', 'АО «Башкирская Логистика»', 'Уфа 450077', '345.5', '48.0', '393.5', 'Рыба охлаждённая', '41 360.00']) {
      expect(text).toContain(expected);
    }
  });

  it('puts the number, the parties and the gross weight inside their boxes', async () => {
    const words = await wordsOf(await render(kind));
    const [number] = phraseWords(words, '298-12345675');
    expectInside(number!, awbBox('awbTopRight'));
    for (const word of phraseWords(words, '12345675')) expectInside(word, awbBox('awbSerial'));
    for (const word of phraseWords(words, 'ООО «Сибирь Трейд»')) expectInside(word, awbBox('shipper'));
    for (const word of phraseWords(words, 'АО «Башкирская Логистика»')) expectInside(word, awbBox('consignee'));
    const grossWeight = awbBox('grossWeight');
    for (const word of phraseWords(words, '345.5')) expectInside(word, rateSlot(grossWeight, 0, 2));
    for (const word of phraseWords(words, '48.0')) expectInside(word, rateSlot(grossWeight, 1, 2));
    for (const word of phraseWords(words, '393.5')) expectInside(word, awbBox('totalGrossWeight'));
  });

  it('marks a draft and an e-AWB only when the form is one', async () => {
    const plain = await textOf(await render(kind));
    expect(plain).not.toContain('DRAFT');
    expect(plain).not.toContain('e-AWB');
    const marked = await render(kind, { draft: true, eawb: true });
    const text = await textOf(marked);
    expect(text).toContain('DRAFT');
    for (const word of phraseWords(await wordsOf(marked), 'e-AWB')) expectInside(word, awbBox('eawbMark'));
  });
});

describe('what each form prints', () => {
  it('prints captions and rulings only on A4', async () => {
    const airline = flat(await textOf(await render('airline')));
    const neutral = flat(await textOf(await render('neutral')));
    const a4 = flat(await textOf(await render('a4')));
    for (const caption of ["Shipper's Name and Address", 'Handling Information', 'Nature and Quantity of Goods', 'Not Negotiable', 'Air Waybill']) {
      expect(a4).toContain(caption);
      expect(airline).not.toContain(caption);
      expect(neutral).not.toContain(caption);
    }
    // Rulings darken the page: A4 carries far more ink than the data alone.
    expect(await darkShare(await render('a4'))).toBeGreaterThan(2 * (await darkShare(await render('airline'))));
  });

  it('puts each value at the same spot on every form', async () => {
    const [airline, neutral, a4] = [await wordsOf(await render('airline')), await wordsOf(await render('neutral')), await wordsOf(await render('a4'))];
    for (const phrase of ['ООО «Сибирь Трейд»', '12345675', '345.5', '41 360.00', 'Иванов И. И.']) {
      const at = (words: Word[]) => phraseWords(words, phrase).map((word) => [word.x.toFixed(2), word.y.toFixed(2)]);
      expect(at(neutral), phrase).toEqual(at(airline));
      expect(at(a4), phrase).toEqual(at(airline));
    }
  });

  it("prints the issuing carrier's identity on the neutral blank and A4, not on the airline's own stock", async () => {
    const airline = await wordsOf(await render('airline'));
    const neutral = await wordsOf(await render('neutral'));
    const a4 = flat(await textOf(await render('a4')));
    expect(airline.map((word) => word.text).join(' ')).not.toContain('ЮТэйр');
    expect(a4).toContain('ЮТэйр');
    for (const word of phraseWords(neutral, 'ПАО «Авиакомпания «ЮТэйр»')) expectInside(word, awbBox('carrierName'));
    for (const word of phraseWords(neutral, 'UT')) expectInside(word, awbBox('carrierCode'));
    // The prefix box: pre-printed on the airline's stock, printed on the neutral one.
    const prefixOn = (words: typeof airline) => words.filter((word) => word.text === '298').filter((word) => word.x < awbBox('awbPrefix').x + awbBox('awbPrefix').width);
    expect(prefixOn(airline)).toHaveLength(0);
    expect(prefixOn(neutral)).toHaveLength(1);
    expectInside(prefixOn(neutral)[0]!, awbBox('awbPrefix'));
  });
});

describe('the workstation offset', () => {
  const numberAt = async (kind: PrintForm, offset?: PrintOffset) => phraseWords(await wordsOf(await render(kind, {}, offset)), '298-12345675')[0]!;

  it.each(PRINT_FORMS)('moves everything the %s form prints by the offset', async (kind) => {
    const offset = { x: 5, y: -3 };
    const [still, shifted] = [await numberAt(kind), await numberAt(kind, offset)];
    expect(Math.abs(shifted.x - still.x - offset.x)).toBeLessThan(0.5);
    expect(Math.abs(shifted.y - still.y - offset.y)).toBeLessThan(0.5);
    expectInside(shifted, moved(awbBox('awbTopRight'), offset));
    if (kind === 'a4') {
      // The drawn form moves with its data: a caption keeps its place against the number.
      const caption = async (at?: PrintOffset) => phraseWords(await wordsOf(await render(kind, {}, at)), "Shipper's Name and Address")[0]!;
      const [from, to] = [await caption(), await caption(offset)];
      expect(Math.abs(to.x - from.x - offset.x)).toBeLessThan(0.5);
      expect(Math.abs(to.y - from.y - offset.y)).toBeLessThan(0.5);
    }
  });

  it('is held within the largest offset a workstation may set', async () => {
    const [still, far] = [await numberAt('airline'), await numberAt('airline', { x: -55, y: 40 })];
    expect(far.x - still.x).toBeCloseTo(-MAX_PRINT_OFFSET_MM, 0);
    expect(far.y - still.y).toBeCloseTo(MAX_PRINT_OFFSET_MM, 0);
    const nothing = await numberAt('airline', { x: Number.NaN, y: Number.POSITIVE_INFINITY });
    expect(nothing.x).toBeCloseTo(still.x, 1);
    expect(nothing.y).toBeCloseTo(still.y, 1);
  });
});

describe('text too long for its box', () => {
  const LONG = 'Сибирьтрейдлогистикинвест';
  const form: Partial<AwbForm> = {
    shipper: { name: Array.from({ length: 8 }, () => LONG).join(' '), lines: Array.from({ length: 9 }, (_, index) => `${LONG}${index} улица`), account: '9'.repeat(40), phone: null },
    handling: Array.from({ length: 14 }, (_, index) => `Обработка${index} хранить отдельно от пищевых продуктов и животных, не кантовать`),
    declaredValueCarriage: '9876543210'.repeat(6),
    rateLines: [{ ...SAMPLE_AWB_FORM.rateLines[0]!, goods: Array.from({ length: 8 }, (_, index) => `Груз${index} ${'очень длинное описание '.repeat(4)}`) }, SAMPLE_AWB_FORM.rateLines[1]!],
  };

  it.each(PRINT_FORMS)('shrinks, then is cut, and stays in its box on the %s form', async (kind) => {
    const words = await wordsOf(await render(kind, form));
    const inBox = (prefix: string, key: string, rect: Rect = awbBox(key)) => {
      const found = words.filter((word) => word.text.startsWith(prefix));
      expect(found.length, prefix).toBeGreaterThan(0);
      for (const word of found) expectInside(word, rect);
      return found;
    };
    const shipper = inBox('Сибирь', 'shipper');
    // Cut, and marked as cut.
    expect(shipper.some((word) => word.text.endsWith('…'))).toBe(true);
    inBox('999', 'shipperAccount');
    inBox('Обработка', 'handling');
    inBox('987654', 'declaredCarriage');
    inBox('Груз', 'goods', rateSlot(awbBox('goods'), 0, 2));
    // The next rate line keeps its own slot.
    for (const word of phraseWords(words, 'Икра, консервы')) expectInside(word, rateSlot(awbBox('goods'), 1, 2));
  });
});

describe('the calibration page', () => {
  it.each(PRINT_FORMS)('marks the key corners for the %s form with their nominal positions, moved by the offset', async (kind) => {
    const offset = { x: 5, y: -3 };
    const [still, shifted] = [await renderCalibrationPdf(kind, { x: 0, y: 0 }), await renderCalibrationPdf(kind, offset)];
    expect(await darkShare(still)).toBeGreaterThan(0.001);
    const text = flat(await textOf(shifted));
    expect(text).toContain('Calibration');
    expect(text).toContain('x +5.0 mm, y −3.0 mm');
    for (const mark of CALIBRATION_MARKS) {
      const point = markPoint(mark);
      expect(text).toContain(`${mark.label}: x ${point.x.toFixed(1)} mm, y ${point.y.toFixed(1)} mm`);
    }
    const label = async (pdf: Buffer) => phraseWords(await wordsOf(pdf), 'AWB number:')[0]!;
    const [from, to] = [await label(still), await label(shifted)];
    expect(Math.abs(to.x - from.x - offset.x)).toBeLessThan(0.5);
    expect(Math.abs(to.y - from.y - offset.y)).toBeLessThan(0.5);
    // The label sits beside its mark.
    const point = markPoint(CALIBRATION_MARKS[0]!);
    expect(Math.abs(from.x - point.x)).toBeLessThan(5);
    expect(Math.abs(from.y - point.y)).toBeLessThan(5);
  });
});
