import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi, type PaymentBody, type PaymentDecision, type PaymentListQuery } from '@shared/finance';
import { showsErrorPage } from '@/components/resource/error-page';
import { useApi } from '@/lib/api/context';
import { financeKeys } from './keys';

// Payments as queries and mutations. Whatever decides or registers a payment may move a balance,
// so every figure of money is read again after it.

/** A page of payments; the previous page stays on screen while the next one loads. */
export function usePayments(query: PaymentListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: financeKeys.payments(query),
    queryFn: ({ signal }) => api.call(paymentsApi.list, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}

/** One payment (a link's `openId`), read even when it is on no page of the list. */
export function usePayment(id: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: financeKeys.payment(id ?? 0),
    queryFn: ({ signal }) => api.call(paymentsApi.get, { params: { id: id! }, signal }),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useRegisterPayment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) => api.call(paymentsApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

export function useDecidePayment() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: PaymentDecision }) => api.call(paymentsApi.decide, { params: { id }, body: decision }),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

/** A bank statement sent with its upload's progress (0 to 1); the payments and balances are read again after. */
export function useStatementImport() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress(share: number): void }) => api.upload(paymentsApi.statement, {}, file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
