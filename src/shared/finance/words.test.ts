import { describe, expect, it } from 'vitest';
import { numberInWords, pluralRu, rublesInWords } from './words';

describe('amounts in Russian words', () => {
  it('spells whole numbers with their scales in the right gender and case', () => {
    expect(numberInWords(0)).toBe('ноль');
    expect(numberInWords(21)).toBe('двадцать один');
    expect(numberInWords(112)).toBe('сто двенадцать');
    expect(numberInWords(1_000)).toBe('одна тысяча');
    expect(numberInWords(2_002)).toBe('две тысячи два');
    expect(numberInWords(11_000)).toBe('одиннадцать тысяч');
    expect(numberInWords(1_254_300)).toBe('один миллион двести пятьдесят четыре тысячи триста');
    expect(numberInWords(5_000_000_021)).toBe('пять миллиардов двадцать один');
  });

  it('takes the noun’s form after the number', () => {
    expect([1, 2, 5, 11, 14, 21, 22, 25, 111, 101].map((n) => pluralRu(n, ['рубль', 'рубля', 'рублей']))).toEqual([
      'рубль',
      'рубля',
      'рублей',
      'рублей',
      'рублей',
      'рубль',
      'рубля',
      'рублей',
      'рублей',
      'рубль',
    ]);
  });

  it('writes a total as acts do: rubles in words with a capital, kopecks in figures', () => {
    expect(rublesInWords(12_000_050)).toBe('Сто двадцать тысяч рублей 50 копеек');
    expect(rublesInWords(100_105)).toBe('Одна тысяча один рубль 05 копеек');
    expect(rublesInWords(0)).toBe('Ноль рублей 00 копеек');
    expect(rublesInWords(-2_201)).toBe('Минус двадцать два рубля 01 копейка');
  });
});
