import { useAtomValue } from 'jotai';
import { can } from '@shared/abilities';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import { ContractBalanceTab } from '@/features/finance';
import { ContractInfo } from '@/features/parties/contracts/ContractInfo';
import { userAtom } from '@/lib/state';

/**
 * A contract's info with the finance feature's balance tab, for those the balance calls answer:
 * a client's own balance ability, or the balance view.
 */
export function ContractInfoWithMoney({ row }: { row: ResourceRow }) {
  const user = useAtomValue(userAtom);
  const seesMoney = can(user?.abilities, FINANCE_ABILITIES.userBalance) || can(user?.abilities, FINANCE_ABILITIES.balance);
  return <ContractInfo row={row} moneyTab={seesMoney ? <ContractBalanceTab contractId={row.id} /> : undefined} />;
}
