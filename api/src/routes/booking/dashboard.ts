// The workspace's side of booking links: GET .../booking/settings (types, links, who may be the
// booking manager, the zone), booking types and links created, changed and deleted by an Editor or
// Full delegate (or the executive), GET .../booking/bookings for every role, and a cancel that
// mails the guest like their own cancel would.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  BookingLinkBodySchema,
  BookingTypeBodySchema,
  type BookingLink,
  type BookingSettingsResponse,
  type BookingType,
  type BookingsResponse,
} from '@provana/contracts/booking';
import type { AppEnv, RouteDeps } from '../../app-env';
import { HttpError, notFound } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';
import { requires } from '../../middleware/requires';
import { actorName } from '../../services/delegation/record';
import { afterBookingChange } from '../../services/booking/booking-effects';
import { newLinkToken } from '../../services/booking/guest-tokens';
import { DAY_MS } from '@provana/dates';
import { effectsDeps } from './effects-deps';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const TypeParams = z.object({ typeId: id });
const LinkParams = z.object({ linkId: id });
const BookingParams = z.object({ bookingId: id });

/** Bookings shown: from a week back on. */
const SHOWN_BACK_MS = 7 * DAY_MS;

export function bookingDashboardRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const managersOf = async (executiveId: number) =>
    (await repos.delegation.delegates(executiveId, clock.now().getTime())).filter((d) => d.role !== 'viewer').map((d) => ({ userId: d.userId, name: d.name }));
  const checkManager = async (executiveId: number, managerUserId: number | null) => {
    if (managerUserId === null) return;
    if (!(await managersOf(executiveId)).some((m) => m.userId === managerUserId)) {
      throw new HttpError(400, 'validation_error', 'managerUserId: The booking manager must be a delegate with Editor or Full access.', 'managerUserId');
    }
  };
  const publicLink = ({ executiveId: _executiveId, ...link }: BookingLink & { executiveId: number }): BookingLink => link;
  return new Hono<AppEnv>()
    .get('/booking/settings', requires('read'), async (c) => {
      const executiveId = c.get('executiveId');
      const [types, links, managers] = await Promise.all([repos.bookingTypes.list(executiveId), repos.bookingLinks.list(executiveId), managersOf(executiveId)]);
      return c.json({ types, links: links.map(publicLink), managers, timeZone: c.get('timeZone') } satisfies BookingSettingsResponse);
    })
    .post('/booking/types', requires('write'), validJson(BookingTypeBodySchema), async (c) => {
      const executiveId = c.get('executiveId');
      const body = c.req.valid('json');
      await checkManager(executiveId, body.managerUserId);
      const typeId = await repos.bookingTypes.create(executiveId, body, clock.now().getTime());
      return c.json((await repos.bookingTypes.get(executiveId, typeId)) satisfies BookingType | undefined, 201);
    })
    .put('/booking/types/:typeId', requires('write'), validParams(TypeParams), validJson(BookingTypeBodySchema), async (c) => {
      const executiveId = c.get('executiveId');
      const { typeId } = c.req.valid('param');
      const body = c.req.valid('json');
      await checkManager(executiveId, body.managerUserId);
      if (!(await repos.bookingTypes.update(executiveId, typeId, body, clock.now().getTime()))) throw notFound('Booking type');
      return c.json((await repos.bookingTypes.get(executiveId, typeId)) satisfies BookingType | undefined);
    })
    .delete('/booking/types/:typeId', requires('write'), validParams(TypeParams), async (c) => {
      const { typeId } = c.req.valid('param');
      if (!(await repos.bookingTypes.remove(c.get('executiveId'), typeId))) throw notFound('Booking type');
      return c.json({ success: true as const, id: typeId });
    })
    .post('/booking/links', requires('write'), validJson(BookingLinkBodySchema), async (c) => {
      const executiveId = c.get('executiveId');
      const body = c.req.valid('json');
      if (!(await repos.bookingTypes.get(executiveId, body.bookingTypeId))) throw notFound('Booking type');
      const nowMs = clock.now().getTime();
      const candidateTimes = body.candidateTimes ? [...new Set(body.candidateTimes.map((t) => new Date(t).toISOString()))].sort() : null;
      if (candidateTimes?.some((t) => Date.parse(t) <= nowMs)) {
        throw new HttpError(400, 'validation_error', 'candidateTimes: Every candidate time must be in the future.', 'candidateTimes');
      }
      const linkId = await repos.bookingLinks.create(
        { executiveId, bookingTypeId: body.bookingTypeId, token: newLinkToken(), singleUse: body.singleUse, candidateTimes },
        nowMs,
      );
      const link = await repos.bookingLinks.get(linkId);
      return c.json(link ? publicLink(link) : null, 201);
    })
    .delete('/booking/links/:linkId', requires('write'), validParams(LinkParams), async (c) => {
      const { linkId } = c.req.valid('param');
      if (!(await repos.bookingLinks.remove(c.get('executiveId'), linkId))) throw notFound('Booking link');
      return c.json({ success: true as const, id: linkId });
    })
    .get('/booking/bookings', requires('read'), async (c) => {
      const items = await repos.bookings.list(c.get('executiveId'), clock.now().getTime() - SHOWN_BACK_MS);
      return c.json({
        items: items.map(({ executiveId: _e, linkId: _l, guestTimeZone: _z, startMs: _s, endMs: _n, ...b }) => b),
      } satisfies BookingsResponse);
    })
    .post('/booking/bookings/:bookingId/cancel', requires('write'), validParams(BookingParams), async (c) => {
      const executiveId = c.get('executiveId');
      const { bookingId } = c.req.valid('param');
      const booking = await repos.bookings.get(executiveId, bookingId);
      if (!booking || booking.cancelledAt !== null) throw notFound('Booking');
      if (!(await repos.bookings.cancel(executiveId, bookingId, clock.now().getTime()))) throw notFound('Booking');
      const type = await repos.bookingTypes.get(executiveId, booking.bookingTypeId);
      const user = c.get('user');
      if (type && user)
        await afterBookingChange(effectsDeps(c, deps), { booking, type, change: 'cancelled', tokens: null, actor: { userId: user.id, name: actorName(user) } });
      return c.json({ success: true as const, id: bookingId });
    });
}
