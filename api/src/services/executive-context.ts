import type { AssistantEngine, ExecutiveContext } from '../assistant/engine';
import type { Repositories } from '../db/repositories';
import { addDaysToIsoDate, instantOf, toIsoDate, zoneOf } from '@provana/dates';
import { subscribedMeetings } from './calendar/subscribed-meetings';

/** [from, to) date-time bounds covering the days from `date` for `days` days. */
export function dayRange(date: string, days = 1): { from: string; to: string } {
  return { from: `${date}T00:00:00`, to: `${addDaysToIsoDate(date, days)}T00:00:00` };
}

/**
 * Everything the engine may use about an executive, as the reader may see it (`seesPrivate`: private
 * events Busy, private coaching notes left out otherwise): one statement for the records (see
 * db/repositories/executive-context.ts). horizonDays bounds the meetings and events (1 = today only).
 * `now` is the executive's wall clock (a TZDate from nowIn: its zone places subscribed calendars'
 * occurrences); the meetings include those occurrences that have attendees, by start.
 */
/** What the context is read with: the records, and the engine that ranks them. */
export interface ExecutiveContextDeps {
  repos: Repositories;
  engine: AssistantEngine;
}

export async function executiveContext(
  deps: ExecutiveContextDeps,
  executiveId: number,
  now: Date,
  seesPrivate: boolean,
  horizonDays = 1,
): Promise<ExecutiveContext> {
  const today = toIsoDate(now);
  const { from, to } = dayRange(today, horizonDays);
  const timeZone = zoneOf(now);
  const instants = { from: instantOf(today, timeZone), to: instantOf(addDaysToIsoDate(today, horizonDays), timeZone) };
  const { repos, engine } = deps;
  // The team list (notes, voice logs) is the dearest read: only for an engine that says it uses it
  // (the built-in engine does not).
  const [{ subscribedSeries, ...records }, directReports] = await Promise.all([
    repos.executiveContext.read(executiveId, from, to, seesPrivate, instants, timeZone),
    engine.readsDirectReports ? repos.directReports.list(executiveId, seesPrivate) : [],
  ]);
  // Those starting in the range, as the executive's own (one that began yesterday is not today's).
  const subscribed =
    subscribedSeries.length === 0 ? [] : subscribedMeetings(subscribedSeries, instants, timeZone, { withAttendees: true }).filter((m) => m.startTime >= from);
  const meetings = subscribed.length === 0 ? records.meetings : [...records.meetings, ...subscribed].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return { now, ...records, meetings, executiveName: records.executiveName ?? 'Executive', directReports };
}
