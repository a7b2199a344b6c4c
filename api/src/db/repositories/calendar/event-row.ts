// A calendar_events row as the repositories read it, and the event the API returns for it: one
// definition for the events repository and the series store.
import type { CalendarEvent } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { CalendarEventsTable } from '../../schema/planning';
import { rruleToRepeat } from '../../../services/calendar/own-series';
import { parseList } from '../json';
import { privateMark } from '../private-flag';

export const EVENT_COLUMNS = [
  'id',
  'title',
  'start_time',
  'end_time',
  'type',
  'priority',
  'description',
  'related_goals',
  'rrule',
  'reminder_minutes',
  'private',
] as const;

/** What the repositories select of a calendar_events row (its columns' types come from the schema). */
export type EventRow = Pick<Selectable<CalendarEventsTable>, (typeof EVENT_COLUMNS)[number]>;

export const toCalendarEvent = (r: EventRow): CalendarEvent => ({
  id: r.id,
  title: r.title,
  startTime: r.start_time,
  endTime: r.end_time,
  // Only ever written from the contract's enums.
  type: r.type as CalendarEvent['type'],
  priority: r.priority as CalendarEvent['priority'],
  description: r.description,
  relatedGoals: parseList(r.related_goals),
  // Only a series carries these: one-off events read as before.
  ...(r.rrule ? { repeat: rruleToRepeat(r.rrule), occurrenceStart: null } : {}),
  // Only set reminders are sent: events without one read as before.
  ...(r.reminder_minutes != null ? { reminderMinutes: r.reminder_minutes as CalendarEvent['reminderMinutes'] } : {}),
  ...privateMark(r.private),
});
