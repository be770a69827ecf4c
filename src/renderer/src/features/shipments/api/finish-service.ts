import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { servicesChanged } from './services-changed';

/** How a service ordered ends: done by the airline, or cancelled before that (its charge given back). */
export type ServiceEnd = 'done' | 'cancel';

export const finishService = (api: ApiClient, serviceId: number, end: ServiceEnd) =>
  api.call(end === 'done' ? shipmentsApi.serviceDone : shipmentsApi.cancelService, { params: { id: serviceId } });

export function useFinishService() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, end }: { serviceId: number; end: ServiceEnd }) => finishService(api, serviceId, end),
    onSuccess: () => servicesChanged(client),
  });
}
