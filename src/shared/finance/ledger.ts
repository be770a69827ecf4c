import { fromDecimal, isCurrency, type Currency, type Money } from '../money';

// The ledger's rules, shared by the server that enforces them and the screens that explain them.
// A contract's balance is the sum of its ledger entries in minor units of the contract's currency:
// credits (payments, refunds, released holds) are positive, debits (holds, charges) negative.

/**
 * Entry types: the opening balance carried over from before the ledger, a payment received, a
 * hold for a booking and its release, a charge on AWB issue, a refund, and a manual correction by
 * airline staff (with a reason).
 */
export const LEDGER_ENTRY_TYPES = ['opening', 'payment', 'hold', 'release', 'charge', 'refund', 'correction'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** A hold is open until the booking is cancelled or expires (released) or its AWB is issued (charged). */
export const HOLD_STATUSES = ['open', 'released', 'charged'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/** How far below zero a contract may go: 0 when prepaid. */
export interface CreditTerms {
  /** The credit limit in the contract's currency, as a positive amount; 0 for a prepaid contract. */
  limit: number;
}

/** The part of a contract's payment method the credit limit comes from. */
export interface PaymentMethodTerms {
  method: string;
  value: string | null;
}

/**
 * The credit limit of a contract: the value of its credit (KR) payment method, in the contract's
 * currency as the contract form stores it ("1500000", "1 500 000,00"). A contract without one, or
 * whose value is no amount, is prepaid: it may not go below zero.
 */
export function creditLimit(methods: readonly PaymentMethodTerms[], currency: Currency): number {
  const credit = methods.find((method) => method.method === 'KR');
  if (!credit?.value) return 0;
  try {
    const limit = fromDecimal(credit.value, currency).amount;
    return limit > 0 ? limit : 0;
  } catch {
    return 0;
  }
}

/** The lowest balance the contract may reach, in minor units (0 or minus its credit limit). */
export const floorOf = (terms: CreditTerms): number => 0 - terms.limit;

/** Whether a debit of `amount` (positive minor units) leaves the balance at or above the floor. */
export function mayDebit(balance: number, amount: number, terms: CreditTerms): boolean {
  return balance - amount >= floorOf(terms);
}

/** How much the contract may still spend: its balance down to the floor (never negative). */
export function available(balance: number, terms: CreditTerms): number {
  return Math.max(0, balance - floorOf(terms));
}

/** The currency of a contract as a ledger currency, or null when the ledger cannot keep it. */
export const ledgerCurrency = (currency: string): Currency | null => (isCurrency(currency) ? currency : null);

/** Money of a contract's currency from minor units. */
export const moneyOf = (amount: number, currency: Currency): Money => ({ amount: amount + 0, currency });
