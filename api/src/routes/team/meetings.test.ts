import { describe, expect, it } from 'vitest';
import { CalendarEventSchema, DirectReportSchema, FollowUpSlotSchema, MeetingNoteSchema, ScheduleFollowUpResponseSchema, apiPaths } from '@provana/contracts';
import { z } from 'zod';
import { teamPaths } from '@provana/contracts/paths/team';
import { createTestContext, get, send, signUp, tableCounts } from '../../../test/helpers';

const SARAH = 'Sarah Chen';

describe('team follow-ups', () => {
  it('offers a free weekday half hour after today that overlaps no calendar event', async () => {
    const t = await createTestContext();
    const slot = FollowUpSlotSchema.parse(await (await get(t.app, teamPaths.teamFollowUpSlot(1, SARAH), t.demoCookie)).json());
    expect(slot.startTime > '2025-03-12T23:59:59').toBe(true);
    const day = slot.startTime.slice(0, 10);
    const events = z.array(CalendarEventSchema).parse(await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=${day}&to=${day}`, t.demoCookie)).json());
    expect(events.some((e) => e.startTime < slot.endTime && slot.startTime < e.endTime)).toBe(false);
    // Taking the slot moves the next offer past it.
    await send(t.app, 'POST', teamPaths.teamFollowUp(1, SARAH), slot, t.demoCookie);
    const next = FollowUpSlotSchema.parse(await (await get(t.app, teamPaths.teamFollowUpSlot(1, SARAH), t.demoCookie)).json());
    expect(next.startTime >= slot.endTime).toBe(true);
  });

  it('schedules a follow-up as a calendar event and makes it the next meeting when it is sooner', async () => {
    const t = await createTestContext();
    const before = DirectReportSchema.parse(
      ((await (await get(t.app, apiPaths.team(1), t.demoCookie)).json()) as unknown[]).find((r) => (r as { name: string }).name === SARAH),
    );
    const res = await send(t.app, 'POST', teamPaths.teamFollowUp(1, SARAH), { startTime: '2025-03-12T16:00', endTime: '2025-03-12T16:30' }, t.demoCookie);
    expect(res.status).toBe(201);
    const body = ScheduleFollowUpResponseSchema.parse(await res.json());
    expect(body.event).toMatchObject({ title: `1:1 with ${SARAH}`, startTime: '2025-03-12T16:00:00', type: 'meeting' });
    const stored = await t.row('SELECT title, start_time FROM calendar_events WHERE id = ?', body.event.id);
    expect(stored).toEqual({ title: `1:1 with ${SARAH}`, start_time: '2025-03-12T16:00:00' });
    const expectedNext =
      before.next_meeting && before.next_meeting > '2025-03-12T09:00:00' && before.next_meeting < '2025-03-12T16:00:00'
        ? before.next_meeting
        : '2025-03-12T16:00:00';
    expect(body.report.next_meeting).toBe(expectedNext);
  });

  it('keeps an earlier next meeting when the follow-up is later', async () => {
    const t = await createTestContext();
    await send(t.app, 'POST', teamPaths.teamFollowUp(1, SARAH), { startTime: '2025-03-13T10:00', endTime: '2025-03-13T10:30' }, t.demoCookie);
    const res = await send(t.app, 'POST', teamPaths.teamFollowUp(1, SARAH), { startTime: '2025-04-01T10:00', endTime: '2025-04-01T10:30' }, t.demoCookie);
    expect((ScheduleFollowUpResponseSchema.parse(await res.json()).report.next_meeting ?? '') <= '2025-03-13T10:00:00').toBe(true);
  });

  it.each([
    [{ startTime: 'soon', endTime: '2025-03-13T10:30' }, 'startTime'],
    [{ startTime: '2025-03-13T10:00', endTime: '2025-03-13T09:30' }, 'endTime'],
    [{ startTime: '2025-03-11T10:00', endTime: '2025-03-11T10:30' }, 'startTime'],
    [{ startTime: '2025-03-13T10:00', endTime: '2025-03-13T10:30', executive: 2 }, ''],
  ])('rejects the follow-up %j naming %s, writing nothing', async (body, field) => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const nextMeetings = () => t.rows('SELECT next_meeting FROM direct_reports ORDER BY id');
    const nextBefore = await nextMeetings();
    const res = await send(t.app, 'POST', teamPaths.teamFollowUp(1, SARAH), body, t.demoCookie);
    expect(res.status).toBe(400);
    if (field) expect(await res.json()).toMatchObject({ error: { field } });
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await nextMeetings()).toEqual(nextBefore);
  });

  it("answers 404 for an unknown report and 403 for another executive's, changing nothing", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const before = await tableCounts(t.db);
    const slot = { startTime: '2025-03-13T10:00', endTime: '2025-03-13T10:30' };
    expect((await send(t.app, 'POST', teamPaths.teamFollowUp(1, 'Nobody'), slot, t.demoCookie)).status).toBe(404);
    expect((await send(t.app, 'POST', teamPaths.teamFollowUp(1, SARAH), slot, other.cookie)).status).toBe(403);
    expect((await send(t.app, 'POST', teamPaths.meetingNotes(1, SARAH), { meeting_at: '2025-03-13T10:00', content: 'x' }, other.cookie)).status).toBe(403);
    // The other account's own workspace has its own Sarah: the demo's is untouched.
    expect(
      (await send(t.app, 'POST', teamPaths.meetingNotes(other.executiveId, SARAH), { meeting_at: '2025-03-13T10:00', content: 'mine' }, other.cookie)).status,
    ).toBe(201);
    expect(z.array(MeetingNoteSchema).parse(await (await get(t.app, teamPaths.meetingNotes(1, SARAH), t.demoCookie)).json())).toEqual([]);
    expect((await tableCounts(t.db)).meeting_notes).toBe((before.meeting_notes ?? 0) + 1);
  });
});

describe('meeting notes', () => {
  it('saves notes attached to a meeting and lists them latest meeting first', async () => {
    const t = await createTestContext();
    const first = await send(
      t.app,
      'POST',
      teamPaths.meetingNotes(1, SARAH),
      { meeting_at: '2025-03-10T10:00', content: '  Discussed Q2 hiring.  ' },
      t.demoCookie,
    );
    expect(first.status).toBe(201);
    expect(MeetingNoteSchema.parse(await first.json())).toMatchObject({
      meeting_at: '2025-03-10T10:00:00',
      content: 'Discussed Q2 hiring.',
      created_at: '2025-03-12T09:00:00',
    });
    await send(t.app, 'POST', teamPaths.meetingNotes(1, SARAH), { meeting_at: '2025-03-14T10:00', content: 'Prep board deck.' }, t.demoCookie);
    const notes = z.array(MeetingNoteSchema).parse(await (await get(t.app, teamPaths.meetingNotes(1, SARAH), t.demoCookie)).json());
    expect(notes.map((n) => n.content)).toEqual(['Prep board deck.', 'Discussed Q2 hiring.']);
  });

  it('rejects empty content and a bad meeting time naming the field, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const empty = await send(t.app, 'POST', teamPaths.meetingNotes(1, SARAH), { meeting_at: '2025-03-14T10:00', content: '   ' }, t.demoCookie);
    expect(await empty.json()).toMatchObject({ error: { field: 'content' } });
    const when = await send(t.app, 'POST', teamPaths.meetingNotes(1, SARAH), { meeting_at: 'tuesday', content: 'x' }, t.demoCookie);
    expect(when.status).toBe(400);
    expect(await when.json()).toMatchObject({ error: { field: 'meeting_at' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
