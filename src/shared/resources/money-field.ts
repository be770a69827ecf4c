import { CURRENCIES, fromDecimal, minorDigits, money, toDecimal } from '../money';

// Money fields (FieldDef.money) hold minor units; people type and read major units. Every currency
// we take has two minor digits (kopecks, cents, tyiyn, luma), so a field need not know its row's
// currency to convert: money-field.test.ts fails the day a currency without two arrives.

export const MONEY_DIGITS = 2;

/** The minor units as the decimal text a person types: 4550 → "45.50". */
export const moneyText = (minor: number): string => toDecimal(money(minor, 'RUB'));

/** What a person typed ("45,5", "1 200.00") as minor units; null when it is not an amount of at most two decimals. */
export function parseMoneyText(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?[\d \u00a0\u202f]+([.,]\d{1,2})?$/.test(trimmed)) return null;
  try {
    return fromDecimal(trimmed, 'RUB').amount;
  } catch {
    return null;
  }
}

/** Whether every currency has the minor digits the fields assume. */
export const moneyDigitsHold = (): boolean => CURRENCIES.every((currency) => minorDigits(currency) === MONEY_DIGITS);
