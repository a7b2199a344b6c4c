// Rows of the request-body table: booking links, the workspace's side and the guest's.
import {
  type BookingTypeBody,
  BookingLinkBodySchema,
  BookingTypeBodySchema,
  GuestRescheduleBodySchema,
  GuestTokenBodySchema,
  PublicConfirmBodySchema,
} from '@provana/contracts/booking';
import type { BodyRows } from './body-table';

const TYPE: BookingTypeBody = {
  name: 'Intro call',
  durations: [30, 60],
  locationKind: 'address',
  locationDetail: '1 Main St',
  questions: [{ label: 'Topic?', required: true }],
  bufferBeforeMinutes: 5,
  bufferAfterMinutes: 10,
  minNoticeMinutes: 120,
  horizonDays: 21,
  dailyCap: 3,
  weeklyHours: { '1': [{ start: '09:00', end: '12:00' }] },
  dateOverrides: [{ date: '2030-01-07', ranges: [] }],
  managerUserId: 9,
};

export const bookingRows = {
  createBookingType: { args: { executiveId: 301, body: TYPE }, contract: BookingTypeBodySchema },
  updateBookingType: {
    args: { executiveId: 302, typeId: 303, body: { ...TYPE, durations: [45], questions: [], dateOverrides: [] } },
    contract: BookingTypeBodySchema,
  },
  deleteBookingType: { args: { executiveId: 304, typeId: 305 }, noJsonBody: 'no body', why: 'DELETE names what it removes in its path' },
  createBookingLink: {
    args: { executiveId: 306, body: { bookingTypeId: 307, singleUse: true, candidateTimes: ['2030-01-07T09:00:00.000Z'] } },
    contract: BookingLinkBodySchema,
  },
  deleteBookingLink: { args: { executiveId: 308, linkId: 309 }, noJsonBody: 'no body', why: 'DELETE names what it removes in its path' },
  cancelBooking: {
    args: { executiveId: 310, bookingId: 311 },
    noJsonBody: 'empty object',
    why: 'nothing to send, and the API refuses a mutation without the JSON content type',
  },
  confirmGuestBooking: {
    args: {
      token: 'link-token-1',
      body: { start: '2030-01-07T09:00:00.000Z', duration: 30, name: 'Ada', email: 'ada@example.com', answers: ['Budget'], timeZone: 'Europe/Berlin' },
    },
    contract: PublicConfirmBodySchema,
  },
  cancelGuestBooking: { args: { token: 'bc_cancel-token-1' }, contract: GuestTokenBodySchema },
  rescheduleGuestBooking: { args: { token: 'br_reschedule-token-1', start: '2030-01-08T10:00:00.000Z', duration: 60 }, contract: GuestRescheduleBodySchema },
} satisfies Partial<BodyRows>;
