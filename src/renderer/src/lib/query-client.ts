import type { QueryClient, QueryClientProviderProps } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { atom, type createStore } from 'jotai';

// TanStack Query loads with the first screen that uses it (docs/performance.md): the landing and
// login pages do not carry it. One client per app, kept in the store.

type Store = ReturnType<typeof createStore>;

export const queryClientAtom = atom<QueryClient | null>(null);

export async function loadQueryClient(store: Store): Promise<{ client: QueryClient; Provider: ComponentType<QueryClientProviderProps> }> {
  const { queryClientOf, QueryClientProvider } = await import('./query-client-instance');
  return { client: queryClientOf(store), Provider: QueryClientProvider };
}

/** Forgets every cached answer (sign-out, a session that ended); nothing to do if none was loaded. */
export function clearQueries(store: Store): void {
  store.get(queryClientAtom)?.clear();
}
