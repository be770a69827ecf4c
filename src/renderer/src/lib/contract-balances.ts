import { useQuery } from '@tanstack/react-query';
import { balanceApi } from '@shared/finance';
import { useApi } from '@/lib/api/context';
import { MONEY_QUERY_KEY } from './money';

// The contracts the caller reaches, each with its balance: read by the finance pages (their
// contract filters and fields) and by booking for a client (whose contract, and what it may still
// hold). Under the money key, so whatever moves money refreshes them.

/** The query key of the contracts with their balances (the finance area's `financeKeys.contracts()`). */
export const contractBalancesKey = () => [...MONEY_QUERY_KEY, 'contracts'] as const;

/** Every contract the caller reaches, each with its balance. */
export function useContractBalances({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: contractBalancesKey(), queryFn: ({ signal }) => api.call(balanceApi.contracts, { query: {}, signal }), enabled, staleTime: 30_000 });
}
