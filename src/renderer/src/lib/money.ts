import type { QueryClient } from '@tanstack/react-query';

// Money is read by the finance area (the header's balance, the balance and payments pages) and moved
// by others too (a booking holds its price, a cancelled one releases it). The areas share this key
// rather than each other's code: the finance area's queries live under it, and whatever moves money
// marks them stale.

/** The prefix of every query that reads money. */
export const MONEY_QUERY_KEY = ['finance'] as const;

/** Money moved: the header's balance and the money pages read their figures again. */
export const moneyMoved = (client: QueryClient): Promise<void> => client.invalidateQueries({ queryKey: MONEY_QUERY_KEY });
