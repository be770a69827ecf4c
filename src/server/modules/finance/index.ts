import type { AreaModule } from '../../area';
import { financeRoutes } from './routes';
import { seedFinance } from './seed';

// Finances: the ledger behind contracts' balances, the balance calls of section 7, payments and
// documents.

export const finance: AreaModule = {
  name: 'finance',
  routes: financeRoutes,
  seed: { demo: seedFinance },
};

// What booking, the AWB lifecycle and refunds call, in their own transactions.
export { charge, credit, holdExpressions, holdRefusal, ledgerDrift, netCharged, placeHold, releaseHold, shipmentEntries, termsOf, type Cause, type HoldTerms, type PostedEntry } from './ledger';

/** For the dashboard: the caller's own balances, and payments as their list reads them. */
export { userBalances } from './balance-read';
export { listPayments } from './payments';
