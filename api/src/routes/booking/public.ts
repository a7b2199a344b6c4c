// The guest's side of booking links, without a session: the link's token (or a booking's guest
// token) is the only credential, and answers carry only what the page needs. GET /api/book/:token
// (the page and its free slots), POST /api/book/:token/bookings (confirm: 201, or 409 "That time was
// just taken" with fresh slots, or 410 for a spent single-use link), and for the mail's links
// GET /api/book-guest/booking?token=…, POST /api/book-guest/cancel and /api/book-guest/reschedule.
// Confirmations are rate-limited per client address.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  GuestRescheduleBodySchema,
  GuestTokenBodySchema,
  LINK_USED_MESSAGE,
  PublicConfirmBodySchema,
  SLOT_TAKEN_MESSAGE,
  type BookingType,
  type PublicBooking,
} from '@provana/contracts/booking';
import type { AppEnv, RouteDeps } from '../../app-env';
import { clientAddress } from '../../auth/client-address';
import { HttpError, errorBody, notFound } from '../../lib/http-error';
import { validJson, validQuery } from '../../lib/validation';
import { usableTimeZone } from '@provana/dates';
import type { StoredBooking } from '../../db/repositories/booking/bookings';
import { afterBookingChange } from '../../services/booking/booking-effects';
import { bookingPage } from '../../services/booking/booking-page';
import { confirmBooking, moveBooking } from '../../services/booking/confirm-booking';
import { hashGuestToken, purposeOf } from '../../services/booking/guest-tokens';
import { effectsDeps } from './effects-deps';

/** Confirmations and reschedules one client address may send: a person books a few, a script many. */
export const DEFAULT_BOOKING_RATE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

const TokenQuery = z.object({ token: z.string().min(10).max(200) });
const linkGone = () => notFound('Booking link');
const bookingGone = () => new HttpError(404, 'not_found', 'This link no longer works: the booking was changed or cancelled.');

