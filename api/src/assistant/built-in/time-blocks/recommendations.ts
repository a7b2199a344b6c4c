// Concrete, named advice about the planned day: collisions, overdue work, meeting load, focus time.
import type { TimeBlockSuggestion } from '@provana/contracts';
import { minutesToClock, WEEKDAY_NAMES, weekdayOf } from '@provana/dates';
import { formatMinutes, joinList, listWithMore, plural, truncate } from '../text/text-utils';
import { busyMinutesWithin, type BusyItem, type FreeSlot } from './busy-schedule';
import { MIN_BLOCK, PEAK_END, PEAK_LABEL, PEAK_START, WORK_END, WORK_START } from './day-profile';
import type { RankedPriority } from './rank-priorities';
import { focusTitle } from './block-builders';
import { longestSlot } from './slot-placement';

export interface DayFacts {
  date: string;
  isPast: boolean;
  light: boolean;
  busy: BusyItem[];
  /** Free slots from the planning start (now, for today) before any block was placed. */
  slots: FreeSlot[];
  /** Where planning starts (minutes): the start of working hours, or now for today. */
  from: number;
  ranked: RankedPriority[];
  blocks: TimeBlockSuggestion[];
  unscheduled: RankedPriority[];
}

/** A gap this short between two meetings counts as back-to-back. */
const BACK_TO_BACK_GAP = 5;
const HEAVY_MEETING_LOAD = 4 * 60;
const span = (i: BusyItem) => `'${i.title}' (${minutesToClock(i.start)}–${minutesToClock(i.end)})`;

function collisions(meetings: BusyItem[]): string[] {
  const out: string[] = [];
  let chain: BusyItem[] = [];
  const flush = () => {
    if (chain.length > 1) {
      out.push(`Back-to-back meetings: ${chain.map(span).join(' → ')} with no break. Add a 10-minute buffer or shorten one of them.`);
    }
    chain = [];
  };
  for (let i = 0; i < meetings.length; i += 1) {
    const cur = meetings[i];
    const next = meetings[i + 1];
    if (!cur) continue;
    if (next && next.start < cur.end) {
      out.push(
        `'${cur.title}' and '${next.title}' overlap ${minutesToClock(next.start)}–${minutesToClock(Math.min(cur.end, next.end))}: decide which one needs you.`,
      );
    }
    if (chain.length === 0) chain.push(cur);
    if (next && next.start >= cur.end && next.start - cur.end <= BACK_TO_BACK_GAP) chain.push(next);
    else flush();
  }
  flush();
  return out;
}

function overdueAdvice(ranked: RankedPriority[]): string | null {
  const overdue = ranked.filter((r) => r.overdue);
  if (overdue.length === 0) return null;
  const named = overdue.slice(0, 3).map((r) => {
    const days = r.daysOverdue ?? 0;
    return `'${truncate(r.priority.task, 60)}' (${days === 0 ? 'due earlier today' : `${plural(days, 'day')} overdue`})`;
  });
  return `${plural(overdue.length, 'overdue item')}: ${listWithMore(named, overdue.length)}. ${overdue.length === 1 ? 'Clear it' : 'Clear them'} first or renegotiate the deadline.`;
}

export function recommend(f: DayFacts): string[] {
  const out: string[] = [];
  if (f.light)
    out.push(
      `${WEEKDAY_NAMES[weekdayOf(f.date)]} is a non-working day: the plan is kept light (at most one focus and one strategic block). Protect your rest.`,
    );
  if (f.isPast) out.push(`${f.date} is in the past: these suggestions are for review only.`);

  const meetings = f.busy.filter((b) => b.isMeeting);
  out.push(...collisions(meetings));

  const overdue = overdueAdvice(f.ranked);
  if (overdue) out.push(overdue);

  const longest = longestSlot(f.slots);
  const longestMinutes = longest ? longest.end - longest.start : 0;
  const dayOver = f.from >= WORK_END;
  if (longestMinutes < MIN_BLOCK && !dayOver) {
    out.push(
      longest
        ? `No focus time available: the longest free gap is ${longestMinutes} min (${minutesToClock(longest.start)}–${minutesToClock(longest.end)}). Move or decline a meeting to open a ${MIN_BLOCK}-minute block.`
        : 'No focus time available: your working hours are fully booked. Move or decline a meeting to open a focus block.',
    );
  }

  const meetingMinutes = busyMinutesWithin(f.busy, WORK_START, WORK_END, true);
  if (meetingMinutes >= HEAVY_MEETING_LOAD) {
    out.push(
      `Heavy meeting load: ${formatMinutes(meetingMinutes)} in ${plural(meetings.length, 'meeting')}. Delegate or shorten at least one to keep room for priorities.`,
    );
  } else if (meetingMinutes > 0) {
    out.push(`Meeting load: ${formatMinutes(meetingMinutes)} in ${plural(meetings.length, 'meeting')}, leaving room for focused work.`);
  }

  const peakMeetings = meetings.filter((m) => m.start < PEAK_END && m.end > PEAK_START);
  const focus = f.blocks.filter((b) => b.type === 'focus');
  const inPeak = (b: TimeBlockSuggestion) => b.startTime < minutesToClock(PEAK_END) && b.endTime > minutesToClock(PEAK_START);
  const top = f.ranked[0] ? focus.find((b) => b.title === focusTitle(f.ranked[0] as RankedPriority)) : undefined;
  if (peakMeetings.length > 0 && f.from < PEAK_END && top && !focus.some(inPeak)) {
    out.push(`Your ${PEAK_LABEL} peak is taken by ${joinList(peakMeetings.map((m) => `'${m.title}'`))}, so '${top.title}' moved to ${top.startTime}.`);
  }

  if (f.unscheduled.length > 0 && !dayOver) {
    const names = f.unscheduled.slice(0, 3).map((r) => `'${truncate(r.priority.task, 50)}'`);
    out.push(
      `${plural(f.unscheduled.length, 'open priority', 'open priorities')} got no block today: ${listWithMore(names, f.unscheduled.length)}. Delegate ${f.unscheduled.length === 1 ? 'it' : 'them'}, drop lower-value work, or plan ${f.unscheduled.length === 1 ? 'it' : 'them'} for another day.`,
    );
  }

  if (longest && longestMinutes >= MIN_BLOCK && f.blocks.length > 0) {
    out.push(`Largest free window: ${minutesToClock(longest.start)}–${minutesToClock(longest.end)} (${formatMinutes(longestMinutes)}).`);
  }
  return out;
}
