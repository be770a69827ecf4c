import { useMemo } from 'react';
import { useLocation } from 'react-router';

// One plain value of the address's query, for the sign-in pages (the return path, the e-mail
// typed, the reset token). A flat value reads and writes the same through URLSearchParams as
// through qs, and the sign-in pages stay without qs's 6 KB (docs/performance.md, the bundle).

export function useSearchParam(name: string): string | null {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search).get(name), [search, name]);
}

/** A path with plain values in its query. */
export const withSearchParams = (path: string, params: Record<string, string>): string => `${path}?${new URLSearchParams(params).toString()}`;
