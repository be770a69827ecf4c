import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentListQuery } from '@shared/finance';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { openedPayment, parsePaymentQuery, paymentQueryParams } from './payments-query';

interface PaymentView {
  query: PaymentListQuery;
  /** The payment open over the list. */
  openId: number | undefined;
  update(patch: Partial<PaymentListQuery>): void;
  replace(next: PaymentListQuery): void;
  open(id: number | undefined): void;
}

/** The page's view from the address, and its changes (replaces: Back leaves the page). */
export function usePaymentQuery(): PaymentView {
  const raw = useRouteQuery() as Record<string, unknown>;
  const navigate = useNavigate();
  const query = useMemo(() => parsePaymentQuery(raw), [raw]);
  const openId = openedPayment(raw);
  const go = useCallback(
    (next: PaymentListQuery, id: number | undefined) => {
      const search = stringifyRouteQuery(paymentQueryParams(next, id));
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate],
  );
  return {
    query,
    openId,
    update: (patch) => go({ ...query, ...patch }, openId),
    replace: (next) => go(next, openId),
    open: (id) => go(query, id),
  };
}
