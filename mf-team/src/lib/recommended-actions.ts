// Recommended actions for a direct report, derived from their stored data: the next 1:1, voice logs
// not yet turned into actions, how recent the last coaching note is, and the development focus.
import type { DirectReport, TeamVoiceLog } from '@provana/contracts';
import { DAY_MS, formatDay, formatMeeting, wallTime, wallTimeOf } from '@provana/dates';
import { isDueSoon, isUpcoming } from './team-rules';

const STALE_NOTE_DAYS = 30;

export function recommendedActions(report: DirectReport, logs: readonly TeamVoiceLog[], now: Date): string[] {
  const first = report.name.split(' ')[0] ?? report.name;
  const actions: string[] = [];
  if (!isUpcoming(report.next_meeting, now)) actions.push(`Schedule your next 1:1 with ${first}`);
  else if (report.next_meeting && isDueSoon(report.next_meeting, now))
    actions.push(`Prepare for the 1:1 on ${formatMeeting(report.next_meeting)}: open with "${report.alerts.check_in_prompt}"`);
  const open = logs.filter((l) => !l.converted_to_action).length;
  if (open > 0) actions.push(`Convert ${open} voice ${open === 1 ? 'log' : 'logs'} into ${open === 1 ? 'an action' : 'actions'}`);
  const latest = report.notes[0];
  const latestAt = wallTime(latest?.date);
  if (!latest || Number.isNaN(latestAt)) actions.push(`Write a first coaching note for ${first}`);
  else if (wallTimeOf(now) - latestAt > STALE_NOTE_DAYS * DAY_MS) actions.push(`Add a coaching note: the last one is from ${formatDay(latest.date)}`);
  if (report.development_focus) actions.push(`Agree one stretch assignment on: ${report.development_focus}`);
  return actions;
}
