import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlightInfo } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { flightKeys } from './keys';

const isFlightInfo = (answer: unknown): answer is FlightInfo => typeof answer === 'object' && answer !== null && 'legs' in answer && 'can' in answer;

/**
 * A change to a flight or one of its legs: once done, the lists and flights shown load again (a
 * leg's sale, status or delay shows in both). An answer that is the whole flight is shown at once.
 */
export function useFlightMutation<TInput, TAnswer>(call: (api: ApiClient, input: TInput) => Promise<TAnswer>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => call(api, input),
    onSuccess: async (answer) => {
      if (isFlightInfo(answer)) client.setQueryData(flightKeys.info(answer.id), answer);
      await client.invalidateQueries({ queryKey: flightKeys.all });
    },
  });
}
