import { useStore } from 'jotai';
import { QueryClientProvider, queryClientOf } from '@/lib/query-client-instance';
import NotificationBell from './NotificationBell';

/** The bell with the app's query client around it (the header sits outside every screen's). */
export default function HeaderBell() {
  const store = useStore();
  return (
    <QueryClientProvider client={queryClientOf(store)}>
      <NotificationBell />
    </QueryClientProvider>
  );
}
