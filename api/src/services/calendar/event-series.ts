// One event as the calendar code stores and expands it, whatever it came from (an .ics feed or
// the executive's own recurring events): a start written as wall-clock text in its own IANA
// zone, a duration, and for a series its RRULE, its added dates (RDATE), its exceptions (EXDATE) and
// which occurrences another row overrides (RECURRENCE-ID, or with RANGE=THISANDFUTURE every one from
// there on). Wall clock + zone, not an instant, so a 09:00 weekly meeting stays at 09:00 across
// daylight-saving changes.

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
  /** Occurrences added to the series (RDATE), whether or not the rule has them. */
  rdates: AddedDate[];
  /**
   * On an override: it replaces its occurrence and moves every later one of its series (RANGE=
   * THISANDFUTURE) by the same shift, with its own title, place and length.
   */
  thisAndFuture: boolean;
  /** Read from a file: CLASS:PRIVATE or CLASS:CONFIDENTIAL (its own, or its series'), so not for everyone who reads the calendar. */
  private?: true;
  /** TRANSP:TRANSPARENT: shown, but free time, not busy (set only when true). */
  free?: true;
}

export interface AddedDate {
  key: OccurrenceKey;
  /** A PERIOD's own length in ms; null: the series' length. */
  durationMs: number | null;
}

/** Whether the series has more occurrences than its start: a rule or added dates. */
export const isRepeating = (s: Pick<EventSeries, 'rrule' | 'rdates' | 'recurrenceId'>): boolean =>
  s.recurrenceId === null && (s.rrule !== null || s.rdates.length > 0);

/** Stored form of an added date: its key, and '/ms' for a PERIOD's own length. */
export const addedDateText = (d: AddedDate): string => (d.durationMs === null ? d.key : `${d.key}/${d.durationMs}`);

export function addedDateOf(text: string): AddedDate {
  const [key = '', duration] = text.split('/');
  const ms = duration === undefined ? NaN : Number(duration);
  return { key, durationMs: Number.isFinite(ms) && ms >= 0 ? ms : null };
}
