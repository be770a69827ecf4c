import type { ContractTariffsQuery } from '@shared/tariffs/contract-tariffs-api';

/** Query keys of a contract's fares (its Tariffs tab), for queries and invalidation alike. */
export const contractTariffKeys = {
  all: (contractId: number) => ['resource', 'contracts', 'tariffs', contractId] as const,
  list: (contractId: number, query: ContractTariffsQuery) => ['resource', 'contracts', 'tariffs', contractId, query] as const,
};
