import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { unknownErrorAtom } from '@/lib/state';

/**
 * An error nobody handled (a failed call no screen shows, a bug) opens the unknown-error modal,
 * so the user knows their action did not go through. Aborted requests are no error.
 */
export function useUnknownErrorReports(): void {
  const report = useSetAtom(unknownErrorAtom);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (reason instanceof DOMException && reason.name === 'AbortError') return;
      if (isApiError(reason) && reason.status < 500) return;
      report(reason instanceof Error ? reason.message : String(reason));
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [report]);
}
