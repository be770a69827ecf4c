import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flightsApi } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { flightKeys } from './keys';

/** Imports an SSIM file's text into the airline's schedules, answering a report per record. */
export const importSsim = (api: ApiClient, text: string) => api.call(flightsApi.ssim, { body: text });

/** Imports an SSIM file; every list and flight shown loads again, as any date may have changed. */
export function useImportSsim() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => importSsim(api, text),
    onSuccess: () => client.invalidateQueries({ queryKey: flightKeys.all }),
  });
}
