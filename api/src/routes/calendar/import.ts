// POST .../calendar/import: a .ics file (Content-Type text/calendar, at most 5 MB; request-guards.ts
// lets this one path through without JSON) whose events become the executive's own calendar events,
// all in one transaction (services/calendar/import-ics.ts). 201 with how many were created.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { IcsImportResult } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { HttpError } from '../../lib/http-error';
import { MAX_CALENDAR_BYTES } from '../../services/calendar/fetch-ical';
import { eventsToImport } from '../../services/calendar/import-ics';
import { IcalParseError, parseIcal } from '../../services/calendar/parse-ical';


const tooLarge = () => new HttpError(413, 'payload_too_large', 'The file is larger than 5 MB');

export function calendarImportRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>().post('/calendar/import', bodyLimit({ maxSize: MAX_CALENDAR_BYTES, onError: () => { throw tooLarge(); } }), async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'text/calendar') throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be text/calendar');
    const text = await c.req.text();
    let series;
    try {
      series = parseIcal(text, 'import');
    } catch (error) {
      if (error instanceof IcalParseError) throw new HttpError(400, 'invalid_calendar', error.message);
      throw error;
    }
    const executiveId = c.get('executiveId');
    const { events, fromRecurring, truncated } = eventsToImport(series, executiveId, c.get('timeZone'), clock.now());
    await repos.transaction((tx) => tx.calendarEvents.createMany(events));
    return c.json({ created: events.length, fromRecurring, truncated } satisfies IcsImportResult, 201);
  });
}
