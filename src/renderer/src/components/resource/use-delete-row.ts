import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiOf } from '@shared/resources/api';
import type { ResourceDef } from '@shared/resources/define';
import { useApi } from '@/lib/api/context';
import { resourceKeys } from './api';
import { showsErrorPage } from './error-page';

/**
 * Deletes the row an info page shows. Its cached row is forgotten only once the page has gone:
 * forgotten while the page still shows it, the row was fetched again (a 404), and the page threw
 * that error while React rendered it (React's error #520).
 */
export function useDeleteRow(def: ResourceDef, id: number) {
  const api = useApi();
  const client = useQueryClient();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) client.removeQueries({ queryKey: resourceKeys(def.name).detail(id), exact: true });
      deleted.current = false;
    },
    [client, def.name, id],
  );
  return useMutation({
    mutationFn: () => api.call(apiOf(def).remove, { params: { id } }),
    throwOnError: (error: Error) => showsErrorPage(error),
    onSuccess: async () => {
      deleted.current = true;
      // Lists are not on screen here: they are read again when next shown.
      await client.invalidateQueries({ queryKey: [...resourceKeys(def.name).all, 'list'] });
    },
  });
}
