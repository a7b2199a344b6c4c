// '@provana/api-client/booking': booking types, links and bookings of the workspace, injected into the
// one API slice when the booking remote's section loads.
import { api } from '@provana/api-client';
import { injectBookingEndpoints } from './booking-endpoints';

export const {
  useGetBookingSettingsQuery,
  useGetBookingsQuery,
  useCreateBookingTypeMutation,
  useUpdateBookingTypeMutation,
  useDeleteBookingTypeMutation,
  useCreateBookingLinkMutation,
  useDeleteBookingLinkMutation,
  useCancelBookingMutation,
} = injectBookingEndpoints(api);
