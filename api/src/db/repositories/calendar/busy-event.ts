// A private calendar event as whoever does not see private items reads it: Busy for its time, as
// Outlook shows a private appointment, so they can plan around it. Its id and occurrence start stay
// (a list needs a key and a layout) but every read that opens one event refuses it, so the id opens
// nothing; no title, description, goals, repeat rule or reminder leaves the server.
import { BUSY_EVENT_TITLE, type CalendarEvent } from '@provana/contracts';

export const asBusy = (e: CalendarEvent): CalendarEvent => ({
  id: e.id,
  title: BUSY_EVENT_TITLE,
  startTime: e.startTime,
  endTime: e.endTime,
  type: 'other',
  priority: 'low',
  description: '',
  relatedGoals: [],
  ...(e.occurrenceStart !== undefined ? { occurrenceStart: e.occurrenceStart } : {}),
  busy: true,
});

/** Events as the reader may see them: private ones become Busy unless the reader sees private items. */
export const eventsSeenBy = (events: CalendarEvent[], seesPrivate: boolean): CalendarEvent[] =>
  seesPrivate ? events : events.map((e) => (e.private ? asBusy(e) : e));
