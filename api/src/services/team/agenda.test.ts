import { describe, expect, it } from 'vitest';
import { agendaFor, type TalkingPointRow } from './agenda';

const A = '2025-03-12T10:00:00';
const B = '2025-03-19T10:00:00';
const row = (id: number, over: Partial<TalkingPointRow> = {}): TalkingPointRow => ({
  id,
  text: `p${id}`,
  position: id,
  meeting_at: A,
  done_at: null,
  done_meeting: null,
  ...over,
});

describe('1:1 agenda carry-over', () => {
  it('shows the open and the checked points of the coming meeting, in order, none carried', () => {
    const agenda = agendaFor([row(2, { position: 0 }), row(1, { position: 1, done_at: '2025-03-12T10:20:00', done_meeting: A })], A);
    expect(agenda.points.map((p) => [p.text, p.done, p.carried_over_from])).toEqual([
      ['p2', false, null],
      ['p1', true, null],
    ]);
  });

  it('carries an unchecked point to the next meeting and drops the checked one into history', () => {
    const rows = [row(1), row(2, { done_at: '2025-03-12T10:20:00', done_meeting: A }), row(3, { meeting_at: B })];
    const agenda = agendaFor(rows, B);
    expect(agenda.meeting_at).toBe(B);
    expect(agenda.points.map((p) => [p.text, p.carried_over_from])).toEqual([
      ['p1', A],
      ['p3', null],
    ]);
  });

  it('keeps carrying an open point across several meetings, and when no meeting is scheduled', () => {
    expect(agendaFor([row(1)], '2025-03-26T10:00:00').points[0]?.carried_over_from).toBe(A);
    expect(agendaFor([row(1)], null).points[0]?.carried_over_from).toBe(A);
  });

  it('does not call a point carried when a sooner meeting was scheduled before its own', () => {
    expect(agendaFor([row(1, { meeting_at: B })], A).points[0]?.carried_over_from).toBeNull();
  });

  it('shows a point checked with no meeting scheduled only while none is', () => {
    const rows = [row(1, { meeting_at: null, done_at: '2025-03-12T10:20:00', done_meeting: null })];
    expect(agendaFor(rows, null).points).toHaveLength(1);
    expect(agendaFor(rows, B).points).toHaveLength(0);
  });
});
