// Finances: balances, payments, documents, and section 6's financial.balance.user (fetching one's balance).
// The edit abilities are airline staff's: correcting a balance, registering and importing payments,
// generating and uploading documents.

export const FINANCE_ABILITIES = {
  balance: 'financial.balance.view',
  balanceEdit: 'financial.balance.edit',
  payments: 'financial.payment.view',
  paymentsEdit: 'financial.payment.edit',
  documents: 'financial.document.view',
  documentsEdit: 'financial.document.edit',
  userBalance: 'financial.balance.user',
} as const;
