// The event form's values and what they become: the body of POST .../calendar-events (a new event)
// or of PATCH .../calendar-events/{id} (an edit, of one occurrence or of a whole series). Checked
// with the API's own schemas, the messages placed at the form's fields.
import { weekdayOf } from '@provana/dates';
import {
  type CalendarEvent,
  type CreateCalendarEventBody,
  CreateCalendarEventBodySchema,
  type EditScope,
  MAX_REPEAT_COUNT,
  type ReminderMinutes,
  type Repeat,
  type RepeatFrequency,
  type UpdateCalendarEventBody,
  UpdateCalendarEventBodySchema,
  type Urgency,
  type WeekdayCode,
  fieldErrors,
} from '@provana/contracts';

export type RepeatChoice = 'none' | RepeatFrequency;
export type EndsChoice = 'never' | 'until' | 'count';

export interface EventFormValues {
  title: string;
  /** 'YYYY-MM-DD' and 'HH:MM', in the executive's zone. */
  date: string;
  start: string;
  end: string;
  type: CalendarEvent['type'];
  priority: Urgency;
  repeat: RepeatChoice;
  /** Weekly: the days it falls on. */
  weekdays: WeekdayCode[];
  ends: EndsChoice;
  until: string;
  /** Text as typed: checked to be a whole number before sending. */
  count: string;
  reminder: ReminderMinutes | null;
  /** Editing an occurrence of a series: this one, or all of them. */
  scope: EditScope;
  /** Private (a series: every occurrence); `wasPrivate` is the stored event's, so an edit sends it only when changed. */
  private: boolean;
  wasPrivate: boolean;
}

export const WEEKDAYS: readonly { code: WeekdayCode; label: string; short: string }[] = [
  { code: 'MO', label: 'Monday', short: 'Mon' },
  { code: 'TU', label: 'Tuesday', short: 'Tue' },
  { code: 'WE', label: 'Wednesday', short: 'Wed' },
  { code: 'TH', label: 'Thursday', short: 'Thu' },
  { code: 'FR', label: 'Friday', short: 'Fri' },
  { code: 'SA', label: 'Saturday', short: 'Sat' },
  { code: 'SU', label: 'Sunday', short: 'Sun' },
];

export const REPEAT_LABELS: Record<RepeatChoice, string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekdays: 'Every weekday (Monday to Friday)',
  weekly: 'Weekly on chosen days',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** The RRULE weekday code ('MO'…'SU') of a 'YYYY-MM-DD'. */
export function weekdayCodeOf(date: string): WeekdayCode {
  return WEEKDAYS[(weekdayOf(date) + 6) % 7]?.code ?? 'MO';
}

/** A new event on `date`: 09:00-10:00, a meeting, no repeat, no reminder. */
export function newEventValues(date: string): EventFormValues {
  return {
    title: '',
    date,
    start: '09:00',
    end: '10:00',
    type: 'meeting',
    priority: 'medium',
    repeat: 'none',
    weekdays: [weekdayCodeOf(date)],
    ends: 'never',
    until: '',
    count: '10',
    reminder: null,
    scope: 'this',
    private: false,
    wasPrivate: false,
  };
}

/** The form for an existing event (or one occurrence of a series). */
export function eventValues(event: CalendarEvent): EventFormValues {
  const date = event.startTime.slice(0, 10);
  const repeat = event.repeat ?? null;
  return {
    title: event.title,
    date,
    start: event.startTime.slice(11, 16),
    end: event.endTime.slice(11, 16),
    type: event.type,
    priority: event.priority,
    repeat: repeat?.frequency ?? 'none',
    weekdays: repeat?.weekdays?.length ? [...repeat.weekdays] : [weekdayCodeOf(date)],
    ends: repeat?.until ? 'until' : repeat?.count ? 'count' : 'never',
    until: repeat?.until ?? '',
    count: String(repeat?.count ?? 10),
    reminder: event.reminderMinutes ?? null,
    scope: 'this',
    private: event.private === true,
    wasPrivate: event.private === true,
  };
}

const COUNT = /^\d{1,4}$/;

const FREQUENCY_TEXT: Record<RepeatFrequency, string> = { daily: 'daily', weekdays: 'every weekday', weekly: 'weekly', monthly: 'monthly', yearly: 'yearly' };

/** How a series repeats, in words: "Repeats weekly on Monday and Thursday, 4 times". */
export function repeatSummary(v: EventFormValues): string {
  if (v.repeat === 'none') return 'Does not repeat';
  const days = WEEKDAYS.filter((d) => v.weekdays.includes(d.code)).map((d) => d.label);
  const on = v.repeat === 'weekly' && days.length > 0 ? ` on ${days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : days[0]}` : '';
  const end = v.ends === 'until' && v.until ? ` until ${v.until}` : v.ends === 'count' ? `, ${v.count.trim()} times` : '';
  return `Repeats ${FREQUENCY_TEXT[v.repeat]}${on}${end}`;
}

