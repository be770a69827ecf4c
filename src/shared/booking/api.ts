import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { M, msg } from '../validation';
import { PricingSearchAnswerSchema, PricingSearchQuerySchema, VariantDetailSchema } from './search';

// The booking area's calls: the pricing search and a variant's shareable detail (issue 16).

/** A variant's id: 22 characters of base64url (128 random bits). */
export const VariantParamsSchema = v.object({ id: v.pipe(v.string(msg(M.invalid)), v.regex(/^[A-Za-z0-9_-]{22}$/, msg(M.invalid))) });

export const bookingApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/pricing/search',
    summary: 'Flights and prices for a shipment: a strip of dates with the cheapest price, and the chosen day\u2019s variants',
    description:
      'Direct flights and connections through the allowed routes\u2019 transfer points, on sale now, each with its legs (local times with their offset), its capacity state and its price under the caller\u2019s contract (staff: the contract named, or public fares). A client without a contract in force sees the schedule and room without prices (`pricesHidden`). `days` is the strip\u2019s half-width (default 3: seven dates). Amounts are integer minor units.',
    tag: 'booking',
    access: 'USER',
    query: PricingSearchQuerySchema,
    answer: json(PricingSearchAnswerSchema),
  }),
  variant: endpoint({
    method: 'GET',
    path: '/api/pricing/variants/{id}',
    summary: 'A priced variant by its shareable id: the price and breakdown as made, and whether it still holds',
    description:
      'Public (the link can be shared). The price is the one made by the search; a reader who is not a user of the variant\u2019s contract sees the public fare instead of the contract\u2019s own, and nothing of the contract.',
    tag: 'booking',
    access: '*',
    params: VariantParamsSchema,
    answer: json(VariantDetailSchema),
  }),
};
