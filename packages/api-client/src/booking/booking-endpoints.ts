// Booking links' workspace endpoints (see index.ts), as a function of the slice so the request-body
// table's test slice injects them as the app's does.
import type {
  Booking,
  BookingLink,
  BookingLinkBody,
  BookingSettingsResponse,
  BookingType,
  BookingTypeBody,
  BookingsResponse,
} from '@provana/contracts/booking';
import { bookingPaths as paths } from '@provana/contracts/paths/booking';
import type { ProvanaApi } from '../create-provana-api';
import { type Tag, listTag, onSuccess } from '../tags';

const settingsTag: Tag = { type: 'Booking', id: 'SETTINGS' };
const bookingsTag = listTag('Booking');

export function injectBookingEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getBookingSettings: build.query<BookingSettingsResponse, number>({
        query: (executiveId) => paths.bookingSettings(executiveId),
        providesTags: [settingsTag],
      }),
      getBookings: build.query<Booking[], number>({
        query: (executiveId) => paths.bookings(executiveId),
        transformResponse: (answer: BookingsResponse) => answer.items,
        providesTags: [bookingsTag],
      }),
      createBookingType: build.mutation<BookingType, { executiveId: number; body: BookingTypeBody }>({
        query: ({ executiveId, body }) => ({ url: paths.bookingTypes(executiveId), method: 'POST', body }),
        invalidatesTags: onSuccess([settingsTag]),
      }),
      updateBookingType: build.mutation<BookingType, { executiveId: number; typeId: number; body: BookingTypeBody }>({
        query: ({ executiveId, typeId, body }) => ({ url: paths.bookingType(executiveId, typeId), method: 'PUT', body }),
        invalidatesTags: onSuccess([settingsTag]),
      }),
      deleteBookingType: build.mutation<{ success: true }, { executiveId: number; typeId: number }>({
        query: ({ executiveId, typeId }) => ({ url: paths.bookingType(executiveId, typeId), method: 'DELETE' }),
        invalidatesTags: onSuccess([settingsTag, bookingsTag]),
      }),
      createBookingLink: build.mutation<BookingLink, { executiveId: number; body: BookingLinkBody }>({
        query: ({ executiveId, body }) => ({ url: paths.bookingLinks(executiveId), method: 'POST', body }),
        invalidatesTags: onSuccess([settingsTag]),
      }),
      deleteBookingLink: build.mutation<{ success: true }, { executiveId: number; linkId: number }>({
        query: ({ executiveId, linkId }) => ({ url: paths.bookingLink(executiveId, linkId), method: 'DELETE' }),
        invalidatesTags: onSuccess([settingsTag]),
      }),
      cancelBooking: build.mutation<{ success: true }, { executiveId: number; bookingId: number }>({
        // An empty JSON body: the API refuses a mutation without the JSON content type (415).
        query: ({ executiveId, bookingId }) => ({ url: paths.bookingCancel(executiveId, bookingId), method: 'POST', body: {} }),
        invalidatesTags: onSuccess([bookingsTag, listTag('CalendarEvent'), listTag('Calendar'), 'DailyBrief']),
      }),
    }),
  });
}
