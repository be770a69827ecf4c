import { shipmentsApi } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';

/** A shipment's document as a Blob: fetched through the client, so the desktop's token goes with it as a cookie does in a browser. */
export const downloadAttachment = (api: ApiClient, attachmentId: number): Promise<Blob> => api.call(shipmentsApi.attachment, { params: { id: attachmentId } });
