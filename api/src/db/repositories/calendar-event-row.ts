// A calendar_events row as the repositories read it, and the event the API returns for it: one
// definition for the events repository and the series store.
import type { CalendarEvent } from '@provana/contracts';
import { rruleToRepeat } from '../../services/calendar/own-series';
import { parseList } from './json';

export const EVENT_COLUMNS = ['id', 'title', 'start_time', 'end_time', 'type', 'priority', 'description', 'related_goals', 'rrule', 'reminder_minutes'] as const;

export interface EventRow {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  type: string;
  priority: string;
  description: string;
  related_goals: string;
  rrule: string | null;
  /** Migration 019 (null: no reminder). */
  reminder_minutes?: number | null;
}

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
});
