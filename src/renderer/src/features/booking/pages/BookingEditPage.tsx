import { Navigate, useParams } from 'react-router';
import { routePath } from '@shared/routes';
import BookingInfoPage from './BookingInfoPage';

/**
 * `/bookings/edit/{shipment}` (section 2's booking edit, staff with shipment.booking.edit): a booking
 * changes where it is read, on its shipment's bookings page with moving, splitting and cancelling,
 * so the edit address opens that page. Without a shipment there is nothing to edit: the list.
 */
export default function BookingEditPage() {
  const { id } = useParams();
  if (!id) return <Navigate to={routePath('bookings')} replace />;
  return <BookingInfoPage />;
}
