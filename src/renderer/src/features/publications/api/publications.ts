import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicationsApi, type PublicationBody, type PublicationListQuery } from '@shared/publications';
import { showsErrorPage } from '@/components/resource/error-page';
import { useApi } from '@/lib/api/context';
import { publicationKeys } from './keys';

// Publications as queries and mutations. Publishing, confirming and reminding change what the
// lists and pages show, so each refreshes the feature's queries.

export function usePublications(query: PublicationListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: publicationKeys.list(query),
    queryFn: ({ signal }) => api.call(publicationsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}

/** One publication; `id` undefined (the add page) reads nothing. */
export function usePublication(id: number | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: publicationKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.call(publicationsApi.get, { params: { id: id! }, signal }),
    enabled: id !== undefined,
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}

export function useRecipients(id: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: publicationKeys.recipients(id),
    queryFn: ({ signal }) => api.call(publicationsApi.recipients, { params: { id }, signal }),
    enabled,
  });
}

/** Publishes a new publication, or the next version of one (`id`). */
export function useSavePublication(id: number | undefined) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicationBody) => (id === undefined ? api.call(publicationsApi.create, { body }) : api.call(publicationsApi.update, { params: { id }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}

export function useUploadAttachment() {
  const api = useApi();
  return useMutation({ mutationFn: ({ file, onProgress }: { file: File; onProgress(share: number): void }) => api.upload(publicationsApi.upload, {}, file, onProgress) });
}

export function useConfirmPublication(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(publicationsApi.confirm, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}

export function useRemind(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(publicationsApi.remind, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: publicationKeys.recipients(id) }),
  });
}

/** A publication's file as a Blob, for the browser to save. */
export function useFetchAttachment() {
  const api = useApi();
  return (id: number) => api.call(publicationsApi.attachment, { params: { id } });
}
