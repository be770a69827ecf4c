import type { FastifyInstance } from 'fastify';
import { can } from '@shared/abilities';
import { BOOKING_ABILITIES, bookingApi } from '@shared/booking';
import { SHIPMENT_ABILITIES } from '@shared/shipments';
import { serve } from '../../api/serve';
import type { SessionContext } from '../../access/sessions';
import { ForbiddenError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { createBooking } from './book';
import { bookedShipment } from './booked-shipment';
import { answerBooking, cancelShipmentBookings, expireBookings } from './lifecycle';
import { exportBookings } from './bookings-xlsx';
import { variantOfFlights } from './flights-variant';
import { listBookings } from './list';
import { moveShipment } from './move';
import { searchPricing } from './search';
import { splitShipment } from './split';
import { variantDetail } from './variant-detail';
import { pruneVariants } from './variants-store';

// The booking area's calls (src/shared/booking/api.ts), and its clocks: variants pruned every six
// hours, bookings past their latest acceptance time released every minute.

const PRUNE_EVERY_MS = 6 * 3_600_000;
const EXPIRE_EVERY_MS = 60_000;

/** Booking, moving, splitting and cancelling: a client's `shipment.create`, the airline staff's booking for a client or processing. */
function mayBook(user: SessionContext, staffAbility: string): void {
  const ability = user.airlineId !== null ? staffAbility : SHIPMENT_ABILITIES.create;
  if (!can(user.abilities, ability)) throw new ForbiddenError();
}

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  serve(app, bookingApi.search, async ({ query, request }) => searchPricing(app.db, requireUser(request), query));
  serve(app, bookingApi.flights, async ({ body, request }) => variantOfFlights(app.db, requireUser(request), body));
  serve(app, bookingApi.variant, async ({ params, request }) => variantDetail(app.db, request.user, params.id));
  serve(app, bookingApi.book, async ({ body, request }) => {
    const user = requireUser(request);
    mayBook(user, BOOKING_ABILITIES.bookings.client);
    return bookedShipment(app.db, user, await createBooking(app.db, user, body));
  });
  serve(app, bookingApi.list, async ({ query, request }) => listBookings(app.db, requireUser(request), query));
  serve(app, bookingApi.xlsx, async ({ query, request, reply }) => {
    const stream = await exportBookings(app.db, requireUser(request), query, request.t);
    reply.header('content-type', bookingApi.xlsx.answer.contentType).header('content-disposition', `attachment; filename="bookings-${new Date().toISOString().slice(0, 10)}.xlsx"`);
    return stream;
  });
  serve(app, bookingApi.shipment, async ({ params, request }) => bookedShipment(app.db, requireUser(request), params.id));
  serve(app, bookingApi.answer, async ({ params, body, request }) => {
    const user = requireUser(request);
    return bookedShipment(app.db, user, await answerBooking(app.db, user, params.id, body));
  });
  serve(app, bookingApi.move, async ({ params, body, request }) => {
    const user = requireUser(request);
    mayBook(user, BOOKING_ABILITIES.bookings.edit);
    return bookedShipment(app.db, user, await moveShipment(app.db, user, params.id, body));
  });
  serve(app, bookingApi.split, async ({ params, body, request }) => {
    const user = requireUser(request);
    mayBook(user, BOOKING_ABILITIES.bookings.edit);
    return bookedShipment(app.db, user, await splitShipment(app.db, user, params.id, body));
  });
  serve(app, bookingApi.cancel, async ({ params, request }) => {
    const user = requireUser(request);
    mayBook(user, BOOKING_ABILITIES.bookings.edit);
    await cancelShipmentBookings(app.db, user, params.id);
    return bookedShipment(app.db, user, params.id);
  });

  let pruning: NodeJS.Timeout | undefined;
  let expiring: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const prune = () => pruneVariants(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'pricing variants: pruning failed'));
    void prune();
    pruning = setInterval(prune, PRUNE_EVERY_MS);
    pruning.unref();
    const expire = () => expireBookings(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'bookings: expiry failed'));
    expiring = setInterval(expire, EXPIRE_EVERY_MS);
    expiring.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(pruning);
    clearInterval(expiring);
  });
}
