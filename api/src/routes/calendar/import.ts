// POST .../calendar/import: a .ics file (Content-Type text/calendar, at most 5 MB; request-guards.ts
// lets this one path through without JSON) whose events become the executive's own calendar events,
// all in one transaction (services/calendar/import-ics.ts). 201 with how many were created, and what
// could not be read and was left out (read as leniently as a subscribed calendar). 400 for text that is
// not iCalendar, or whose events none could be read. With a connected write calendar, the imported events
// from now on are written there after the transaction, as every other own event is (push-own.ts). An event the file classes PRIVATE or CONFIDENTIAL
// (as Provana's own .ics download does a private one) is imported private, so 403 for a delegate who may
// not mark items private.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { IcsImportResult } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { HttpError } from '../../lib/http-error';
import { assertMayMarkPrivate } from '../../lib/private-items';
import { pushOwnEvents } from '../../services/calendar/accounts/push-own';
import { writeBackDeps } from '../../services/calendar/accounts/write-back';
import { MAX_CALENDAR_BYTES } from '../../services/calendar/fetch-ical';
import { eventsToImport } from '../../services/calendar/import-ics';
import { IcalParseError, readIcal, type IcalReading } from '../../services/calendar/parse-ical';
import { noEventReadText, skippedEventCount, skippedText } from '../../services/calendar/skipped-events';
import { requires } from '../../middleware/requires';

const tooLarge = () => new HttpError(413, 'payload_too_large', 'The file is larger than 5 MB');

export function calendarImportRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>().post(
    '/import',
    requires('write'),
    bodyLimit({
      maxSize: MAX_CALENDAR_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'text/calendar') throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be text/calendar');
      const text = await c.req.text();
      let reading: IcalReading;
      try {
        reading = readIcal(text, 'import');
      } catch (error) {
        if (error instanceof IcalParseError) throw new HttpError(400, 'invalid_calendar', error.message);
        throw error;
      }
      const skipped = skippedEventCount(reading.skipped);
      if (reading.series.length === 0 && skipped > 0) throw new HttpError(400, 'invalid_calendar', noEventReadText(reading.skipped));
      const executiveId = c.get('executiveId');
      const { events, fromRecurring, truncated } = eventsToImport(reading.series, executiveId, c.get('timeZone'), clock.now());
      // The file's private events are imported private: only whoever may mark items private imports them.
      const importsPrivate = events.some((e) => e.private === true);
      assertMayMarkPrivate(c.get('seesPrivate'), importsPrivate);
      await repos.transaction((tx) => tx.calendarEvents.createMany(events));
      // Stored whatever the calendar server says: one it refuses or cannot reach gets them at the next pick or edit.
      if (await repos.calendarAccounts.writerOf(executiveId)) await pushOwnEvents(writeBackDeps(deps), executiveId).catch(() => undefined);
      return c.json({ created: events.length, fromRecurring, truncated, skipped, warning: skippedText(reading.skipped) } satisfies IcsImportResult, 201);
    },
  );
}
