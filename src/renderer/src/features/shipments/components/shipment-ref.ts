import { normalizeAwb } from '@shared/awb';

/**
 * What `/shipments/{ref}` names: a shipment's id (digits, as the list links it), or its AWB number
 * (`298-45182303`, `29845182303`: the notification links), given on as `298-45182303`; null for
 * anything else, which is no shipment's page.
 */
export function shipmentRef(param: string | undefined): number | string | null {
  if (param === undefined) return null;
  if (/^[1-9]\d{0,9}$/.test(param)) return Number(param);
  if (/^\d{3}-?\d{8}$/.test(param)) return normalizeAwb(param);
  return null;
}
