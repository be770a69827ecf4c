import type { ServiceOffer } from '@shared/shipments';
import { typedNumber } from '@/lib/forms';

// Ordering a service: the offer chosen, the quantity as typed ("3"), a comment; read by the shared
// schema (ServiceOrderBodySchema) the server takes.

export interface OrderValues {
  surchargeId: string;
  quantity: string;
  comment: string;
}

export const ORDER_DEFAULTS: OrderValues = { surchargeId: '', quantity: '1', comment: '' };

/** What the form sends before the schema reads it: numbers as typed, an empty comment left out. */
export const orderInput = (values: OrderValues) => ({
  surchargeId: values.surchargeId ? Number(values.surchargeId) : undefined,
  quantity: typedNumber(values.quantity),
  comment: values.comment.trim() || null,
});

/** What the order will charge (minor units), while the offer and the quantity read; null otherwise. */
export function orderTotal(offers: readonly ServiceOffer[], values: Pick<OrderValues, 'surchargeId' | 'quantity'>): { amount: number; currency: string } | null {
  const offer = offers.find((one) => String(one.surchargeId) === values.surchargeId);
  const quantity = typedNumber(values.quantity);
  if (!offer || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { amount: offer.unitPrice * quantity, currency: offer.currency };
}
