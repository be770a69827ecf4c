import { expect, type APIRequestContext } from '@playwright/test';
import type { ShipmentDetail } from '../../src/shared/shipments';

// A shipment's AWB completed and issued through the API, for stories about what comes after the
// issue (refunds, services); shipments.spec.ts walks the issue itself through the page.

const PARTIES = {
  shipper: { name: 'ООО «Сибирь Трейд»', address: 'ул. Ленина, 1', city: 'Нижневартовск', country: 'RU' },
  consignee: { name: 'Башкир Авто', address: 'ул. Ленина, 5', city: 'Уфа', country: 'RU' },
};

/** Names the shipper and consignee and issues the AWB with the consent: the shipment as issued (its price charged). */
export async function issueByApi(request: APIRequestContext, shipmentId: number): Promise<ShipmentDetail> {
  const edited = await request.put(`/api/shipments/id-${shipmentId}/awb`, { data: { participants: PARTIES, cargoName: 'Spare parts', awb: {} } });
  expect(edited.ok(), await edited.text()).toBe(true);
  const issued = await request.post(`/api/shipments/id-${shipmentId}/issue`, { data: { consent: true } });
  expect(issued.ok(), await issued.text()).toBe(true);
  return (await issued.json()) as ShipmentDetail;
}
