import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportAwbApi, type ReportAwbBody, type ReportAwbListQuery } from '@shared/reports';
import { showsErrorPage } from '@/components/resource/error-page';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { reportKeys } from './keys';

// The AWB report's calls. A report builds in the background: while one is building, what shows it
// asks again every POLL_MS (there is no live event for it), and stops once it is ready or failed.

export const POLL_MS = 1000;

const building = (items: readonly { state: string }[] | undefined) => items?.some((item) => item.state === 'building') ?? false;

/** A page of reports; polled while any on it is building. */
export function useReports(query: ReportAwbListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: reportKeys.list(query),
    queryFn: ({ signal }) => api.call(reportAwbApi.list, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (building(q.state.data?.items) ? POLL_MS : false),
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}

/** One report with its lines; polled while it is building. */
export function useReport(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: reportKeys.one(id),
    queryFn: ({ signal }) => api.call(reportAwbApi.get, { params: { id }, signal }),
    refetchInterval: (q) => (q.state.data?.state === 'building' ? POLL_MS : false),
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}

/** Asks for a report, or (with an id) for one to be built again. */
export function useSaveReport(id: number | null) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportAwbBody) => (id === null ? api.call(reportAwbApi.create, { body }) : api.call(reportAwbApi.rebuild, { params: { id }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** A ready report as an xlsx workbook. */
export const downloadReport = (api: ApiClient, id: number) => api.call(reportAwbApi.xlsx, { params: { id } });
