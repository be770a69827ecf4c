import { contractBalancesKey } from '@/lib/contract-balances';
import { MONEY_QUERY_KEY } from '@/lib/money';
import type { BalanceListQuery, CashFlowQuery, DocumentListQuery, PaymentListQuery } from '@shared/finance';

/** Query keys of the finance feature, for queries and invalidation alike: any money moved refreshes `all`. */
export const financeKeys = {
  all: MONEY_QUERY_KEY,
  userBalance: () => [...financeKeys.all, 'user-balance'] as const,
  contracts: contractBalancesKey,
  operations: (query: BalanceListQuery) => [...financeKeys.all, 'operations', query] as const,
  cashFlowBlocks: (contractId: number, query: CashFlowQuery) => [...financeKeys.all, 'cash-flow-blocks', contractId, query] as const,
  cashFlow: (contractId: number, query: CashFlowQuery) => [...financeKeys.all, 'cash-flow', contractId, query] as const,
  contract: (contractId: number) => [...financeKeys.contracts(), contractId] as const,
  payments: (query: PaymentListQuery) => [...financeKeys.all, 'payments', query] as const,
  payment: (id: number) => [...financeKeys.all, 'payment', id] as const,
  documents: (query: DocumentListQuery) => [...financeKeys.all, 'documents', query] as const,
};
