// An amount of rubles in Russian words, as Russian acts and invoices write their totals ("Всего
// оказано услуг на сумму: Сто двадцать тысяч рублей 50 копеек"). Kopecks stay in figures, as
// accountants write them.

const ONES_MASCULINE = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_FEMININE = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = ['десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать'];
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

/** A scale's forms for one, a few (2–4) and many; thousands are feminine. */
interface Scale {
  forms: [string, string, string];
  feminine: boolean;
}

const SCALES: Scale[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

/** The form of a noun after a number: 1 рубль, 2 рубля, 5 рублей (11–14 take the last). */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function triad(value: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)]!];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, (feminine ? ONES_FEMININE : ONES_MASCULINE)[rest % 10]!);
  return words.filter(Boolean);
}

/** A whole number in words, masculine ("двадцать один"); zero is "ноль". */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return 'ноль';
  const words: string[] = [];
  let rest = value;
  const triads: number[] = [];
  while (rest > 0) {
    triads.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  if (triads.length > SCALES.length) throw new RangeError(`too large: ${value}`);
  for (let index = triads.length - 1; index >= 0; index -= 1) {
    const part = triads[index]!;
    if (!part) continue;
    const scale = SCALES[index]!;
    words.push(...triad(part, scale.feminine));
    if (index > 0) words.push(pluralRu(part, scale.forms));
  }
  return words.join(' ');
}

/** Kopecks in rubles and kopecks, the rubles in words with a capital: "Одна тысяча рублей 05 копеек". */
export function rublesInWords(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not minor units: ${minor}`);
  const sign = minor < 0 ? 'минус ' : '';
  const whole = Math.floor(Math.abs(minor) / 100);
  const kopecks = Math.abs(minor) % 100;
  const text = `${sign}${numberInWords(whole)} ${pluralRu(whole, ['рубль', 'рубля', 'рублей'])} ${String(kopecks).padStart(2, '0')} ${pluralRu(kopecks, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
