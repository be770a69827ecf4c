import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNearestAirport } from '@/lib/geo';
import type { SearchValues } from './search-values';

/** Fills the search form's departure with the airport nearest the user (geo-IP), unless one is there or was chosen. */
export function useNearestDeparture(form: UseFormReturn<SearchValues>, enabled: boolean): void {
  const nearest = useNearestAirport(enabled);
  useEffect(() => {
    if (nearest && !form.getValues('departure') && !form.getFieldState('departure').isDirty) form.setValue('departure', String(nearest.value));
  }, [form, nearest]);
}