export function publicBookingRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const limited = async (c: Context<AppEnv>) => {
    const nowMs = clock.now().getTime();
    const hit = await repos.rateLimits.hit('booking', clientAddress(c, deps.trustProxy), deps.bookingRateLimit, nowMs);
    if (!hit.allowed) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt - nowMs) / 1000));
      throw new HttpError(429, 'rate_limited', 'Too many booking requests. Please try again later.', undefined, { 'Retry-After': String(seconds) });
    }
  };
  const linkAndType = async (token: string) => {
    const link = await repos.bookingLinks.byToken(token);
    const type = link ? await repos.bookingTypes.get(link.executiveId, link.bookingTypeId) : undefined;
    if (!link || !type) throw linkGone();
    return { link, type };
  };
  const summary = async (booking: StoredBooking, type: BookingType): Promise<PublicBooking> => ({
    typeName: type.name,
    hostName: (await repos.executives.get(booking.executiveId))?.name ?? '',
    startAt: booking.startAt,
    endAt: booking.endAt,
    locationKind: type.locationKind,
    cancelled: booking.cancelledAt !== null,
  });
  const guestBooking = async (token: string, purpose: 'cancel' | 'reschedule') => {
    if (purposeOf(token) !== purpose) throw bookingGone();
    const booking = await repos.bookings.byGuestHash(purpose, hashGuestToken(token));
    const type = booking ? await repos.bookingTypes.get(booking.executiveId, booking.bookingTypeId) : undefined;
    if (!booking || !type) throw bookingGone();
    return { booking, type };
  };
  const guestActor = (booking: StoredBooking) => ({ userId: null, name: `${booking.guestName} (guest)` });

  return new Hono<AppEnv>()
    .get('/book/:token', async (c) => {
      const { link, type } = await linkAndType(c.req.param('token'));
      return c.json(await bookingPage(repos, link, type, clock.now().getTime()));
    })
    .post('/book/:token/bookings', validJson(PublicConfirmBodySchema), async (c) => {
      const { link, type } = await linkAndType(c.req.param('token'));
      const body = c.req.valid('json');
      if (!type.durations.includes(body.duration)) throw new HttpError(400, 'validation_error', 'duration: Choose one of the offered durations.', 'duration');
      const missing = type.questions.findIndex((q, i) => q.required && !body.answers[i]);
      if (missing >= 0) throw new HttpError(400, 'validation_error', `answers.${missing}: This answer is required.`, `answers.${missing}`);
      await limited(c);
      const nowMs = clock.now().getTime();
      const guest = {
        name: body.name,
        email: body.email,
        timeZone: usableTimeZone(body.timeZone),
        answers: type.questions.map((q, i) => ({ question: q.label, answer: body.answers[i] ?? '' })),
      };
      const outcome = await confirmBooking(
        repos,
        { executiveId: link.executiveId, type, link, startMs: Date.parse(body.start), duration: body.duration },
        guest,
        nowMs,
      );
      if (!outcome.ok && outcome.reason === 'used') return c.json(errorBody('link_used', LINK_USED_MESSAGE), 410);
      if (!outcome.ok) {
        const fresh = await bookingPage(repos, link, type, nowMs);
        return c.json({ ...errorBody('slot_taken', SLOT_TAKEN_MESSAGE), slots: fresh.slots }, 409);
      }
      const booking = await repos.bookings.get(link.executiveId, outcome.bookingId);
      if (!booking) throw bookingGone();
      await afterBookingChange(effectsDeps(c, deps), { booking, type, change: 'booked', tokens: outcome.tokens, actor: guestActor(booking) });
      return c.json(await summary(booking, type), 201);
    })
    .get('/book-guest/booking', validQuery(TokenQuery), async (c) => {
      const { token } = c.req.valid('query');
      const purpose = purposeOf(token);
      if (!purpose) throw bookingGone();
      const { booking, type } = await guestBooking(token, purpose);
      const page =
        purpose === 'reschedule'
          ? await bookingPage(repos, { ...booking, singleUse: false, usedAt: null, candidateTimes: null }, type, clock.now().getTime(), booking.id)
          : null;
      return c.json({ purpose, booking: await summary(booking, type), page });
    })
    .post('/book-guest/cancel', validJson(GuestTokenBodySchema), async (c) => {
      const { booking, type } = await guestBooking(c.req.valid('json').token, 'cancel');
      if (!(await repos.bookings.cancel(booking.executiveId, booking.id, clock.now().getTime()))) throw bookingGone();
      await afterBookingChange(effectsDeps(c, deps), { booking, type, change: 'cancelled', tokens: null, actor: guestActor(booking) });
      return c.json({ ...(await summary(booking, type)), cancelled: true });
    })
    .post('/book-guest/reschedule', validJson(GuestRescheduleBodySchema), async (c) => {
      const body = c.req.valid('json');
      const { booking, type } = await guestBooking(body.token, 'reschedule');
      if (!type.durations.includes(body.duration)) throw new HttpError(400, 'validation_error', 'duration: Choose one of the offered durations.', 'duration');
      await limited(c);
      const nowMs = clock.now().getTime();
      const choice = { executiveId: booking.executiveId, type, link: null, startMs: Date.parse(body.start), duration: body.duration };
      const outcome = await moveBooking(repos, booking, choice, nowMs);
      if (!outcome.ok) {
        const fresh = await bookingPage(repos, { ...booking, singleUse: false, usedAt: null, candidateTimes: null }, type, nowMs, booking.id);
        return c.json({ ...errorBody('slot_taken', SLOT_TAKEN_MESSAGE), slots: fresh.slots }, 409);
      }
      const moved = await repos.bookings.get(booking.executiveId, booking.id);
      if (!moved) throw bookingGone();
      await afterBookingChange(effectsDeps(c, deps), { booking: moved, type, change: 'moved', tokens: outcome.tokens, actor: guestActor(moved) });
      return c.json(await summary(moved, type));
    });
}
