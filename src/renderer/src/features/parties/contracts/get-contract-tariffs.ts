import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractTariffsApi, type ContractTariffsQuery } from '@shared/tariffs/contract-tariffs-api';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { contractTariffKeys } from './contract-tariff-keys';

export const getContractTariffs = (api: ApiClient, contractId: number, query: ContractTariffsQuery, signal?: AbortSignal) =>
  api.call(contractTariffsApi.list, { params: { id: contractId }, query, signal });

/** A page of the fares that apply to a contract; the previous page stays while the next one loads. */
export function useContractTariffs(contractId: number, query: ContractTariffsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: contractTariffKeys.list(contractId, query),
    queryFn: ({ signal }) => getContractTariffs(api, contractId, query, signal),
    placeholderData: keepPreviousData,
  });
}
