// The day's busy items (calendar events and meetings) and the free slots between them.
import type { CalendarEvent, Meeting } from '@provana/contracts';
import { minutesToClock, parseWallClock } from '@provana/dates';

export interface BusyItem {
  title: string;
  start: number; // minutes since midnight, clipped to the day
  end: number;
  isMeeting: boolean;
}

export interface FreeSlot {
  start: number;
  end: number;
  /** What bounds the slot, phrased for reasoning: "'Board prep'" or "the start of your working day". */
  before: string;
  after: string;
  /** Whether a calendar item ends where the slot opens / starts where it closes (buffers go there). */
  openedByBusy: boolean;
  closedByBusy: boolean;
}

const DEFAULT_MINUTES = 60;
const DAY_END = 24 * 60;

/** An item's [start, end) on `date`, or null when it does not touch that day. Bad ends default to 60 min. */
function spanOn(date: string, startText: string, endText: string): [number, number] | null {
  const start = parseWallClock(startText);
  if (!start) return null;
  const end = parseWallClock(endText);
  const endDate = end?.date ?? start.date;
  if (start.date > date || endDate < date) return null;
  const from = start.date < date ? 0 : start.minutes;
  let to = endDate > date ? DAY_END : (end?.minutes ?? from + DEFAULT_MINUTES);
  if (!end || (end.date === start.date && end.minutes <= start.minutes)) to = Math.min(DAY_END, from + DEFAULT_MINUTES);
  return to > from ? [from, to] : null;
}

/**
 * Busy items of `date`, sorted by start. A meeting also saved as a calendar event (same title and
 * start) counts once. Meetings, and events of type 'meeting', count as meetings.
 */
export function busyItemsOn(date: string, events: CalendarEvent[], meetings: Meeting[]): BusyItem[] {
  const items: BusyItem[] = [];
  const seen = new Set<string>();
  const add = (title: string, span: [number, number] | null, isMeeting: boolean) => {
    if (!span) return;
    const key = `${title.trim().toLowerCase()}@${span[0]}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push({ title: title.trim() || 'Untitled', start: span[0], end: span[1], isMeeting });
  };
  for (const m of meetings) add(m.title, spanOn(date, m.startTime, m.endTime), true);
  for (const e of events) add(e.title, spanOn(date, e.startTime, e.endTime), e.type === 'meeting');
  return items.sort((a, b) => a.start - b.start || a.end - b.end || a.title.localeCompare(b.title));
}

/** Free slots inside [from, to), between busy items; `fromLabel` names what opens the window. */
export function freeSlots(busy: BusyItem[], from: number, to: number, fromLabel: string): FreeSlot[] {
  const slots: FreeSlot[] = [];
  let cursor = from;
  let before = fromLabel;
  let openedByBusy = false;
  for (const item of busy) {
    if (item.end <= cursor) {
      if (item.end === cursor) [before, openedByBusy] = [`'${item.title}'`, true];
      continue;
    }
    if (item.start >= to) break;
    if (item.start > cursor) {
      slots.push({ start: cursor, end: item.start, before, after: `'${item.title}'`, openedByBusy, closedByBusy: true });
    }
    cursor = item.end;
    [before, openedByBusy] = [`'${item.title}'`, true];
  }
  if (cursor < to) {
    const after = `the end of your working day (${minutesToClock(to)})`;
    slots.push({ start: cursor, end: to, before, after, openedByBusy, closedByBusy: false });
  }
  return slots;
}

/** "free 09:30–11:00 between 'Board prep' and 'Staff sync'". */
export function describeSlot(slot: FreeSlot): string {
  return `free ${minutesToClock(slot.start)}–${minutesToClock(slot.end)} between ${slot.before} and ${slot.after}`;
}

/** Minutes of busy time inside [from, to), overlaps counted once. */
export function busyMinutesWithin(busy: BusyItem[], from: number, to: number, onlyMeetings = false): number {
  let total = 0;
  let cursor = from;
  for (const item of busy) {
    if (onlyMeetings && !item.isMeeting) continue;
    const start = Math.max(item.start, cursor);
    const end = Math.min(item.end, to);
    if (end > start) {
      total += end - start;
      cursor = end;
    }
  }
  return total;
}
