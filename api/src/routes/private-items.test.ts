// Private items through the API, on SQLite and PostgreSQL: the owner marks items private (in the
// create bodies and with PATCH .../private); an Editor delegate then finds none of them in any list,
// the brief, notifications, search, the month grid or the .ics download, gets 404 for every route
// that opens, edits or deletes one, sees a private event as Busy, and may not mark anything private;
// a Full delegate sees and marks them like the owner.
import { describe, expect, it } from 'vitest';
import { apiPaths, BUSY_EVENT_TITLE, type CalendarEvent, type CreatedInvitation, type MemoryNote } from '@provana/contracts';
import { accountDataPaths } from '@provana/contracts/export';
import { createTestContext, get, jsonHeaders, send, signUp, type TestContext } from '../../test/helpers';

const THIS_WEEK = '2025-03-10';
const SECRET = 'Quokka';

/** Invites `email` with `role` and accepts the link as that address's new account: its session cookie. */
async function delegate(t: TestContext, email: string, role: 'viewer' | 'editor' | 'full'): Promise<string> {
  const invited = await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email, role }, t.demoCookie);
  expect(invited.status).toBe(201);
  const token = ((await invited.json()) as CreatedInvitation).link.split('/invitations/')[1] ?? '';
  const { cookie } = await signUp(t.app, email);
  expect((await t.app.request(apiPaths.acceptInvitation(token), { method: 'POST', headers: jsonHeaders(cookie) })).status).toBe(200);
  return cookie;
}

const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await (await res).json()) as T;

/** The owner's private items of every kind, each naming SECRET. */
async function ownerMarksItems(t: TestContext) {
  const cookie = t.demoCookie;
  const event = await send(
    t.app,
    'POST',
    apiPaths.calendarEvents(1),
    {
      title: `${SECRET} surgery`,
      startTime: '2025-03-12T15:00:00',
      endTime: '2025-03-12T16:00:00',
      type: 'other',
      priority: 'high',
      description: 'Hospital',
      private: true,
    },
    cookie,
  );
  expect(event.status).toBe(201);
  const eventId = (await json<CalendarEvent>(event)).id;

  const [note] = await json<MemoryNote[]>(get(t.app, apiPaths.memory(1), cookie));
  if (!note) throw new Error('the demo has no memory notes');
  expect(await json(send(t.app, 'PATCH', apiPaths.memoryNotePrivate(1, note.id), { private: true }, cookie))).toEqual({ id: note.id, private: true });

  const [lifeEvent] = await json<{ id: number; event: string }[]>(get(t.app, apiPaths.personalEvents(1), cookie));
  if (!lifeEvent) throw new Error('the demo has no life events');
  expect((await send(t.app, 'PATCH', apiPaths.personalEventPrivate(1, lifeEvent.id), { private: true }, cookie)).status).toBe(200);

  const recording = await send(
    t.app,
    'POST',
    apiPaths.voiceRecording,
    { executiveId: 1, transcript: `${SECRET} compensation thoughts`, durationSeconds: 12, private: true },
    cookie,
  );
  expect(recording.status).toBe(201);
  const recordingId = (await json<{ recording: { id: number; private?: boolean } }>(recording)).recording.id;

  const [report] = await json<{ name: string }[]>(get(t.app, apiPaths.team(1), cookie));
  if (!report) throw new Error('the demo has no team');
  const coaching = await send(
    t.app,
    'POST',
    apiPaths.coachingNotes(1, report.name),
    { category: 'Performance', content: `${SECRET} plan`, private: true },
    cookie,
  );
  expect(coaching.status).toBe(201);
  expect(await json(coaching)).toMatchObject({ private: true });

  const reflection = await send(
    t.app,
    'PUT',
    apiPaths.reflection(1, THIS_WEEK),
    { strategicDecisionsMade: 1, delayedDecisions: 0, delegatedTasks: 1, missedPersonalEvent: false, selfInsight: `${SECRET} week`, private: true },
    cookie,
  );
  expect(reflection.status).toBe(201);
  return { eventId, note, lifeEvent, recordingId, reportName: report.name };
}

