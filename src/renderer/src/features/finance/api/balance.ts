import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { balanceApi, type BalanceListQuery, type CashFlowQuery, type CorrectionBody } from '@shared/finance';
import { showsErrorPage } from '@/components/resource/error-page';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { financeKeys } from './keys';

// The balance calls of section 7 as queries: the header's balance, the contracts with theirs, the
// operations, the cash flow, and the staff's correction.

export const getUserBalance = (api: ApiClient, signal?: AbortSignal) => api.call(balanceApi.user, { signal });

/** The caller's balances (financial.balance.user); the first item's money is the header's. */
export function useUserBalance({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: financeKeys.userBalance(), queryFn: ({ signal }) => getUserBalance(api, signal), enabled, staleTime: 30_000 });
}

export const getOperations = (api: ApiClient, query: BalanceListQuery, signal?: AbortSignal) => api.call(balanceApi.list, { query, signal });

/** A page of balance operations; the previous page stays on screen while the next one loads. */
export function useOperations(query: BalanceListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: financeKeys.operations(query),
    queryFn: ({ signal }) => getOperations(api, query, signal),
    enabled,
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}

/** A contract's cash flow over a span, as blocks. */
export function useCashFlowBlocks(contractId: number | undefined, query: CashFlowQuery) {
  const api = useApi();
  return useQuery({
    queryKey: financeKeys.cashFlowBlocks(contractId ?? 0, query),
    queryFn: ({ signal }) => api.call(balanceApi.cashFlowBlocks, { params: { id: contractId! }, query, signal }),
    enabled: contractId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A contract's cash flow period by period (the chart). */
export function useCashFlow(contractId: number | undefined, query: CashFlowQuery) {
  const api = useApi();
  return useQuery({
    queryKey: financeKeys.cashFlow(contractId ?? 0, query),
    queryFn: ({ signal }) => api.call(balanceApi.cashFlow, { params: { id: contractId! }, query, signal }),
    enabled: contractId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The staff's manual correction; every figure of money is read again after it. */
export function useCorrection() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionBody) => api.call(balanceApi.correct, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

/** The operations of a view as an xlsx workbook. */
export const downloadOperations = (api: ApiClient, query: BalanceListQuery) => api.call(balanceApi.xlsx, { query });
