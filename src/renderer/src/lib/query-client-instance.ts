import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { queryClientAtom } from './query-client';

// The app's one TanStack Query client, made on first use. Only code that is loaded lazily imports
// this module (it carries TanStack Query): screens, the header's bell, the live services.

export function queryClientOf(store: ReturnType<typeof createStore>): QueryClient {
  let client = store.get(queryClientAtom);
  if (!client) {
    client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
    store.set(queryClientAtom, client);
  }
  return client;
}

export { QueryClientProvider };
