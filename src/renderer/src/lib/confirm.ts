import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { confirmRequestAtom, type ConfirmRequest } from './state';

/** Opens the confirm window and resolves with the user's answer. */
export function useConfirm(): (request: Omit<ConfirmRequest, 'resolve'>) => Promise<boolean> {
  const setRequest = useSetAtom(confirmRequestAtom);
  return useCallback(
    (request) =>
      new Promise<boolean>((resolve) => {
        setRequest({
          ...request,
          resolve: (confirmed) => {
            setRequest(null);
            resolve(confirmed);
          },
        });
      }),
    [setRequest],
  );
}