describe('private items through the API', () => {
  it('does not exist for an Editor: lists, brief, search, month, .ics, reminders; a private event is Busy', async () => {
    const t = await createTestContext();
    const made = await ownerMarksItems(t);
    const editor = await delegate(t, 'editor@example.com', 'editor');
    const text = async (path: string) => {
      const res = await get(t.app, path, editor);
      expect(res.status, path).toBe(200);
      return res.text();
    };
    for (const path of [
      apiPaths.memory(1),
      apiPaths.personalEvents(1),
      apiPaths.voiceRecordings(1),
      apiPaths.team(1),
      apiPaths.reflections(1),
      apiPaths.dailyBrief(1),
      apiPaths.notifications(1),
      `${apiPaths.remindersDue(1)}?after=2025-03-05T00:00:00`,
      `${apiPaths.calendar(1)}?from=2025-03-01&to=2025-03-31`,
      `${apiPaths.calendarIcs(1)}?from=2025-03-01&to=2025-03-31`,
      `${apiPaths.calendarEvents(1)}?from=2025-03-12&to=2025-03-12`,
    ]) {
      expect(await text(path), path).not.toContain(SECRET);
    }
    // The search answer repeats the query: its results name nothing of the private items.
    expect(JSON.stringify((await json<{ results: unknown[] }>(get(t.app, `${apiPaths.workspaceSearch(1)}?q=${SECRET}`, editor))).results)).toBe('[]');
    expect(await text(apiPaths.memory(1))).not.toContain(made.note.note);
    expect(await text(apiPaths.personalEvents(1))).not.toContain(made.lifeEvent.event);

    const events = await json<CalendarEvent[]>(get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-12&to=2025-03-12`, editor));
    expect(events.find((e) => e.id === made.eventId)).toMatchObject({
      title: BUSY_EVENT_TITLE,
      startTime: '2025-03-12T15:00:00',
      endTime: '2025-03-12T16:00:00',
      description: '',
      busy: true,
    });
    const month = await json<{ items: { id: string; title: string }[] }>(get(t.app, `${apiPaths.calendar(1)}?from=2025-03-01&to=2025-03-31`, editor));
    expect(month.items.find((i) => i.id === `event-${made.eventId}`)?.title).toBe(BUSY_EVENT_TITLE);

    // The owner still has everything, marked.
    expect(
      (await json<CalendarEvent[]>(get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-12&to=2025-03-12`, t.demoCookie))).find((e) => e.id === made.eventId),
    ).toMatchObject({
      title: `${SECRET} surgery`,
      private: true,
    });
    expect(await (await get(t.app, `${apiPaths.workspaceSearch(1)}?q=${SECRET}`, t.demoCookie)).text()).toContain(SECRET);
  });

  it('answers 404 (never 403) to an Editor opening, editing or deleting a private item, and changes nothing', async () => {
    const t = await createTestContext();
    const made = await ownerMarksItems(t);
    const editor = await delegate(t, 'editor@example.com', 'editor');
    const statuses = [
      (await get(t.app, apiPaths.voiceRecordingAudio(1, made.recordingId), editor)).status,
      (await send(t.app, 'PATCH', apiPaths.voiceRecordingEntry(1, made.recordingId), { transcript: 'Overwritten' }, editor)).status,
      (await t.app.request(apiPaths.voiceRecordingEntry(1, made.recordingId), { method: 'DELETE', headers: { Cookie: editor } })).status,
      (await send(t.app, 'PATCH', apiPaths.calendarEvent(1, made.eventId), { startTime: '2025-03-12T07:00:00', endTime: '2025-03-12T08:00:00' }, editor))
        .status,
      (await t.app.request(apiPaths.calendarEvent(1, made.eventId), { method: 'DELETE', headers: { Cookie: editor } })).status,
    ];
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(await t.repos.calendarEvents.get(1, made.eventId, true)).toMatchObject({ startTime: '2025-03-12T15:00:00' });
    expect(await t.repos.voiceRecordings.get(1, made.recordingId, true)).toMatchObject({ transcript: `${SECRET} compensation thoughts` });
  });

  it('refuses an Editor marking items private, in words', async () => {
    const t = await createTestContext();
    await ownerMarksItems(t);
    const editor = await delegate(t, 'editor@example.com', 'editor');
    const created = await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      { title: 'Hidden', startTime: '2025-03-13T15:00:00', endTime: '2025-03-13T16:00:00', type: 'other', priority: 'low', private: true },
      editor,
    );
    expect(created.status).toBe(403);
    expect(await json<{ error: { message: string } }>(created)).toEqual({
      error: expect.objectContaining({ message: 'Only the executive or a delegate with Full access can mark items private.' }),
    });
    const [note] = await json<MemoryNote[]>(get(t.app, apiPaths.memory(1), editor));
    expect((await send(t.app, 'PATCH', apiPaths.memoryNotePrivate(1, note?.id ?? 0), { private: true }, editor)).status).toBe(403);
    // A shared event it may still create.
    const shared = await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      { title: 'Shared', startTime: '2025-03-13T15:00:00', endTime: '2025-03-13T16:00:00', type: 'other', priority: 'low' },
      editor,
    );
    expect(shared.status).toBe(201);
  });

  it('shows a Full delegate the private items, marked, and lets it mark and unmark them', async () => {
    const t = await createTestContext();
    const made = await ownerMarksItems(t);
    const full = await delegate(t, 'full@example.com', 'full');
    const notes = await json<MemoryNote[]>(get(t.app, apiPaths.memory(1), full));
    expect(notes.find((n) => n.id === made.note.id)).toMatchObject({ private: true });
    expect(await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-12&to=2025-03-12`, full)).text()).toContain(`${SECRET} surgery`);
    expect((await send(t.app, 'PATCH', apiPaths.calendarEventPrivate(1, made.eventId), { private: false }, full)).status).toBe(200);
    expect((await send(t.app, 'PATCH', apiPaths.voiceRecordingPrivate(1, made.recordingId), { private: false }, full)).status).toBe(200);
    expect((await send(t.app, 'PATCH', apiPaths.reflectionPrivate(1, THIS_WEEK), { private: false }, full)).status).toBe(200);
    const editor = await delegate(t, 'editor@example.com', 'editor');
    expect(await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-12&to=2025-03-12`, editor)).text()).toContain(`${SECRET} surgery`);
    expect((await get(t.app, apiPaths.voiceRecordingAudio(1, made.recordingId), editor)).status).toBe(404); // found, but no audio uploaded
    expect(await (await get(t.app, apiPaths.reflections(1), editor)).text()).toContain(`${SECRET} week`);
  });

  it('lets the owner unmark with PATCH and answers 404 for an unknown item', async () => {
    const t = await createTestContext();
    const made = await ownerMarksItems(t);
    expect((await send(t.app, 'PATCH', apiPaths.memoryNotePrivate(1, made.note.id), { private: false }, t.demoCookie)).status).toBe(200);
    expect((await json<MemoryNote[]>(get(t.app, apiPaths.memory(1), t.demoCookie))).find((n) => n.id === made.note.id)).not.toHaveProperty('private');
    expect((await send(t.app, 'PATCH', apiPaths.memoryNotePrivate(1, 999_999), { private: true }, t.demoCookie)).status).toBe(404);
    expect((await send(t.app, 'PATCH', apiPaths.coachingNotePrivate(1, made.reportName, 999_999), { private: true }, t.demoCookie)).status).toBe(404);
    expect((await send(t.app, 'PATCH', apiPaths.memoryNotePrivate(1, made.note.id), { private: 'yes' }, t.demoCookie)).status).toBe(400);
  });

  it('carries the flag through an export and an import into another account', async () => {
    const t = await createTestContext();
    await ownerMarksItems(t);
    const exported = await get(t.app, accountDataPaths.exportArchive(1), t.demoCookie);
    expect(exported.status).toBe(200);
    const b = await signUp(t.app, 'copy@example.com');
    const imported = await t.app.request(`${accountDataPaths.importArchive(b.executiveId)}?replaceSampleData=true`, {
      method: 'POST',
      headers: { Cookie: b.cookie, 'Content-Type': 'application/zip' },
      body: new Uint8Array(await exported.arrayBuffer()),
    });
    expect(imported.status).toBe(200);
    const count = async (table: string, executiveId: number) =>
      Number((await t.row<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE executive_id = ? AND private = 1`, executiveId))?.n);
    for (const table of ['memory_notes', 'personal_events', 'calendar_events', 'voice_recordings', 'reflections']) {
      expect({ table, n: await count(table, b.executiveId) }).toEqual({ table, n: await count(table, 1) });
      expect(await count(table, b.executiveId), table).toBeGreaterThan(0);
    }
    const coaching = async (executiveId: number) =>
      Number(
        (
          await t.row<{ n: number }>(
            'SELECT COUNT(*) AS n FROM coaching_notes n JOIN direct_reports r ON r.id = n.direct_report_id WHERE r.executive_id = ? AND n.private = 1',
            executiveId,
          )
        )?.n,
      );
    expect(await coaching(b.executiveId)).toBe(1);
  });
});
