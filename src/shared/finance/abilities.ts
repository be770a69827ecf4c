// Finances: balances, payments, documents, and section 6's financial.balance.user (fetching one's balance).

export const FINANCE_ABILITIES = {
  balance: 'financial.balance.view',
  payments: 'financial.payment.view',
  documents: 'financial.document.view',
  userBalance: 'financial.balance.user',
} as const;
