import { PaymentListQuerySchema, type PaymentListQuery } from '@shared/finance';
import { parseViewQuery, viewQueryParams } from '@/lib/view-query';

// The payments page's view lives in its address, as the balance page's does. A notification's link
// (section 2: /payments?openId={id}&shared[contractId]={contract}) names the contract as a shared
// filter: it is read as the contract filter, and the payment it names opens over the list.

export const PAYMENT_FILTERS = ['contractId', 'status', 'from', 'to', 'q'] as const;

export const DEFAULT_PAYMENT_QUERY: PaymentListQuery = { page: 1, size: 20, sort: '-date' };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The view from the address; `shared[contractId]` stands for the contract filter when that is not set. */
export function parsePaymentQuery(raw: Record<string, unknown>): PaymentListQuery {
  const shared = raw.shared && typeof raw.shared === 'object' ? (raw.shared as Record<string, unknown>) : {};
  const contractId = text(raw.contractId) ?? text(shared.contractId);
  return parseViewQuery(PaymentListQuerySchema, { ...raw, contractId }, DEFAULT_PAYMENT_QUERY);
}

/** The payment a link opens (`openId`), if it names one. */
export function openedPayment(raw: Record<string, unknown>): number | undefined {
  const id = text(raw.openId);
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : undefined;
}

/** The address's query for a view (and the payment open over it): defaults and unset filters left out. */
export function paymentQueryParams(query: PaymentListQuery, openId?: number): Record<string, string> {
  const params = viewQueryParams(query, DEFAULT_PAYMENT_QUERY, PAYMENT_FILTERS);
  return openId === undefined ? params : { ...params, openId: String(openId) };
}

export const paymentFilterCount = (query: PaymentListQuery): number => PAYMENT_FILTERS.filter((key) => query[key] !== undefined).length;

/** The view with its filters cleared, on the first page; sort and size stay. */
export const withoutPaymentFilters = (query: PaymentListQuery): PaymentListQuery => ({ page: 1, size: query.size, sort: query.sort });
