import { describe, expect, it } from 'vitest';
import { notesByMeeting } from './meeting-notes';

const note = (id: number, meeting_at: string) => ({ id, meeting_at, content: `note ${id}`, created_at: '2025-03-01T10:00:00' });

describe('notesByMeeting', () => {
  it('groups notes by their meeting, latest meeting first, notes kept in the order given', () => {
    const groups = notesByMeeting([
      note(1, '2025-03-05T10:00:00'),
      note(2, '2025-03-12T09:30:00'),
      note(3, '2025-03-05T10:00'),
      note(4, '2025-03-12T09:30:00'),
    ]);
    expect(groups.map((g) => [g.meetingAt.slice(0, 16), g.notes.map((n) => n.id)])).toEqual([
      ['2025-03-12T09:30', [2, 4]],
      ['2025-03-05T10:00', [1, 3]],
    ]);
  });

  it('has no groups without notes', () => {
    expect(notesByMeeting([])).toEqual([]);
  });
});
