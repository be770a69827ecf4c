import { useParams } from 'react-router';
import { ApiError } from '@/lib/api/api-error';
import { shipmentRef } from '../components/shipment-ref';
import ShipmentPage from './ShipmentPage';
import ShipmentsPage from './ShipmentsPage';

/** `/shipments/:id?` (one route of the block layout): without an id the list, with an id or an AWB number the shipment. */
export default function ShipmentsScreen() {
  const param = useParams().id;
  if (param === undefined) return <ShipmentsPage />;
  const ref = shipmentRef(param);
  // The route's own check lets a malformed number through only if it looks like one (a wrong check digit).
  if (ref === null) throw new ApiError(404, 404, 'Not found');
  return <ShipmentPage key={String(ref)} shipmentRef={ref} />;
}
