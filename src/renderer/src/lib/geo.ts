import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { referenceApi, type Airport } from '@shared/reference/api';
import type { LookupOption } from '@shared/resources/lookups';
import type { ApiClient } from './api/client';
import { useApi } from './api/context';

// Section 4: the visitor's nearest airport is fetched once and cached; a failure gives null.

// Boxed: jotai would otherwise treat the promise as an async atom's value and suspend on it.
const nearestAirportAtom = atom<{ request: Promise<LookupOption | null> } | null>(null);

/** The airport as the airport look-up offers it. */
const asOption = (airport: Airport): LookupOption => ({ value: airport.code, label: `${airport.code} ${airport.city}`, description: `${airport.name}, ${airport.country.name}` });

const fetchNearest = (api: ApiClient): Promise<LookupOption | null> =>
  api
    .call(referenceApi.geoIp)
    .then((airport) => (airport ? asOption(airport) : null))
    .catch(() => null);

export function useNearestAirport(enabled: boolean): LookupOption | null {
  const api = useApi();
  const [pending, setPending] = useAtom(nearestAirportAtom);
  const [nearest, setNearest] = useState<LookupOption | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const request = pending?.request ?? fetchNearest(api);
    if (!pending) setPending({ request });
    let current = true;
    void request.then((option) => current && setNearest(option));
    return () => {
      current = false;
    };
  }, [api, enabled, pending, setPending]);
  return enabled ? nearest : null;
}
