// "This and following" of a series: the series is split where the edited occurrence stands. The old
// series ends the second before it (its rule gets an UNTIL; its exceptions and overrides from there
// on go), and a new series starts at the occurrence's new times with the rest of the rule (what COUNT
// had left, or the repeat the edit sends). Its exceptions and overrides move with it when nothing
// shifted. With a connected calendar the old series' object is rewritten (If-Match) and the new
// series gets an object of its own; a refusal puts everything back as it was. Deleting "this and
// following" only ends the old series (from its first occurrence: the whole series goes).
import type { CalendarEvent } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import { repeatToRrule, splitRule, type StoredOverride, type StoredSeries } from '../../services/calendar/own-series';
import { CHANGED_ELSEWHERE, deleteEventBack, keptInCalendar, writeEventBack, type WriteBackDeps } from '../../services/calendar/accounts/write-back';
import { occurrenceKey, type EditBody } from './series-edits';

interface Split {
  executiveId: number;
  timeZone: string;
  stored: StoredSeries;
}

/** Whether two rules say the same, whatever the order of their parts (a calendar app may reorder them). */
const sameRule = (a: string, b: string) => a.split(';').sort().join(';') === b.split(';').sort().join(';');

/** The old series as it is to stay: its rule ending before `key`, and only what comes before it. */
async function endBefore(repos: Repositories, s: Split, key: string, overrides: readonly StoredOverride[]): Promise<void> {
  const { event } = s.stored;
  await repos.calendarEvents.replaceSeries({
    executiveId: s.executiveId,
    id: event.id,
    title: event.title,
    startTime: event.startTime,
    endTime: event.endTime,
    rrule: splitRule(s.stored, key, s.timeZone).before,
    exdates: s.stored.exdates.filter((d) => d < key),
    overrides: overrides.filter((o) => o.originalStart < key),
  });
}

/** Puts the old series back whole (in the calendar too) after the new one was refused. */
async function putBack(repos: Repositories, writeBack: WriteBackDeps, s: Split, overrides: readonly StoredOverride[]): Promise<void> {
  const { event } = s.stored;
  const whole = { executiveId: s.executiveId, id: event.id, title: event.title, startTime: event.startTime, endTime: event.endTime };
  await keptInCalendar(writeBack, s.executiveId, event.id, s.timeZone, () =>
    repos.calendarEvents.replaceSeries({ ...whole, rrule: s.stored.rrule, exdates: s.stored.exdates, overrides }),
  ).catch(() => undefined);
}

/** Splits the series at the edited occurrence; the new series' first occurrence as edited. */
export async function editFollowing(
  repos: Repositories,
  writeBack: WriteBackDeps,
  s: Split & { body: EditBody; startTime: string; endTime: string; moved: boolean },
): Promise<CalendarEvent | undefined> {
  const { executiveId, timeZone, stored, body } = s;
  const key = occurrenceKey(stored, body.occurrenceStart ?? '', timeZone);
  const overrides = await repos.calendarEvents.overridesOfSeries(executiveId, stored.event.id);
  // The form sends the series' repeat as it was: only a different one replaces what the rule has left.
  const newRule = body.repeat ? repeatToRrule(body.repeat) : null;
  const changesRule = newRule !== null && !sameRule(newRule, stored.rrule);
  const rest = changesRule ? newRule : splitRule(stored, key, timeZone).rest;
  const keeps = !s.moved && !changesRule;
  await keptInCalendar(writeBack, executiveId, stored.event.id, timeZone, () => endBefore(repos, s, key, overrides));
  const { event } = stored;
  const id = await repos.calendarEvents.create({
    executiveId,
    title: body.title ?? event.title,
    startTime: s.startTime,
    endTime: s.endTime,
    type: event.type,
    priority: event.priority,
    description: event.description,
    relatedGoals: event.relatedGoals,
    rrule: rest,
    reminderMinutes: body.reminderMinutes === undefined ? (event.reminderMinutes ?? null) : (body.reminderMinutes as CalendarEvent['reminderMinutes']),
    ...(event.private ? { private: true } : {}),
  });
  if (keeps) {
    const later = { exdates: stored.exdates.filter((d) => d >= key), overrides: overrides.filter((o) => o.originalStart > key) };
    await repos.calendarEvents.replaceSeries({
      executiveId,
      id,
      title: body.title ?? event.title,
      startTime: s.startTime,
      endTime: s.endTime,
      rrule: rest,
      ...later,
    });
  }
  await writeEventBack(writeBack, executiveId, id, timeZone).catch(async (error: unknown) => {
    await repos.calendarEvents.remove(executiveId, id, true);
    await putBack(repos, writeBack, s, overrides);
    throw error;
  });
  const created = await repos.calendarEvents.get(executiveId, id, true);
  return created && { ...created, occurrenceStart: s.startTime };
}

/** Deletes the occurrence and every later one: the series ends before it (all of it, from its first). */
export async function deleteFollowing(repos: Repositories, writeBack: WriteBackDeps, s: Split & { occurrenceStart: string }): Promise<void> {
  const { executiveId, timeZone, stored } = s;
  const key = occurrenceKey(stored, s.occurrenceStart, timeZone);
  if (key <= stored.event.startTime) {
    await deleteEventBack(writeBack, executiveId, stored.event.id);
    await repos.calendarEvents.remove(executiveId, stored.event.id, true);
    return;
  }
  const overrides = await repos.calendarEvents.overridesOfSeries(executiveId, stored.event.id);
  await keptInCalendar(writeBack, executiveId, stored.event.id, timeZone, () => endBefore(repos, s, key, overrides), CHANGED_ELSEWHERE.delete);
}
