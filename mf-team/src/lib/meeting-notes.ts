// Saved meeting notes grouped by the 1:1 they belong to, latest meeting first (as the API orders them).
import type { MeetingNote } from '@provana/contracts';

export interface MeetingNotesGroup {
  meetingAt: string;
  notes: MeetingNote[];
}

/** One group per meeting (compared to the minute, as a note's meeting_at may carry seconds or not). */
export function notesByMeeting(notes: readonly MeetingNote[]): MeetingNotesGroup[] {
  const groups = new Map<string, MeetingNotesGroup>();
  for (const note of notes) {
    const key = note.meeting_at.slice(0, 16);
    const group = groups.get(key) ?? { meetingAt: note.meeting_at, notes: [] };
    group.notes.push(note);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (a.meetingAt < b.meetingAt ? 1 : a.meetingAt > b.meetingAt ? -1 : 0));
}
