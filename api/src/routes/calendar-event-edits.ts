// PATCH .../calendar-events/{eventId}: move an event (a dragged or keyboard-moved block) to new times;
// over a meeting it answers 409 meeting_overlap naming the meeting unless confirmOverlap is true.
// DELETE .../calendar-events/{eventId}. Another executive's or an unknown id: 404, nothing changed.
import { Hono } from 'hono';
import { CalendarEventIdParamsSchema, UpdateCalendarEventBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { normalizeDateTime } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';

const notFound = () => new HttpError(404, 'not_found', 'Calendar event not found');

export function calendarEventEditRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>()
    .patch('/calendar-events/:eventId', async (c) => {
      const { eventId } = paramsOf(c, CalendarEventIdParamsSchema);
      const body = await jsonBody(c, UpdateCalendarEventBodySchema);
      const startTime = normalizeDateTime(body.startTime, c.get('timeZone'));
      const endTime = normalizeDateTime(body.endTime, c.get('timeZone'));
      if (endTime <= startTime) throw new HttpError(400, 'validation_error', 'endTime: must be after startTime', 'endTime');
      const executiveId = c.get('executiveId');
      if (!repos.calendarEvents.get(executiveId, eventId)) throw notFound();
      // Meetings that start before the new end and end after the new start (the query reads by start).
      const dayStart = `${startTime.slice(0, 10)}T00:00:00`;
      const overlapping = repos.meetings.between(executiveId, dayStart, endTime).find((m) => m.startTime < endTime && m.endTime > startTime);
      if (overlapping && !body.confirmOverlap) {
        throw new HttpError(409, 'meeting_overlap', `This time overlaps the meeting "${overlapping.title}"`, 'startTime');
      }
      repos.calendarEventEdits.move({ executiveId, id: eventId, startTime, endTime });
      return c.json(repos.calendarEvents.get(executiveId, eventId));
    })
    .delete('/calendar-events/:eventId', (c) => {
      const { eventId } = paramsOf(c, CalendarEventIdParamsSchema);
      if (!repos.calendarEventEdits.remove(c.get('executiveId'), eventId)) throw notFound();
      return c.json({ success: true as const });
    });
}
