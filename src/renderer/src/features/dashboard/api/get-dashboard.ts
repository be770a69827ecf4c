import { dashboardApi } from '@shared/dashboard';
import type { ApiClient } from '@/lib/api/client';

/** The caller's dashboard, today's flights by the user's own calendar day. */
export const getDashboard = (api: ApiClient, today: string, signal?: AbortSignal) => api.call(dashboardApi.get, { query: { today }, signal });

/** The browser's calendar day, YYYY-MM-DD (the flights list's dates are local too). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
