// One activity entry as a line: "Sam Lee completed the priority 'Board deck' · 10:42", the time in the
// workspace's zone (with the day when it was not today there).
import type { ActivityEntry, ActivityKind } from '@provana/contracts';

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
};

function partsIn(at: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** "10:42" today (in the zone), else "Mar 3, 10:42". */
export function activityTime(at: string, timeZone: string, today: string): string {
  const { day, time } = partsIn(at, timeZone);
  if (day === today) return time;
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(new Date(at));
  return `${date}, ${time}`;
}

export function activityLine(entry: ActivityEntry, timeZone: string, today: string): string {
  return `${entry.description} · ${activityTime(entry.at, timeZone, today)}`;
}
