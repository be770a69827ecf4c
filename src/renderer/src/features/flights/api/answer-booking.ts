import { bookingApi, type BookingAnswerBody } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useFlightMutation } from './use-flight-mutation';

export interface BookingAnswerInput extends BookingAnswerBody {
  bookingId: number;
}

export const answerBooking = (api: ApiClient, { bookingId, ...body }: BookingAnswerInput) => api.call(bookingApi.answer, { params: { id: bookingId }, body });

/** The airline's answer to a booking: its flight, the lists and the queue load again (the leg's load moved). */
export const useAnswerBooking = () => useFlightMutation(answerBooking);
