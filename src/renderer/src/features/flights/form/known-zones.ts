import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { flightKeys } from '../api/keys';
import type { ZoneOf } from './schedule-values';

// The airports' time zones the form knows: every leg the cabinet has shown (the list's rows, a
// flight's legs) names its airports' zones. The airport look-up gives none; an airport not seen
// yet is checked by the server on save.

interface LegZones {
  departure: string;
  arrival: string;
  departureZone: string;
  arrivalZone: string;
}

const legsOf = (data: unknown): LegZones[] => {
  if (typeof data !== 'object' || data === null) return [];
  if ('items' in data && Array.isArray(data.items)) return data.items as LegZones[];
  if ('legs' in data && Array.isArray(data.legs)) return data.legs as LegZones[];
  return [];
};

/** Airport → zone from answers of the flights calls (pages of the list, flights). */
export function zonesOf(answers: readonly unknown[]): Map<string, string> {
  const zones = new Map<string, string>();
  for (const answer of answers) {
    for (const leg of legsOf(answer)) {
      if (leg.departureZone) zones.set(leg.departure, leg.departureZone);
      if (leg.arrivalZone) zones.set(leg.arrival, leg.arrivalZone);
    }
  }
  return zones;
}

/** The zones known when the form opens (and once the flight it edits has loaded). */
export function useKnownZones(loaded: unknown): ZoneOf {
  const client = useQueryClient();
  return useMemo(() => {
    const zones = zonesOf([loaded, ...client.getQueriesData({ queryKey: flightKeys.all }).map(([, data]) => data)]);
    return (airport: string) => zones.get(airport) ?? null;
  }, [client, loaded]);
}
