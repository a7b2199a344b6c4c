// Booking links: the booking types an executive (or a delegate) sets up, the links guests open, and
// the bookings they make. Weekly hours and overrides are wall clock in the executive's zone; slots and
// bookings travel as instants (ISO with offset), so a guest in any zone reads the same moment.
import { z } from 'zod';
import { BOOKING_LIMITS, LOCATION_KINDS } from './booking-words';

export { BOOKING_LIMITS, LINK_USED_MESSAGE, LOCATION_KINDS, LOCATION_LABELS, SLOT_TAKEN_MESSAGE, type LocationKind } from './booking-words';
export const LocationKindSchema = z.enum(LOCATION_KINDS);

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
/** One stretch of bookable time in a day, wall clock in the executive's zone (end after start). */
export const HoursRangeSchema = z
  .object({ start: clock, end: clock.or(z.literal('24:00')) })
  .refine((r) => r.start < r.end, { message: 'The end must be after the start', path: ['end'] });
export type HoursRange = z.infer<typeof HoursRangeSchema>;

/** Weekday (0 Sunday … 6 Saturday) → ranges; a weekday left out or empty is closed. */
export const WeeklyHoursSchema = z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.array(HoursRangeSchema).max(4));
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** A date whose hours differ from its weekday's: empty ranges close it. */
export const DateOverrideSchema = z.object({ date: z.iso.date(), ranges: z.array(HoursRangeSchema).max(4) });
export type DateOverride = z.infer<typeof DateOverrideSchema>;

export const BookingQuestionSchema = z.object({ label: z.string().trim().min(1).max(BOOKING_LIMITS.question), required: z.boolean() });
export type BookingQuestion = z.infer<typeof BookingQuestionSchema>;

const minutes = (max: number) => z.number().int().min(0).max(max);

export const BookingTypeBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(BOOKING_LIMITS.name),
  durations: z
    .array(z.number().int().min(5).max(480))
    .min(1, 'Give at least one duration')
    .max(BOOKING_LIMITS.durations)
    .refine((d) => new Set(d).size === d.length, 'Durations must differ'),
  locationKind: LocationKindSchema,
  locationDetail: z.string().trim().max(BOOKING_LIMITS.locationDetail).default(''),
  questions: z.array(BookingQuestionSchema).max(BOOKING_LIMITS.questions).default([]),
  bufferBeforeMinutes: minutes(240).default(0),
  bufferAfterMinutes: minutes(240).default(0),
  minNoticeMinutes: minutes(60 * 24 * 30).default(240),
  horizonDays: z.number().int().min(1).max(90).default(30),
  dailyCap: z.number().int().min(1).max(50).nullable().default(null),
  weeklyHours: WeeklyHoursSchema,
  dateOverrides: z.array(DateOverrideSchema).max(60).default([]),
  /** The delegate (account id) who receives booking notifications beside the executive; null: the executive alone. */
  managerUserId: z.number().int().positive().nullable().default(null),
});
export type BookingTypeBody = z.input<typeof BookingTypeBodySchema>;
export type BookingTypeSettings = z.output<typeof BookingTypeBodySchema>;

export const BookingTypeSchema = BookingTypeBodySchema.extend({ id: z.number().int() });
export type BookingType = z.infer<typeof BookingTypeSchema>;

export const BookingLinkBodySchema = z.object({
  bookingTypeId: z.number().int().positive(),
  singleUse: z.boolean().default(false),
  /** A one-off link: only these times (instants) are offered. */
  candidateTimes: z
    .array(z.iso.datetime({ offset: true }))
    .min(1)
    .max(BOOKING_LIMITS.candidates)
    .nullable()
    .default(null),
});
export type BookingLinkBody = z.input<typeof BookingLinkBodySchema>;

export const BookingLinkSchema = z.object({
  id: z.number().int(),
  bookingTypeId: z.number().int(),
  /** The public part of /book/<token>. */
  token: z.string(),
  singleUse: z.boolean(),
  candidateTimes: z.array(z.string()).nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingLink = z.infer<typeof BookingLinkSchema>;

export const BookingSchema = z.object({
  id: z.number().int(),
  bookingTypeId: z.number().int(),
  typeName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  cancelledAt: z.string().nullable(),
  eventId: z.number().int().nullable(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingSettingsResponseSchema = z.object({
  types: z.array(BookingTypeSchema),
  links: z.array(BookingLinkSchema),
  /** Who may be the booking manager: the workspace's delegates with Editor or Full access. */
  managers: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  timeZone: z.string(),
});
export type BookingSettingsResponse = z.infer<typeof BookingSettingsResponseSchema>;
export const BookingsResponseSchema = z.object({ items: z.array(BookingSchema) });
export type BookingsResponse = z.infer<typeof BookingsResponseSchema>;

// The public side (no session): what /book/<token> needs and nothing more.
export const PublicSlotsQuerySchema = z.object({ timeZone: z.string().max(64).optional(), reschedule: z.string().max(200).optional() });
export const PublicSlotSchema = z.object({ start: z.string(), duration: z.number().int() });
export const PublicBookingPageSchema = z.object({
  typeName: z.string(),
  hostName: z.string(),
  hostTimeZone: z.string(),
  durations: z.array(z.number().int()),
  locationKind: LocationKindSchema,
  questions: z.array(BookingQuestionSchema),
  /** A single-use link that has been used: no slots. */
  used: z.boolean(),
  slots: z.array(PublicSlotSchema),
});
export type PublicBookingPage = z.infer<typeof PublicBookingPageSchema>;

const guestText = (max: number) => z.string().trim().max(max);
export const PublicConfirmBodySchema = z.object({
  start: z.iso.datetime({ offset: true }),
  duration: z.number().int().min(5).max(480),
  name: guestText(BOOKING_LIMITS.guestName).min(1, 'Name is required'),
  email: z.email('Enter a valid email address').max(BOOKING_LIMITS.guestEmail),
  answers: z.array(guestText(BOOKING_LIMITS.answer)).max(BOOKING_LIMITS.questions).default([]),
  timeZone: z.string().max(64).default('UTC'),
});
export type PublicConfirmBody = z.input<typeof PublicConfirmBodySchema>;

export const PublicBookingSchema = z.object({
  typeName: z.string(),
  hostName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  locationKind: LocationKindSchema,
  cancelled: z.boolean(),
});
export type PublicBooking = z.infer<typeof PublicBookingSchema>;

export const GuestTokenBodySchema = z.object({ token: z.string().min(10).max(200) });
export const GuestRescheduleBodySchema = GuestTokenBodySchema.extend({ start: z.iso.datetime({ offset: true }), duration: z.number().int().min(5).max(480) });
export type GuestRescheduleBody = z.infer<typeof GuestRescheduleBodySchema>;
