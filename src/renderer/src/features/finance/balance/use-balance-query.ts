import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_FINANCE_ZONE, type BalanceListQuery } from '@shared/finance';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { userAtom } from '@/lib/state';
import { balanceQueryParams, parseBalanceQuery } from './balance-query';

/** The page's view from the address in the user's time zone, and its change (a replace: Back leaves the page). */
export function useBalanceQuery(): [BalanceListQuery, (patch: Partial<BalanceListQuery>) => void, (next: BalanceListQuery) => void] {
  const raw = useRouteQuery();
  const navigate = useNavigate();
  const tz = useAtomValue(userAtom)?.timeZone || DEFAULT_FINANCE_ZONE;
  const query = useMemo(() => parseBalanceQuery(raw as Record<string, unknown>, tz), [raw, tz]);
  const replace = useCallback(
    (next: BalanceListQuery) => {
      const search = stringifyRouteQuery(balanceQueryParams(next));
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate],
  );
  const update = useCallback((patch: Partial<BalanceListQuery>) => replace({ ...query, ...patch }), [query, replace]);
  return [query, update, replace];
}
