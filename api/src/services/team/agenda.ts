// The carry-over rule of a 1:1 agenda. Every talking point left open stays on the agenda of the next
// meeting (marked as carried over from the meeting it was on); a point checked off shows, checked,
// only on the agenda of the meeting at which it was checked; older checked points are history.
import type { Agenda } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { TalkingPointsTable } from '../../db/schema';

/** What the rule reads of a talking_points row. */
export type TalkingPointRow = Pick<Selectable<TalkingPointsTable>, 'id' | 'text' | 'position' | 'meeting_at' | 'done_at' | 'done_meeting'>;

export function agendaFor(rows: readonly TalkingPointRow[], nextMeeting: string | null): Agenda {
  const points = rows
    .filter((r) => r.done_at === null || r.done_meeting === nextMeeting)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((r) => {
      const open = r.done_at === null;
      const carried = open && r.meeting_at !== null && (nextMeeting === null || r.meeting_at < nextMeeting);
      return { id: r.id, text: r.text, position: r.position, done: !open, meeting_at: r.meeting_at, carried_over_from: carried ? r.meeting_at : null };
    });
  return { meeting_at: nextMeeting, points };
}
