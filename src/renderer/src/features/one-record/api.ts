import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneRecordApi, type IssueTokenBody } from '@shared/one-record';
import { useApi } from '@/lib/api/context';
import { oneRecordKeys } from './keys';

// The airline settings' ONE Record calls as queries and mutations: a token issued or revoked
// changes the subscriptions too (revoking ends its subscriptions), so both refresh.

export function useOneRecordTokens() {
  const api = useApi();
  return useQuery({ queryKey: oneRecordKeys.tokens(), queryFn: ({ signal }) => api.call(oneRecordApi.tokens, { signal }) });
}

export function useOneRecordSubscriptions() {
  const api = useApi();
  return useQuery({ queryKey: oneRecordKeys.subscriptions(), queryFn: ({ signal }) => api.call(oneRecordApi.subscriptions, { signal }) });
}

export function useIssueToken() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueTokenBody) => api.call(oneRecordApi.issueToken, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: oneRecordKeys.all }),
  });
}

export function useRevokeToken() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(oneRecordApi.revokeToken, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: oneRecordKeys.all }),
  });
}
