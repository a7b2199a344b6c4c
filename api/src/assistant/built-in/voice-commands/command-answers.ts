// Spoken answers built from the executive's own data. Short sentences: they are read aloud.
import type { Meeting } from '@provana/contracts';
import type { ExecutiveContext } from '../../engine';
import { compareWallClock, daysBetween, describeDate, minutesToClock, parseWallClock, wallClockOf, type WallClock } from '@provana/dates';
import { joinList, listWithMore, plural, truncate } from '../text/text-utils';
import { deadlinePhrase, rankPriorities, type RankedPriority } from '../time-blocks/rank-priorities';

const itemPhrase = (r: RankedPriority, now: WallClock) => `'${truncate(r.priority.task, 60)}' (${deadlinePhrase(r, now, true)})`;

function when(at: WallClock, now: WallClock): string {
  return at.date === now.date ? `at ${minutesToClock(at.minutes)}` : `on ${describeDate(at.date)} at ${minutesToClock(at.minutes)}`;
}

/** The first meeting starting at or after now. */
export function nextMeeting(meetings: Meeting[], now: WallClock): { meeting: Meeting; at: WallClock } | null {
  return (
    meetings
      .map((meeting) => ({ meeting, at: parseWallClock(meeting.startTime) }))
      .filter((m): m is { meeting: Meeting; at: WallClock } => m.at !== null && compareWallClock(m.at, now) >= 0)
      .sort((a, b) => compareWallClock(a.at, b.at) || a.meeting.id - b.meeting.id)[0] ?? null
  );
}

export function answerNextMeeting(ctx: ExecutiveContext): string {
  const now = wallClockOf(ctx.now);
  const next = nextMeeting(ctx.meetings, now);
  if (!next) return 'You have no upcoming meetings.';
  const { meeting, at } = next;
  const where = meeting.location ? ` in ${meeting.location}` : '';
  const who = meeting.attendees.length ? ` with ${joinList(meeting.attendees)}` : '';
  const lead = at.date === now.date ? 'Your next meeting is' : 'You have no more meetings today. The next one is';
  return `${lead} '${meeting.title}' ${when(at, now)}${where}${who}.`;
}

/** Today's meetings in order, flagging the ones already over. */
export function answerAgenda(ctx: ExecutiveContext): string {
  const now = wallClockOf(ctx.now);
  const today = ctx.meetings
    .map((meeting) => ({ meeting, at: parseWallClock(meeting.startTime) }))
    .filter((m): m is { meeting: Meeting; at: WallClock } => m.at?.date === now.date)
    .sort((a, b) => a.at.minutes - b.at.minutes || a.meeting.id - b.meeting.id);
  if (today.length === 0) return `You have no meetings today. ${answerNextMeeting(ctx)}`;
  const ahead = today.filter((m) => m.at.minutes >= now.minutes);
  const list = ahead.slice(0, 4).map((m) => `'${m.meeting.title}' at ${minutesToClock(m.at.minutes)}`);
  const done = today.length - ahead.length;
  const lead = `You have ${plural(today.length, 'meeting')} today${done ? `, ${done} already behind you` : ''}.`;
  return ahead.length ? `${lead} Still ahead: ${listWithMore(list, ahead.length)}.` : `${lead} Nothing else is scheduled today.`;
}

export function answerUrgent(ctx: ExecutiveContext): string {
  const now = wallClockOf(ctx.now);
  const urgent = rankPriorities(ctx.priorities, now).filter((r) => r.overdue || r.priority.urgency === 'high');
  const lead = "Email isn't connected to Provana, so I can't read your inbox.";
  if (urgent.length === 0) return `${lead} Nothing urgent is open in your priorities.`;
  return `${lead} What needs your attention: ${listWithMore(
    urgent.slice(0, 3).map((r) => itemPhrase(r, now)),
    urgent.length,
  )}.`;
}

export function answerPriorities(ctx: ExecutiveContext): string {
  const now = wallClockOf(ctx.now);
  const ranked = rankPriorities(ctx.priorities, now);
  if (ranked.length === 0) return 'You have no open priorities. Well done.';
  const count = (u: string) => ranked.filter((r) => r.priority.urgency === u).length;
  const overdue = ranked.filter((r) => r.overdue);
  const parts = [
    `You have ${plural(ranked.length, 'open priority', 'open priorities')}: ${count('high')} high, ${count('medium')} medium and ${count('low')} low.`,
  ];
  if (overdue.length)
    parts.push(
      `Overdue: ${listWithMore(
        overdue.slice(0, 3).map((r) => itemPhrase(r, now)),
        overdue.length,
      )}.`,
    );
  const top = ranked.filter((r) => !r.overdue).slice(0, 3);
  if (top.length) parts.push(`${overdue.length ? 'Next up' : 'Top items'}: ${joinList(top.map((r) => itemPhrase(r, now)))}.`);
  return parts.join(' ');
}

export function answerGoals(ctx: ExecutiveContext): string {
  const quarterly = ctx.goals.filter((g) => g.kind === 'quarterly');
  if (quarterly.length === 0) {
    const mission = ctx.goals.find((g) => g.kind === 'mission');
    return mission ? `No quarterly goals are set. Your mission goal '${mission.title}' is ${mission.status} at ${mission.progress}%.` : 'No goals are set yet.';
  }
  const average = Math.round(quarterly.reduce((sum, g) => sum + g.progress, 0) / quarterly.length);
  const list = quarterly.map((g) => `'${g.title}' is ${g.status} at ${g.progress}%`);
  return `You have ${plural(quarterly.length, 'quarterly goal')}, averaging ${average}% progress. ${list.join('; ')}.`;
}

/** One sentence on goals for the summary; empty when there are no quarterly goals. */
export function goalsInBrief(ctx: ExecutiveContext): string {
  const quarterly = ctx.goals.filter((g) => g.kind === 'quarterly');
  if (quarterly.length === 0) return '';
  const average = Math.round(quarterly.reduce((sum, g) => sum + g.progress, 0) / quarterly.length);
  const done = quarterly.filter((g) => g.status === 'Complete').length;
  return `Your ${plural(quarterly.length, 'quarterly goal')} average ${average}% progress, ${done} complete.`;
}

export function answerDecisions(ctx: ExecutiveContext): string {
  const today = wallClockOf(ctx.now).date;
  if (ctx.decisions.length === 0) return 'You have no pending decisions.';
  const sorted = ctx.decisions
    .map((d) => ({ d, at: parseWallClock(d.dueBy) }))
    .sort((a, b) => (a.at?.date ?? '9999').localeCompare(b.at?.date ?? '9999') || a.d.id - b.d.id);
  const phrases = sorted.slice(0, 3).map(({ d, at }) => {
    const days = at ? daysBetween(today, at.date) : null;
    const due =
      !at || days === null ? 'no due date' : days < 0 ? `overdue since ${describeDate(at.date)}` : days === 0 ? 'due today' : `due ${describeDate(at.date)}`;
    return `'${truncate(d.title, 60)}' (${d.impactLevel} impact, ${due})`;
  });
  return `You have ${plural(sorted.length, 'pending decision')}: ${listWithMore(phrases, sorted.length)}.`;
}

/** The spec's greeting windows: morning before 12, afternoon before 17, else evening. */
export function greeting(now: WallClock, name: string): string {
  const part = now.minutes < 12 * 60 ? 'morning' : now.minutes < 17 * 60 ? 'afternoon' : 'evening';
  return `Good ${part}${name ? `, ${name}` : ''}.`;
}
