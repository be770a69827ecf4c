import { useAtomValue } from 'jotai';
import { can } from '@shared/abilities';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import { ContractBalanceTab, ContractDocumentsTab, ContractPaymentsTab } from '@/features/finance';
import { ContractInfo } from '@/features/parties/contracts/ContractInfo';
import { userAtom } from '@/lib/state';

/**
 * A contract's info with the finance feature's tabs: its balance, for those the balance calls
 * answer (a client's own balance ability, or the balance view), its documents and its payments,
 * each for those who may see them.
 */
export function ContractInfoWithMoney({ row }: { row: ResourceRow }) {
  const user = useAtomValue(userAtom);
  const seesMoney = can(user?.abilities, FINANCE_ABILITIES.userBalance) || can(user?.abilities, FINANCE_ABILITIES.balance);
  const seesPayments = can(user?.abilities, FINANCE_ABILITIES.payments);
  const seesDocuments = can(user?.abilities, FINANCE_ABILITIES.documents);
  return (
    <ContractInfo
      row={row}
      moneyTab={seesMoney ? <ContractBalanceTab contractId={row.id} /> : undefined}
      paymentsTab={seesPayments ? <ContractPaymentsTab contractId={row.id} /> : undefined}
      documentsTab={seesDocuments ? <ContractDocumentsTab contractId={row.id} /> : undefined}
    />
  );
}
