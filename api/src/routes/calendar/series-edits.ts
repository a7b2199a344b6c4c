// Edits of the executive's own events beyond a plain move (issue 18 §2): one occurrence of a series
// (scope 'this': an override keyed by its original start, or an exception when deleted) or the whole
// series (scope 'all': shifted by as much as the edited occurrence moved, retitled, repeat changed or
// removed). Shifting a series or changing its rule drops its exceptions and overrides: they name
// starts the new rule may no longer have.
import type { CalendarEvent, Repeat } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import { instantOf, normalizeDateTime, nowIn, toLocalDateTime } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { isOccurrenceOf, repeatToRrule, type StoredSeries } from '../../services/calendar/own-series';

const occurrenceNotFound = () => new HttpError(404, 'not_found', 'Occurrence not found', 'occurrenceStart');

interface EditBody {
  scope?: 'this' | 'all' | undefined;
  occurrenceStart?: string | undefined;
  title?: string | undefined;
  repeat?: Repeat | null | undefined;
}

/** The original start of one occurrence, as the series names it; 404 when the series has no such (live) occurrence. */
function occurrenceKey(stored: StoredSeries, occurrenceStart: string, timeZone: string): string {
  const key = normalizeDateTime(occurrenceStart, timeZone);
  if (!stored.rrule || stored.exdates.includes(key) || !isOccurrenceOf(stored, key, timeZone)) throw occurrenceNotFound();
  return key;
}

/** Wall-clock text moved by `ms` (read as UTC: wall clocks only). */
const shifted = (text: string, ms: number) => toLocalDateTime(nowIn('UTC', new Date(instantOf(text, 'UTC').getTime() + ms)));
const wallMs = (text: string) => instantOf(text, 'UTC').getTime();

export async function editSeriesEvent(
  repos: Repositories,
  e: { executiveId: number; timeZone: string; stored: StoredSeries; body: EditBody; startTime: string; endTime: string },
): Promise<CalendarEvent | undefined> {
  const { executiveId, timeZone, stored, body, startTime, endTime } = e;
  const id = stored.event.id;
  const title = body.title ?? stored.event.title;
  // A bare move of a series (an old client dragging one occurrence) would shift the whole series by the wrong amount.
  if (stored.rrule && body.scope === undefined && body.occurrenceStart === undefined) {
    throw new HttpError(400, 'validation_error', 'scope: say whether this event or all events change', 'scope');
  }
  const one = body.scope === 'this' || (body.scope === undefined && body.occurrenceStart !== undefined && stored.rrule !== '');
  if (one) {
    const key = occurrenceKey(stored, body.occurrenceStart ?? '', timeZone);
    await repos.calendarEvents.overrideOccurrence({ executiveId, eventId: id, originalStart: key, title, startTime, endTime });
    return { ...stored.event, title, startTime, endTime, occurrenceStart: key };
  }
  // The whole series: the edited occurrence's move applied to the first one.
  const from = body.occurrenceStart && stored.rrule ? occurrenceKey(stored, body.occurrenceStart, timeZone) : stored.event.startTime;
  const seriesStart = shifted(stored.event.startTime, wallMs(startTime) - wallMs(from));
  const seriesEnd = shifted(seriesStart, wallMs(endTime) - wallMs(startTime));
  const rrule = body.repeat === undefined ? stored.rrule || null : body.repeat ? repeatToRrule(body.repeat) : null;
  const dropExceptions = seriesStart !== stored.event.startTime || rrule !== (stored.rrule || null);
  await repos.calendarEvents.updateSeries({ executiveId, id, title, startTime: seriesStart, endTime: seriesEnd, rrule, dropExceptions });
  return repos.calendarEvents.get(executiveId, id);
}

/** Deletes one occurrence of a series: an exception. 404 when the event or the occurrence is not there. */
export async function deleteSeriesEvent(repos: Repositories, e: { executiveId: number; timeZone: string; eventId: number; occurrenceStart: string }): Promise<void> {
  const stored = await repos.calendarEvents.stored(e.executiveId, e.eventId);
  if (!stored) throw new HttpError(404, 'not_found', 'Calendar event not found');
  const key = occurrenceKey(stored, e.occurrenceStart, e.timeZone);
  await repos.calendarEvents.deleteOccurrence(e.executiveId, stored, key);
}
