// '@provana/api-client/public-booking': the guest's side of booking links, injected when the public
// booking page loads (it carries nothing of the dashboard's domains).
import { api } from '@provana/api-client';
import { injectPublicBookingEndpoints } from './public-booking-endpoints';

export type { GuestBookingView } from './public-booking-endpoints';
export const {
  useGetBookingPageQuery,
  useGetGuestBookingQuery,
  useConfirmGuestBookingMutation,
  useCancelGuestBookingMutation,
  useRescheduleGuestBookingMutation,
} = injectPublicBookingEndpoints(api);
