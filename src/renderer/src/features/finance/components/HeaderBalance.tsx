import { useStore } from 'jotai';
import { QueryClientProvider, queryClientOf } from '@/lib/query-client-instance';
import { BalanceButton } from './BalanceButton';

/** The balance with the app's query client around it (the header sits outside every screen's). */
export default function HeaderBalance() {
  const store = useStore();
  return (
    <QueryClientProvider client={queryClientOf(store)}>
      <BalanceButton />
    </QueryClientProvider>
  );
}
