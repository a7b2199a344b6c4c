// One activity entry as a line: "Sam Lee completed the priority 'Board deck' · 10:42" (with "via <token>"
// when a personal access token made it), the time in the
// workspace's zone (with the day when it was not today there).
import type { ActivityEntry, ActivityKind } from '@provana/contracts';
import { formatClock24In, formatDay, todayIn } from '@provana/dates';

export const KIND_NAMES: Record<ActivityKind, string> = {
  priorities: 'Priorities',
  calendar: 'Calendar',
  'time-blocks': 'Time blocks',
  decisions: 'Decisions',
  memory: 'Memory notes',
  'life-events': 'Life events',
  reflections: 'Reflections',
  goals: 'Goals',
  team: 'Team',
  leadership: 'Leadership',
  recordings: 'Recordings',
  assistant: 'Assistant',
  reminders: 'Reminders',
  settings: 'Settings',
  access: 'Access and sign-ins',
  bookings: 'Booking links',
};

/** "10:42" today (in the zone), else "Mar 3, 10:42" ("Mar 3, 2025, 10:42" in another year). */
export function activityTime(at: string, timeZone: string, today: string): string {
  const time = formatClock24In(at, timeZone);
  const day = todayIn(timeZone, Date.parse(at));
  if (day === today) return time;
  return `${formatDay(day, day.slice(0, 4) === today.slice(0, 4) ? 'short' : 'medium')}, ${time}`;
}

/** "… via Claude" when the change came with a personal access token (a script or an AI assistant). */
export function activityLine(entry: ActivityEntry, timeZone: string, today: string): string {
  const via = entry.viaToken ? ` via ${entry.viaToken}` : '';
  return `${entry.description}${via} · ${activityTime(entry.at, timeZone, today)}`;
}
