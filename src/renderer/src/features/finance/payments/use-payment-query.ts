import { useCallback, useMemo } from 'react';
import type { PaymentListQuery } from '@shared/finance';
import { useAddressView } from '@/lib/view-query';
import { openedPayment, parsePaymentQuery, paymentQueryParams } from './payments-query';

interface PaymentView {
  query: PaymentListQuery;
  /** The payment open over the list. */
  openId: number | undefined;
  update(patch: Partial<PaymentListQuery>): void;
  replace(next: PaymentListQuery): void;
  open(id: number | undefined): void;
}

type Address = PaymentListQuery & { openId?: number };

const parse = (raw: Record<string, unknown>): Address => ({ ...parsePaymentQuery(raw), openId: openedPayment(raw) });
const params = ({ openId, ...query }: Address): Record<string, string> => paymentQueryParams(query, openId);

/** The page's view from the address (the payment open over it included), and its changes (replaces: Back leaves the page). */
export function usePaymentQuery(): PaymentView {
  const [address, update, replaceAddress] = useAddressView(parse, params);
  const { openId } = address;
  const query = useMemo((): PaymentListQuery => {
    const { openId: _open, ...view } = address;
    return view;
  }, [address]);
  const replace = useCallback((next: PaymentListQuery) => replaceAddress({ ...next, openId }), [replaceAddress, openId]);
  const open = useCallback((id: number | undefined) => update({ openId: id }), [update]);
  return { query, openId, update, replace, open };
}
