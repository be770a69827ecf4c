import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccreditationAction, ActionBody } from '@shared/accreditations';
import { accreditationsApi } from '@shared/accreditations/api';
import { accreditationsResource } from '@shared/accreditations/definition';
import type { ResourceRow } from '@shared/resources/list-query';
import { resourceKeys } from '@/components/resource/api';
import { useApi } from '@/lib/api/context';
import { accreditationKeys } from './keys';

/** One of the airline's actions on a request; the answer is the request as it now is. */
export function usePerformAction(id: number) {
  const api = useApi();
  const client = useQueryClient();
  const keys = resourceKeys(accreditationsResource.name);
  return useMutation({
    mutationFn: ({ action, body }: { action: AccreditationAction; body: ActionBody }) =>
      api.call(accreditationsApi.actions[action], { params: { id }, body }),
    onSuccess: async (row: ResourceRow) => {
      client.setQueryData(keys.detail(row.id), row);
      await Promise.all([
        client.invalidateQueries({ queryKey: accreditationKeys.history(row.id) }),
        client.invalidateQueries({ queryKey: [...keys.all, 'list'] }),
      ]);
    },
  });
}
