import { useEffect, useState } from 'react';
import type { LookupParams } from '@shared/resources/lookup-api';
import type { LookupName, LookupOption } from '@shared/resources/lookups';
import { useApi } from '@/lib/api/context';
import { useNearestAirport } from '@/lib/geo';
import { searchLookup } from './api';

const DEBOUNCE_MS = 250;

/** The options of a lookup for what is typed, fetched a moment after typing stops; `params` narrow it (a contract). */
export function useLookupOptions(lookup: LookupName, text: string, open: boolean, params?: LookupParams): { options: LookupOption[]; loading: boolean } {
  const api = useApi();
  const contractId = params?.contractId;
  const [options, setOptions] = useState<LookupOption[]>([]);
  const [loading, setLoading] = useState(false);
  const nearest = useNearestAirport(lookup === 'airport' && open);
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchLookup(api, lookup, text, controller.signal, contractId === undefined ? {} : { contractId })
        .then((found) => setOptions(found))
        .catch(() => undefined)
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, lookup, text, open, contractId]);
  // An empty airport field offers the airport nearest to the user first.
  const withNearest = nearest && !text && !options.some((o) => o.value === nearest.value) ? [{ ...nearest, nearest: true }, ...options] : options;
  return { options: withNearest, loading };
}
