// The guest's endpoints for /book/<token> (no session: the link's or the booking's token is the
// credential), as a function of the slice so the request-body table's test slice injects them too.
import type { GuestRescheduleBody, PublicBooking, PublicBookingPage, PublicConfirmBody } from '@provana/contracts/booking';
import { bookingPaths as paths } from '@provana/contracts/paths/booking';
import type { ProvanaApi } from '../create-provana-api';

export type GuestBookingView = { purpose: 'cancel' | 'reschedule'; booking: PublicBooking; page: PublicBookingPage | null };

export function injectPublicBookingEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getBookingPage: build.query<PublicBookingPage, string>({ query: (token) => paths.publicBookingPage(token), keepUnusedDataFor: 0 }),
      getGuestBooking: build.query<GuestBookingView, string>({
        query: (token) => `${paths.guestBooking}?token=${encodeURIComponent(token)}`,
        keepUnusedDataFor: 0,
      }),
      confirmGuestBooking: build.mutation<PublicBooking, { token: string; body: PublicConfirmBody }>({
        query: ({ token, body }) => ({ url: paths.publicBookingConfirm(token), method: 'POST', body }),
      }),
      cancelGuestBooking: build.mutation<PublicBooking, { token: string }>({
        query: ({ token }) => ({ url: paths.guestCancel, method: 'POST', body: { token } }),
      }),
      rescheduleGuestBooking: build.mutation<PublicBooking, GuestRescheduleBody>({
        query: (body) => ({ url: paths.guestReschedule, method: 'POST', body }),
      }),
    }),
  });
}
