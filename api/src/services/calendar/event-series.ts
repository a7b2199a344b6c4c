// One event as the calendar code stores and expands it, whatever it came from (an .ics feed today,
// the executive's own recurring events in §2): a start written as wall-clock text in its own IANA
// zone, a duration, and for a series its RRULE, its exceptions (EXDATE) and which occurrences another
// row overrides (RECURRENCE-ID). Wall clock + zone, not an instant, so a 09:00 weekly meeting stays
// at 09:00 across daylight-saving changes.

/** How an occurrence of a series is named: its original start as wall-clock text in the series' zone ('YYYY-MM-DDTHH:MM:SS'), or 'YYYY-MM-DD' for all-day series. */
export type OccurrenceKey = string;

export interface EventSeries {
  /** Groups a series with its overrides: same scope + uid (a subscription id for feeds). */
  scope: string;
  uid: string;
  /** Set on an override: the key of the occurrence it replaces. */
  recurrenceId: OccurrenceKey | null;
  summary: string;
  location: string;
  attendees: string[];
  allDay: boolean;
  /** 'YYYY-MM-DDTHH:MM:SS' in timeZone, or 'YYYY-MM-DD' when allDay. */
  startLocal: string;
  /** IANA zone of startLocal; null: floating (read in the executive's zone), always null when allDay. */
  timeZone: string | null;
  /** Exact length in ms; for all-day events whole days × 86 400 000 (nominal days). */
  durationMs: number;
  /** RRULE value without the 'RRULE:' prefix, or null. */
  rrule: string | null;
  /** Keys of the occurrences removed from the series. */
  exdates: OccurrenceKey[];
}

export const DAY_MS = 86_400_000;
