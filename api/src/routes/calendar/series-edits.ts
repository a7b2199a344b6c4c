// Edits of the executive's own events beyond a plain move: one occurrence of a series
// (scope 'this': an override keyed by its original start, or an exception when deleted) or the whole
// series (scope 'all': shifted by as much as the edited occurrence moved, retitled, repeat changed or
// removed). Shifting a series or changing its rule drops its exceptions and overrides: they name
// starts the new rule may no longer have. A reminder is the event's or the whole
// series', never one occurrence's. An edit that sends the edited occurrence's current times (a title
// or reminder change) is not a move: nothing shifts.
import type { CalendarEvent, Repeat } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import { normalizeDateTime, wallText, wallTime } from '@provana/dates';
import { HttpError } from '../../lib/http-error';
import { isOccurrenceOf, repeatToRrule, type StoredSeries } from '../../services/calendar/own-series';

const occurrenceNotFound = () => new HttpError(404, 'not_found', 'Occurrence not found', 'occurrenceStart');

export interface EditBody {
  scope?: 'this' | 'following' | 'all' | undefined;
  occurrenceStart?: string | undefined;
  title?: string | undefined;
  repeat?: Repeat | null | undefined;
  reminderMinutes?: number | null | undefined;
}

interface Times {
  startTime: string;
  endTime: string;
}

/** The original start of one occurrence, as the series names it; 404 when the series has no such (live) occurrence. */
export function occurrenceKey(stored: StoredSeries, occurrenceStart: string, timeZone: string): string {
  const key = normalizeDateTime(occurrenceStart, timeZone);
  if (!stored.rrule || stored.exdates.includes(key) || !isOccurrenceOf(stored, key, timeZone)) throw occurrenceNotFound();
  return key;
}

/** Wall-clock text moved by `ms` (read as UTC: wall clocks only). */
const shifted = (text: string, ms: number) => wallText(wallTime(text) + ms);

/** Whether the edit is of one occurrence of a series (an override), not of the whole event. */
const editsOne = (stored: StoredSeries, body: EditBody) =>
  body.scope === 'this' || (body.scope === undefined && body.occurrenceStart !== undefined && stored.rrule !== '');

/**
 * The edit's checks that need the stored event, before anything is written: a series needs a scope
 * (a bare move, an old client dragging one occurrence, would shift the whole series by the wrong
 * amount), and one occurrence cannot have a reminder of its own.
 */
export function checkSeriesEdit(stored: StoredSeries, body: EditBody): void {
  if (stored.rrule && body.scope === undefined && body.occurrenceStart === undefined) {
    throw new HttpError(400, 'validation_error', 'scope: say whether this event or all events change', 'scope');
  }
  if (body.reminderMinutes !== undefined && editsOne(stored, body) && body.reminderMinutes !== (stored.event.reminderMinutes ?? null)) {
    throw new HttpError(400, 'validation_error', 'reminderMinutes: applies to all events of a series', 'reminderMinutes');
  }
}

/**
 * The times the edited event or occurrence has now (a moved occurrence's override's), or undefined
 * when occurrenceStart names no occurrence (the edit answers 404 later). Sending them back is no move.
 */
export async function currentTimes(
  repos: Repositories,
  e: { executiveId: number; timeZone: string; stored: StoredSeries; occurrenceStart: string | undefined },
): Promise<Times | undefined> {
  const { stored } = e;
  if (!stored.rrule || e.occurrenceStart === undefined) return { startTime: stored.event.startTime, endTime: stored.event.endTime };
  const key = normalizeDateTime(e.occurrenceStart, e.timeZone);
  if (stored.exdates.includes(key) || !isOccurrenceOf(stored, key, e.timeZone)) return undefined;
  const override = await repos.calendarEvents.overrideAt(e.executiveId, stored.event.id, key);
  if (override) return { startTime: override.startTime, endTime: override.endTime };
  return { startTime: key, endTime: shifted(key, wallTime(stored.event.endTime) - wallTime(stored.event.startTime)) };
}

export async function editSeriesEvent(
  repos: Repositories,
  e: { executiveId: number; timeZone: string; stored: StoredSeries; body: EditBody; startTime: string; endTime: string; current: Times | undefined },
): Promise<CalendarEvent | undefined> {
  const { executiveId, timeZone, stored, body, startTime, endTime } = e;
  const id = stored.event.id;
  const title = body.title ?? stored.event.title;
  checkSeriesEdit(stored, body);
  if (editsOne(stored, body)) {
    const key = occurrenceKey(stored, body.occurrenceStart ?? '', timeZone);
    // A move without a title (the timeline's) keeps the title the occurrence already has.
    const own = body.title ?? (await repos.calendarEvents.overrideAt(executiveId, id, key))?.title ?? title;
    await repos.calendarEvents.overrideOccurrence({ executiveId, eventId: id, originalStart: key, title: own, startTime, endTime });
    return { ...stored.event, title: own, startTime, endTime, occurrenceStart: key };
  }
  // The whole series: the edited occurrence's move applied to the first one (none when its times were sent back as they are).
  const from = body.occurrenceStart && stored.rrule ? occurrenceKey(stored, body.occurrenceStart, timeZone) : stored.event.startTime;
  const moved = e.current?.startTime !== startTime || e.current.endTime !== endTime;
  const seriesStart = moved ? shifted(stored.event.startTime, wallTime(startTime) - wallTime(from)) : stored.event.startTime;
  const seriesEnd = moved ? shifted(seriesStart, wallTime(endTime) - wallTime(startTime)) : stored.event.endTime;
  const rrule = body.repeat === undefined ? stored.rrule || null : body.repeat ? repeatToRrule(body.repeat) : null;
  const dropExceptions = seriesStart !== stored.event.startTime || rrule !== (stored.rrule || null);
  await repos.calendarEvents.updateSeries({
    executiveId,
    id,
    title,
    startTime: seriesStart,
    endTime: seriesEnd,
    rrule,
    dropExceptions,
    reminderMinutes: body.reminderMinutes,
  });
  // The reader could read `stored`, so it may read the edited event.
  return repos.calendarEvents.get(executiveId, id, true);
}

/** Deletes one occurrence of a series: an exception. 404 when the event or the occurrence is not there. */
export async function deleteSeriesEvent(
  repos: Repositories,
  e: { executiveId: number; timeZone: string; eventId: number; occurrenceStart: string; seesPrivate: boolean },
): Promise<void> {
  const stored = await repos.calendarEvents.stored(e.executiveId, e.eventId, e.seesPrivate);
  if (!stored) throw new HttpError(404, 'not_found', 'Calendar event not found');
  const key = occurrenceKey(stored, e.occurrenceStart, e.timeZone);
  await repos.calendarEvents.deleteOccurrence(e.executiveId, stored, key);
}
