import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { FlightListQuery } from '@shared/flights';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { flightQueryParams, parseFlightQuery } from './flight-query';

/** The list's view from the address, and its change (a replace: Back leaves the list, not a filter). */
export function useFlightQuery(): [FlightListQuery, (patch: Partial<FlightListQuery>) => void, (next: FlightListQuery) => void] {
  const raw = useRouteQuery();
  const navigate = useNavigate();
  const query = useMemo(() => parseFlightQuery(raw as Record<string, unknown>), [raw]);
  const replace = useCallback(
    (next: FlightListQuery) => {
      const search = stringifyRouteQuery(flightQueryParams(next));
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate],
  );
  const update = useCallback((patch: Partial<FlightListQuery>) => replace({ ...query, ...patch }), [query, replace]);
  return [query, update, replace];
}
