// The reminders due for an executive, computed from the stored data on every read, so
// every API process agrees: one-off events by migration 019's indexed remind_at, series expanded from
// one read of the series that have a reminder, 1:1s with reminder_24hr_before 24 hours ahead, life
// events with reminderSet the day before at 09:00, all in the executive's zone. Read ones (receipts)
// are left out; one due while the dashboard was closed stays until read.
import type { DueReminder } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import { reminderKey } from '../../db/repositories/reminders';
import { expandOwnSeries } from '../calendar/own-series';
import { addDaysToIsoDate, atTime, clockOf, shiftWall } from '@provana/dates';

/** How far back an unread reminder is still shown: a week. */
export const REMINDER_LOOKBACK_MINUTES = 7 * 24 * 60;
const ONE_DAY = 24 * 60;
const LIFE_EVENT_TIME = '09:00:00';

function eventDetail(minutes: number, startTime: string): string {
  if (minutes === 0) return `Starting now · ${clockOf(startTime)}`;
  if (minutes === ONE_DAY) return `Tomorrow at ${clockOf(startTime)}`;
  return `In ${minutes === 60 ? '1 hour' : `${minutes} minutes`} · ${clockOf(startTime)}`;
}

const eventReminder = (id: number, title: string, startTime: string, remindAt: string, minutes: number): DueReminder => ({
  key: reminderKey.event(id, remindAt),
  kind: 'event',
  title,
  detail: eventDetail(minutes, startTime),
  remindAt,
  startsAt: startTime,
});

/**
 * The executive's unread reminders due in (after, now], oldest first. Both wall clock in `timeZone`.
 * Those of private events and life events only for a reader who sees private items.
 */
export async function dueReminders(
  repos: Repositories,
  executiveId: number,
  window: { after: string; now: string },
  timeZone: string,
  seesPrivate: boolean,
): Promise<DueReminder[]> {
  const { after, now } = window;
  const { reminders } = repos;
  // A life event reminds the day before at 09:00: its date's reminder lies in the window for dates
  // from the day after the first 09:00 past `after` through the day after the last 09:00 by `now`.
  const lifeFrom = addDaysToIsoDate(after.slice(0, 10), after.slice(11) >= LIFE_EVENT_TIME ? 2 : 1);
  const lifeTo = addDaysToIsoDate(now.slice(0, 10), now.slice(11) >= LIFE_EVENT_TIME ? 1 : 0);
  // A series occurrence reminds at most a day before it starts.
  const seriesTo = shiftWall(now, ONE_DAY + 1);
  const [events, series, oneOnOnes, lifeEvents] = await Promise.all([
    reminders.dueEvents(executiveId, after, now, seesPrivate),
    reminders.seriesWithReminders(executiveId, after, seriesTo, seesPrivate),
    reminders.dueOneOnOnes(executiveId, shiftWall(after, ONE_DAY), shiftWall(now, ONE_DAY)),
    reminders.dueLifeEvents(executiveId, lifeFrom, lifeTo, seesPrivate),
  ]);
  const minutesOf = new Map(series.series.map((s) => [s.event.id, s.reminderMinutes]));
  const occurrences = expandOwnSeries(series.series, series.overrides, after, seriesTo, timeZone)
    .map((o) => {
      const minutes = minutesOf.get(o.id) ?? 0;
      return eventReminder(o.id, o.title, o.startTime, shiftWall(o.startTime, -minutes), minutes);
    })
    .filter((r) => r.remindAt > after && r.remindAt <= now);
  const readOccurrences = await reminders.readKeys(
    executiveId,
    occurrences.map((r) => r.key),
  );
  const all: DueReminder[] = [
    ...events.map((e) => eventReminder(e.id, e.title, e.start_time, e.remind_at, e.reminder_minutes)),
    ...occurrences.filter((r) => !readOccurrences.has(r.key)),
    ...oneOnOnes.map((r): DueReminder => ({
      key: reminderKey.oneOnOne(r.id, r.next_meeting),
      kind: 'one_on_one',
      title: `1:1 with ${r.name}`,
      detail: `Tomorrow at ${clockOf(r.next_meeting)}`,
      remindAt: shiftWall(r.next_meeting, -ONE_DAY),
      startsAt: r.next_meeting,
    })),
    ...lifeEvents.map((e): DueReminder => ({
      key: reminderKey.lifeEvent(e.id, e.date),
      kind: 'life_event',
      title: e.event,
      detail: e.location ? `Tomorrow · ${e.location}` : 'Tomorrow',
      remindAt: atTime(addDaysToIsoDate(e.date, -1), LIFE_EVENT_TIME),
      startsAt: e.date,
    })),
  ];
  return all.sort((a, b) => a.remindAt.localeCompare(b.remindAt) || a.key.localeCompare(b.key));
}
