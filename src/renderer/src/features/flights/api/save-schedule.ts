import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flightsApi, type ScheduleBody } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { flightKeys } from './keys';

/** Adds a flight (no id) or changes the schedule of the flight `id` and its future dates. */
export const saveSchedule = (api: ApiClient, id: number | null, body: ScheduleBody) =>
  id === null ? api.call(flightsApi.create, { body }) : api.call(flightsApi.schedule, { params: { id }, body });

/** Saves a schedule; every list and flight shown loads again, as any date may have changed. */
export function useSaveSchedule(id: number | null) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) => saveSchedule(api, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: flightKeys.all }),
  });
}
