// One executive's calendar events: GET .../calendar-events?from&to (inclusive days; default a bounded
// window around today, never the whole table), POST (create), PATCH .../calendar-events/{eventId}
// (move a dragged or keyboard-moved block; over a meeting, the executive's own or a subscribed
// calendar's, it answers 409 meeting_overlap naming the meeting unless confirmOverlap is true) and DELETE. Another executive's or an unknown id: 404, nothing changed.
// With a connected calendar chosen for writing, every create, edit (a series' occurrences included) and
// delete is written there too (services/calendar/accounts/write-back.ts): a refusal changes nothing here.
// A series: GET returns each occurrence; POST takes a `repeat`; PATCH and DELETE take
// scope 'this' (with the occurrence's original start), 'following' (the series split there:
// series-split.ts) or 'all' (series-edits.ts). PATCH also takes
// a title and a reminder (reminderMinutes); sent with the current times, it moves nothing.
// A private event (PATCH with `private`, or .../private) is Busy in the list for whoever does not see
// private items, and not found (404) by every route that opens, edits or deletes one.
import { Hono } from 'hono';
import {
  type BriefMeeting,
  type CalendarEvent,
  CalendarEventIdParamsSchema,
  CreateCalendarEventBodySchema,
  DateRangeQuerySchema,
  DeleteCalendarEventQuerySchema,
  SetPrivateBodySchema,
  type SetPrivateResponse,
  UpdateCalendarEventBodySchema,
  zonedTimesSchema,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { addDaysToIsoDate, instantOf, normalizeDateTime, toIsoDate } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { assertMayMarkPrivate } from '../../lib/private-items';
import { checked, validJson, validParams, validQuery } from '../../lib/validation';
import { subscribedMeetingsBetween } from '../../services/calendar/subscribed-meetings';
import { dateTimeBounds, resolveRange } from '../../services/date-range';
import { repeatToRrule } from '../../services/calendar/own-series';
import { CHANGED_ELSEWHERE, deleteEventBack, keptInCalendar, writeEventBack } from '../../services/calendar/accounts/write-back';
import { checkSeriesEdit, currentTimes, deleteSeriesEvent, editSeriesEvent } from './series-edits';
import { deleteFollowing, editFollowing } from './series-split';
import { requires } from '../../middleware/requires';
import { withAttribution } from '../../services/delegation/attribution';

const notFound = () => new HttpError(404, 'not_found', 'Calendar event not found');

/**
 * The fields the edit form pre-fills from, always present on this route's events (null: a one-off
 * event, no reminder), so a list, a created and an edited event have one shape.
 */
const withEditFields = (e: CalendarEvent): CalendarEvent => ({
  ...e,
  repeat: e.repeat ?? null,
  occurrenceStart: e.occurrenceStart ?? null,
  reminderMinutes: e.reminderMinutes ?? null,
});
const edited = (e: CalendarEvent | undefined) => (e ? withEditFields(e) : e);

/** The event with the private flag an edit just set (an occurrence's edit answers from the event as read before it). */
const flagged = (e: CalendarEvent | undefined, isPrivate: boolean | undefined): CalendarEvent | undefined => {
  if (!e || isPrivate === undefined) return e;
  const { private: _was, ...rest } = e;
  return isPrivate ? { ...rest, private: true } : rest;
};

/** Both times in the executive's zone, the end still after the start (the contracts' zoned rule). */
const timesOf = (body: { startTime: string; endTime: string }, timeZone: string) =>
  checked(
    zonedTimesSchema((t) => normalizeDateTime(t, timeZone)),
    body,
  );

export function calendarEventRoutes({ repos, clock, calendarFetch = { allowLoopback: false }, calendarAccounts }: RouteDeps) {
  const writeBack = { repos, clock, fetch: calendarFetch, secrets: calendarAccounts.secrets };
  return new Hono<AppEnv>()
    .get('/', requires('read'), validQuery(DateRangeQuerySchema), async (c) => {
      const now = executiveNow(c, clock);
      const range = resolveRange(c.req.valid('query'), { from: addDaysToIsoDate(toIsoDate(now), -7), to: addDaysToIsoDate(toIsoDate(now), 35) });
      const bounds = dateTimeBounds(range);
      const executiveId = c.get('executiveId');
      const events = await repos.calendarEvents.between(executiveId, bounds.from, bounds.to, c.get('timeZone'), c.get('seesPrivate'));
      return c.json(await withAttribution(repos, executiveId, 'event', events.map(withEditFields)));
    })
    .post('/', requires('write'), validJson(CreateCalendarEventBodySchema), async (c) => {
      const body = c.req.valid('json');
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      const { startTime, endTime } = timesOf(body, c.get('timeZone'));
      const executiveId = c.get('executiveId');
      const rrule = body.repeat ? repeatToRrule(body.repeat) : null;
      const id = await repos.calendarEvents.create({
        executiveId,
        title: body.title,
        startTime,
        endTime,
        type: body.type,
        priority: body.priority,
        description: body.description,
        relatedGoals: body.relatedGoals,
        rrule,
        reminderMinutes: body.reminderMinutes ?? null,
        private: body.private,
      });
      // Written to the connected calendar (a series as one): a server that refuses leaves nothing behind here.
      await writeEventBack(writeBack, executiveId, id, c.get('timeZone')).catch(async (error: unknown) => {
        await repos.calendarEvents.remove(executiveId, id, true);
        throw error;
      });
      return c.json(edited(await repos.calendarEvents.get(executiveId, id, c.get('seesPrivate'))), 201);
    })
    .patch('/:eventId', requires('write'), validParams(CalendarEventIdParamsSchema), validJson(UpdateCalendarEventBodySchema), async (c) => {
      const { eventId } = c.req.valid('param');
      const body = c.req.valid('json');
      const { startTime, endTime } = timesOf(body, c.get('timeZone'));
      const executiveId = c.get('executiveId');
      const timeZone = c.get('timeZone');
      const seesPrivate = c.get('seesPrivate');
      const stored = await repos.calendarEvents.stored(executiveId, eventId, seesPrivate);
      if (!stored) throw notFound();
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      checkSeriesEdit(stored, body);
      // Times sent back as they are (a title or reminder change) are no move: no overlap to confirm.
      const current = await currentTimes(repos, { executiveId, timeZone, stored, occurrenceStart: body.occurrenceStart });
      const moves = current?.startTime !== startTime || current.endTime !== endTime;
      // Meetings that start before the new end and end after the new start (the query reads by start).
      const dayStart = `${startTime.slice(0, 10)}T00:00:00`;
      if (moves && !body.confirmOverlap) {
        const [own, subscribed] = await Promise.all([
          repos.meetings.between(executiveId, dayStart, endTime),
          // Any timed occurrence of a subscribed calendar is busy time, attendees or not (as for time blocks).
          subscribedMeetingsBetween(repos, executiveId, timeZone, { from: instantOf(startTime, timeZone), to: instantOf(endTime, timeZone) }, seesPrivate),
        ]);
        const overlapping = ([...own, ...subscribed] as BriefMeeting[]).find((m) => m.startTime < endTime && m.endTime > startTime);
        if (overlapping) {
          const from = overlapping.source ? ` from "${overlapping.source.name}"` : '';
          throw new HttpError(409, 'meeting_overlap', `This time overlaps the meeting "${overlapping.title}"${from}`, 'startTime');
        }
      }
      if (body.scope === 'following' && stored.rrule && normalizeDateTime(body.occurrenceStart ?? '', timeZone) !== stored.event.startTime) {
        const split = await editFollowing(repos, writeBack, { executiveId, timeZone, stored, body, startTime, endTime, moved: moves });
        if (split && body.private !== undefined)
          await keptInCalendar(writeBack, executiveId, split.id, timeZone, () =>
            repos.calendarEvents.setPrivate(executiveId, split.id, body.private ?? false, seesPrivate),
          );
        return c.json(edited(flagged(split, body.private)));
      }
      // Made here, then written to the connected calendar (put back here when the server refuses it).
      const answer = await keptInCalendar(writeBack, executiveId, eventId, timeZone, async () => {
        if (body.private !== undefined) await repos.calendarEvents.setPrivate(executiveId, eventId, body.private, seesPrivate);
        if (
          stored.rrule ||
          body.repeat ||
          body.title !== undefined ||
          body.scope !== undefined ||
          body.occurrenceStart !== undefined ||
          body.reminderMinutes !== undefined
        ) {
          return flagged(await editSeriesEvent(repos, { executiveId, timeZone, stored, body, startTime, endTime, current }), body.private);
        }
        await repos.calendarEvents.move({ executiveId, id: eventId, startTime, endTime, seesPrivate });
        return repos.calendarEvents.get(executiveId, eventId, seesPrivate);
      });
      return c.json(edited(answer));
    })
    .patch('/:eventId/private', requires('private'), validParams(CalendarEventIdParamsSchema), validJson(SetPrivateBodySchema), async (c) => {
      const { eventId } = c.req.valid('param');
      const body = c.req.valid('json');
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      const executiveId = c.get('executiveId');
      if (!(await repos.calendarEvents.stored(executiveId, eventId, c.get('seesPrivate')))) throw notFound();
      // CLASS:PRIVATE in the connected calendar too.
      await keptInCalendar(writeBack, executiveId, eventId, c.get('timeZone'), () =>
        repos.calendarEvents.setPrivate(executiveId, eventId, body.private, c.get('seesPrivate')),
      );
      return c.json({ id: eventId, private: body.private } satisfies SetPrivateResponse);
    })
    .delete('/:eventId', requires('write'), validParams(CalendarEventIdParamsSchema), validQuery(DeleteCalendarEventQuerySchema), async (c) => {
      const { eventId } = c.req.valid('param');
      const query = c.req.valid('query');
      if (!(await repos.calendarEvents.stored(c.get('executiveId'), eventId, c.get('seesPrivate')))) throw notFound();
      if (query.scope === 'following') {
        const stored = await repos.calendarEvents.stored(c.get('executiveId'), eventId, true);
        if (stored) {
          const at = { executiveId: c.get('executiveId'), timeZone: c.get('timeZone'), stored, occurrenceStart: query.occurrenceStart ?? '' };
          await deleteFollowing(repos, writeBack, at);
        }
        return c.json({ success: true as const });
      }
      if (query.scope === 'this') {
        // The series written again with the occurrence's EXDATE.
        await keptInCalendar(
          writeBack,
          c.get('executiveId'),
          eventId,
          c.get('timeZone'),
          () =>
            deleteSeriesEvent(repos, {
              executiveId: c.get('executiveId'),
              timeZone: c.get('timeZone'),
              seesPrivate: c.get('seesPrivate'),
              eventId,
              occurrenceStart: query.occurrenceStart ?? '',
            }),
          CHANGED_ELSEWHERE.delete,
        );
        return c.json({ success: true as const });
      }
      await deleteEventBack(writeBack, c.get('executiveId'), eventId);
      if (!(await repos.calendarEvents.remove(c.get('executiveId'), eventId, c.get('seesPrivate')))) throw notFound();
      return c.json({ success: true as const });
    });
}
