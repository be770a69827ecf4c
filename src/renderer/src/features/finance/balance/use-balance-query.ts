import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { DEFAULT_FINANCE_ZONE, type BalanceListQuery } from '@shared/finance';
import { userAtom } from '@/lib/state';
import { useAddressView } from '@/lib/view-query';
import { balanceQueryParams, parseBalanceQuery } from './balance-query';

/** The page's view from the address in the user's time zone, and its change (a replace: Back leaves the page). */
export function useBalanceQuery(): [BalanceListQuery, (patch: Partial<BalanceListQuery>) => void, (next: BalanceListQuery) => void] {
  const tz = useAtomValue(userAtom)?.timeZone || DEFAULT_FINANCE_ZONE;
  const parse = useCallback((raw: Record<string, unknown>) => parseBalanceQuery(raw, tz), [tz]);
  const [query, update, replace] = useAddressView(parse, balanceQueryParams);
  return [query, update, replace];
}
