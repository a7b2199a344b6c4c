// What the team report says about each direct report: latest note and the open action items naming them.
import type { CoachingNote, DirectReport, Priority } from '@provana/contracts';

/** The newest note by date (then id). */
export function latestNote(notes: readonly CoachingNote[]): CoachingNote | null {
  return [...notes].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0] ?? null;
}

/** Open priorities whose task or description mentions the report's first name (whole word). */
export function openItemsFor(report: Pick<DirectReport, 'name'>, priorities: readonly Priority[]): Priority[] {
  const first = report.name.trim().split(/\s+/)[0];
  if (!first) return [];
  const word = new RegExp(`\\b${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return priorities.filter((p) => !p.completed && (word.test(p.task) || word.test(p.description)));
}
