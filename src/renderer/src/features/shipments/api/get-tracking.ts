import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { trackingEndpoint } from '@shared/shipments/tracking-api';
import { TrackingSchema, type Tracking } from '@shared/shipments/tracking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';

export async function getTracking(api: ApiClient, awb: string, signal?: AbortSignal): Promise<Tracking> {
  // Parsed whatever the build: the landing page shows it to anybody, and it must hold together.
  return v.parse(TrackingSchema, await api.call(trackingEndpoint, { params: { awb }, primary: true, signal }));
}

interface TrackingState {
  awb: string | null;
  data: Tracking | null;
  error: Error | null;
}

/**
 * Public tracking of an AWB; `awb` null means nothing asked yet. A one-off lookup on the landing
 * page, so a plain request rather than a query cache the landing page would have to load.
 */
export function useTracking(awb: string | null): TrackingState & { isFetching: boolean } {
  const api = useApi();
  const [state, setState] = useState<TrackingState>({ awb: null, data: null, error: null });
  useEffect(() => {
    if (awb === null) return;
    const controller = new AbortController();
    getTracking(api, awb, controller.signal).then(
      (data) => setState({ awb, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ awb, data: null, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [api, awb]);
  if (awb === null) return { awb: null, data: null, error: null, isFetching: false };
  // An answer for another number than the one asked is stale: it is being fetched.
  return state.awb === awb ? { ...state, isFetching: false } : { awb, data: null, error: null, isFetching: true };
}
