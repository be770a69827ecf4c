import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentsApi, type DocumentListQuery, type DocumentRow, type GenerateDocumentBody, type UploadDocumentFields } from '@shared/finance';
import { saveFile } from '@/components/resource/save-file';
import { showsErrorPage } from '@/components/resource/error-page';
import { useApi } from '@/lib/api/context';
import { financeKeys } from './keys';

// Documents as queries and mutations: the list, a document's file, making an act or an invoice,
// uploading a claim or a tariff document, deleting an uploaded one.

export function useDocuments(query: DocumentListQuery, { throwOnError = true }: { throwOnError?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: financeKeys.documents(query),
    queryFn: ({ signal }) => api.call(documentsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => throwOnError && showsErrorPage(error),
  });
}

/** Downloads a document's file under its name. */
export function useDownloadDocument() {
  const api = useApi();
  return useMutation({
    mutationFn: async (row: DocumentRow) => saveFile(await api.call(documentsApi.file, { params: { id: row.id } }), row.fileName),
  });
}

export function useGenerateDocument() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateDocumentBody) => api.call(documentsApi.generate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

export function useUploadDocument() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    /** The form's fields as text, as a multipart body carries them (the server parses them with their schema). */
    mutationFn: ({ fields, file, onProgress }: { fields: Record<keyof UploadDocumentFields, string>; file: File; onProgress(share: number): void }) => api.upload(documentsApi.upload, {}, file, onProgress, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

export function useRemoveDocument() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: DocumentRow) => api.call(documentsApi.remove, { params: { id: row.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
