import { ex } from './executive';

export const bookingPaths = {
  bookingSettings: (id: number) => `${ex(id)}/booking/settings`,
  bookingTypes: (id: number) => `${ex(id)}/booking/types`,
  bookingType: (id: number, typeId: number) => `${ex(id)}/booking/types/${typeId}`,
  bookingLinks: (id: number) => `${ex(id)}/booking/links`,
  bookingLink: (id: number, linkId: number) => `${ex(id)}/booking/links/${linkId}`,
  bookings: (id: number) => `${ex(id)}/booking/bookings`,
  bookingCancel: (id: number, bookingId: number) => `${ex(id)}/booking/bookings/${bookingId}/cancel`,
  // The guest's side: no session, the link's token (or a booking's guest token) is the credential.
  publicBookingPage: (token: string) => `/api/book/${encodeURIComponent(token)}`,
  publicBookingConfirm: (token: string) => `/api/book/${encodeURIComponent(token)}/bookings`,
  guestBooking: '/api/book-guest/booking',
  guestCancel: '/api/book-guest/cancel',
  guestReschedule: '/api/book-guest/reschedule',
} as const;
