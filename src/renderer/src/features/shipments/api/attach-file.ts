import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shipmentsApi } from '@shared/shipments';
import type { ShipmentFileType } from '@shared/reference/lists';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentChanged } from './shipment-changed';

export interface AttachInput {
  type: ShipmentFileType;
  file: File;
}

/** Sends one document with its type (the type first: the server reads the parts in order). */
export const attachFile = (api: ApiClient, id: number, { type, file }: AttachInput, onProgress?: (share: number) => void) =>
  api.upload(shipmentsApi.attach, { params: { id } }, file, onProgress, { type });

/** Attaches a document to the shipment; the page shows the server's answer with it listed. */
export function useAttachFile(id: number, onProgress?: (share: number) => void) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AttachInput) => attachFile(api, id, input, onProgress),
    onSuccess: (shipment) => shipmentChanged(client, shipment),
  });
}