/** The repeat the values describe (a count not yet a whole number reads as 0: the schema refuses it). */
export function repeatOf(v: EventFormValues): Repeat | null {
  if (v.repeat === 'none') return null;
  return {
    frequency: v.repeat,
    ...(v.repeat === 'weekly' ? { weekdays: WEEKDAYS.map((d) => d.code).filter((code) => v.weekdays.includes(code)) } : {}),
    ...(v.ends === 'until' ? { until: v.until } : {}),
    ...(v.ends === 'count' ? { count: COUNT.test(v.count.trim()) ? Number(v.count.trim()) : 0 } : {}),
  };
}

const times = (v: EventFormValues) => ({ startTime: `${v.date}T${v.start}:00`, endTime: `${v.date}T${v.end}:00` });

export function createBody(v: EventFormValues): CreateCalendarEventBody {
  return {
    title: v.title.trim(),
    ...times(v),
    type: v.type,
    priority: v.priority,
    repeat: repeatOf(v),
    reminderMinutes: v.reminder,
    ...(v.private ? { private: true } : {}),
  };
}

/**
 * An edit. One occurrence of a series (scope 'this') changes its title and time only: how it repeats
 * and reminds belongs to the series. A one-off event, or the whole series, changes all of it.
 */
export function updateBody(v: EventFormValues, occurrenceStart: string | null, confirmOverlap: boolean): UpdateCalendarEventBody {
  const one = occurrenceStart !== null && v.scope === 'this';
  return {
    title: v.title.trim(),
    ...times(v),
    ...(occurrenceStart !== null ? { scope: v.scope, occurrenceStart } : {}),
    ...(one ? {} : { repeat: repeatOf(v), reminderMinutes: v.reminder }),
    ...(v.private !== v.wasPrivate ? { private: v.private } : {}),
    ...(confirmOverlap ? { confirmOverlap: true } : {}),
  };
}

/** The form's field for a path the schema or the API names. */
export function fieldOf(path: string): keyof EventFormValues | undefined {
  const fields: Record<string, keyof EventFormValues> = {
    title: 'title',
    date: 'date',
    start: 'start',
    end: 'end',
    weekdays: 'weekdays',
    until: 'until',
    count: 'count',
    startTime: 'start',
    endTime: 'end',
    type: 'type',
    priority: 'priority',
    repeat: 'repeat',
    'repeat.frequency': 'repeat',
    'repeat.weekdays': 'weekdays',
    'repeat.until': 'until',
    'repeat.count': 'count',
    reminderMinutes: 'reminder',
    scope: 'scope',
    occurrenceStart: 'scope',
  };
  return fields[path];
}

/** What the form must hold before the schema can judge the body (the parts it builds the times from). */
function formErrors(v: EventFormValues): Partial<Record<string, string>> {
  const found: Partial<Record<string, string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) found['date'] = 'is required';
  if (!/^\d{2}:\d{2}$/.test(v.start)) found['start'] = 'is required';
  if (!/^\d{2}:\d{2}$/.test(v.end)) found['end'] = 'is required';
  if (v.repeat !== 'none' && v.ends === 'until' && v.until === '') found['until'] = 'is required';
  if (v.repeat !== 'none' && v.ends === 'count' && !(COUNT.test(v.count.trim()) && Number(v.count) >= 1 && Number(v.count) <= MAX_REPEAT_COUNT)) {
    found['count'] = `must be a whole number from 1 to ${MAX_REPEAT_COUNT}`;
  }
  return found;
}

/** Schema paths that the form's own checks already speak for (a missing date makes both times invalid). */
const COVERED: Record<string, string[]> = {
  date: ['startTime', 'endTime'],
  start: ['startTime'],
  end: ['endTime'],
  until: ['repeat.until'],
  count: ['repeat.count'],
};

/** Every field's first message at once: the form's own checks, and the API's schema over the body for the rest. */
function merged(own: Partial<Record<string, string>>, schema: Partial<Record<string, string>>): Partial<Record<string, string>> {
  const covered = new Set(Object.keys(own).flatMap((field) => COVERED[field] ?? []));
  return { ...Object.fromEntries(Object.entries(schema).filter(([path]) => !covered.has(path))), ...own };
}

export function validateCreate(v: EventFormValues): Partial<Record<string, string>> {
  return merged(formErrors(v), fieldErrors(CreateCalendarEventBodySchema, createBody(v)));
}

export function validateUpdate(v: EventFormValues, occurrenceStart: string | null): Partial<Record<string, string>> {
  return merged(formErrors(v), fieldErrors(UpdateCalendarEventBodySchema, updateBody(v, occurrenceStart, false)));
}
