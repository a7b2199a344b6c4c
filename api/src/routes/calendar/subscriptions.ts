// Subscribed calendars: GET/POST .../calendar-subscriptions, PATCH/DELETE
// .../calendar-subscriptions/{subscriptionId}, POST .../{subscriptionId}/refresh ("Refresh now"), and
// GET .../subscribed-events?from&to: every subscription's occurrences in the executive's zone,
// read-only, each with its calendar's name and colour. A separate range read rather than new items in
// .../calendar-events: that endpoint's events are editable CalendarEvents the screens move and delete,
// so mixing read-only ones into it would change its contract for every client at once. Creating
// fetches at once and answers with the first sync's result (the event count or the error in words).
// Another executive's subscription: 404, nothing changed. The address goes back to its owner only.
import { Hono } from 'hono';
import {
  CalendarSubscriptionIdParamsSchema,
  CreateCalendarSubscriptionBodySchema,
  DateRangeQuerySchema,
  UpdateCalendarSubscriptionBodySchema,
  type SubscribedOccurrence,
  type SubscribedOccurrencesResponse,
} from '@provana/contracts';
import type { WorkspaceRole } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { requireVerifiedEmail } from '../../auth/email-verification';
import type { SubscribedSeries } from '../../db/repositories/calendar/subscription-events';
import { addDaysToIsoDate, instantOf, toIsoDate } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { validJson, validParams, validQuery } from '../../lib/validation';
import { expandOccurrences, MAX_OCCURRENCES, type Occurrence } from '../../services/calendar/occurrences';
import { syncSubscription } from '../../services/calendar/sync-subscription';
import { normalizeCalendarUrl, RefusedAddressError } from '../../lib/url-guard';
import { resolveRange } from '../../services/date-range';
import { requires } from '../../middleware/requires';

/** Subscriptions one executive may have. */
export const MAX_SUBSCRIPTIONS = 20;

const notFound = () => new HttpError(404, 'not_found', 'Calendar subscription not found');

const toOccurrence = (o: Occurrence<SubscribedSeries>): SubscribedOccurrence => ({
  id: `sub-${o.series.subscriptionId}-${o.series.id}-${o.start.getTime()}`,
  title: o.series.summary,
  location: o.series.location,
  attendees: o.series.attendees,
  allDay: o.allDay,
  startTime: o.startLocal,
  endTime: o.endLocal,
  start: o.start.toISOString(),
  end: o.end.toISOString(),
  source: { subscriptionId: o.series.subscriptionId, name: o.series.subscriptionName, colour: o.series.colour },
  readOnly: true,
});

/** A subscription's address is a secret of the workspace's owner: a delegate sees the calendar without it. */
const forReader = <S extends { url: string }>(subscription: S, role: WorkspaceRole): S => (role === 'owner' ? subscription : { ...subscription, url: '' });

/** Mounted at /calendar-subscriptions. */
export function calendarSubscriptionRoutes({ repos, clock, calendarFetch = { allowLoopback: false }, accountMail }: RouteDeps) {
  const sync = (id: number) => syncSubscription({ repos, clock, fetch: calendarFetch }, id);
  /** The address as it will be fetched; plain http:// only where loopback feeds are allowed (tests, development). */
  const checkAddress = (url: string) => {
    try {
      const parsed = normalizeCalendarUrl(url);
      if (parsed.protocol === 'http:' && !calendarFetch.allowLoopback) throw new RefusedAddressError('must be an https:// or webcal:// address');
    } catch (error) {
      if (error instanceof RefusedAddressError) throw new HttpError(400, 'validation_error', `url: ${error.message}`, 'url');
      throw error;
    }
  };
  return new Hono<AppEnv>()
    .get('/', requires('read'), async (c) =>
      c.json((await repos.calendarSubscriptions.list(c.get('executiveId'))).map((subscription) => forReader(subscription, c.get('workspaceRole')))),
    )
    .post('/', requires('owner'), validJson(CreateCalendarSubscriptionBodySchema), async (c) => {
      const body = c.req.valid('json');
      requireVerifiedEmail({ accountMail }, c.get('user'), 'calendarSubscription');
      checkAddress(body.url);
      const executiveId = c.get('executiveId');
      if ((await repos.calendarSubscriptions.list(executiveId)).length >= MAX_SUBSCRIPTIONS) {
        throw new HttpError(409, 'too_many_subscriptions', `A workspace can subscribe to at most ${MAX_SUBSCRIPTIONS} calendars`);
      }
      const id = await repos.calendarSubscriptions.create({ executiveId, name: body.name, url: body.url, colour: body.colour, now: clock.now() });
      await sync(id);
      return c.json(await repos.calendarSubscriptions.get(executiveId, id), 201);
    })
    .patch(
      '/:subscriptionId',
      requires('owner'),
      validParams(CalendarSubscriptionIdParamsSchema),
      validJson(UpdateCalendarSubscriptionBodySchema),
      async (c) => {
        const { subscriptionId } = c.req.valid('param');
        const { name, colour } = c.req.valid('json');
        const executiveId = c.get('executiveId');
        const changes = { ...(name !== undefined ? { name } : {}), ...(colour !== undefined ? { colour } : {}) };
        if (!(await repos.calendarSubscriptions.update(executiveId, subscriptionId, changes))) throw notFound();
        return c.json(await repos.calendarSubscriptions.get(executiveId, subscriptionId));
      },
    )
    .delete('/:subscriptionId', requires('owner'), validParams(CalendarSubscriptionIdParamsSchema), async (c) => {
      if (!(await repos.calendarSubscriptions.remove(c.get('executiveId'), c.req.valid('param').subscriptionId))) throw notFound();
      return c.json({ success: true as const });
    })
    .post('/:subscriptionId/refresh', requires('write'), validParams(CalendarSubscriptionIdParamsSchema), async (c) => {
      const { subscriptionId } = c.req.valid('param');
      const executiveId = c.get('executiveId');
      if (!(await repos.calendarSubscriptions.get(executiveId, subscriptionId))) throw notFound();
      await sync(subscriptionId);
      const after = await repos.calendarSubscriptions.get(executiveId, subscriptionId);
      if (!after) throw notFound();
      return c.json(forReader(after, c.get('workspaceRole')));
    });
}

/** Mounted at /subscribed-events: every subscription's occurrences in a range, read-only. */
export function subscribedEventRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/', requires('read'), validQuery(DateRangeQuerySchema), async (c) => {
    const now = executiveNow(c, clock);
    const { from, to } = resolveRange(c.req.valid('query'), { from: addDaysToIsoDate(toIsoDate(now), -7), to: addDaysToIsoDate(toIsoDate(now), 35) });
    const timeZone = c.get('timeZone');
    const range = { from: instantOf(from, timeZone), to: instantOf(addDaysToIsoDate(to, 1), timeZone) };
    const series = await repos.calendarSubscriptionEvents.between(c.get('executiveId'), range.from, range.to, c.get('seesPrivate'));
    const { occurrences, truncated } = expandOccurrences(series, range, timeZone);
    return c.json({ from, to, occurrences: occurrences.map(toOccurrence), truncated, limit: MAX_OCCURRENCES } satisfies SubscribedOccurrencesResponse);
  });
}
