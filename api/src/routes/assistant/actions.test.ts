// Proposed actions: the model's tool calls come back as proposals and nothing is written until the
// executive confirms one through POST .../assistant/actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type CreateVoiceRecordingResponse, type MemoryNote, type Priority, type VoiceCommandStreamEvent } from '@provana/contracts';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../../test/helpers';
import { startFakeModelServer, type FakeModelServer } from '../../../test/support/fake-model-server';
import { sseEvents } from '../../../test/support/sse-events';

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(() => fake.close());

async function optedIn(): Promise<TestContext> {
  const t = await createTestContext({ model: { baseURL: fake.baseURL, model: 'llama3.2', timeoutMs: 400 } });
  await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'model' }, t.demoCookie);
  return t;
}

const confirm = (t: TestContext, action: unknown, cookie = t.demoCookie) => send(t.app, 'POST', apiPaths.assistantActions(1), { action }, cookie);

describe('proposed actions', () => {
  it('writes a proposed priority only after the executive confirms it', async () => {
    const t = await optedIn();
    fake.reply({
      kind: 'tools',
      text: 'Shall I add it?',
      calls: [{ name: 'create_priority', arguments: { task: 'Send the board deck', urgency: 'high', dueDate: '2025-03-13T17:00' } }],
    });
    const before = await tableCounts(t.db);
    const events = await sseEvents<VoiceCommandStreamEvent>(
      await send(t.app, 'POST', apiPaths.assistantVoiceCommand(1), { command: 'Add a priority to send the board deck tomorrow' }, t.demoCookie),
    );
    const proposal = events.find((e) => e.type === 'proposal');
    expect(proposal).toMatchObject({ action: { kind: 'create_priority', task: 'Send the board deck' } });
    expect(await tableCounts(t.db)).toEqual(before);

    const res = await confirm(t, proposal?.type === 'proposal' ? proposal.action : null);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const priorities = (await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()) as Priority[];
    expect(priorities.find((p) => p.id === id)).toMatchObject({
      task: 'Send the board deck',
      urgency: 'high',
      dueDate: '2025-03-13T17:00:00',
      completed: false,
    });
  });

  it('adds a memory note, schedules an event and completes a task when confirmed', async () => {
    const t = await createTestContext();
    const note = await confirm(t, { kind: 'add_memory_note', note: 'Ask Priya about the offsite', tag: 'team' });
    expect(note.status).toBe(201);
    const notes = (await (await get(t.app, apiPaths.memory(1), t.demoCookie)).json()) as MemoryNote[];
    expect(notes.at(-1)).toMatchObject({ note: 'Ask Priya about the offsite', tag: 'team' });

    const event = await confirm(t, { kind: 'schedule_event', title: 'Offsite planning', startTime: '2025-03-14T10:00', endTime: '2025-03-14T11:00' });
    expect(event.status).toBe(201);
    expect(await t.row('SELECT title, start_time FROM calendar_events WHERE id = ?', ((await event.json()) as { id: number }).id)).toEqual({
      title: 'Offsite planning',
      start_time: '2025-03-14T10:00:00',
    });

    const open = ((await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()) as Priority[]).find((p) => !p.completed);
    const done = await confirm(t, { kind: 'complete_task', priorityId: open?.id });
    expect(done.status).toBe(200);
    expect(((await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()) as Priority[]).find((p) => p.id === open?.id)?.completed).toBe(true);
  });

  it('rejects an invalid action naming the field, and writes nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const unknown = await confirm(t, { kind: 'delete_everything' });
    expect(unknown.status).toBe(400);
    const backwards = await confirm(t, { kind: 'schedule_event', title: 'x', startTime: '2025-03-14T11:00', endTime: '2025-03-14T10:00' });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ error: { field: 'action.endTime' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it("cannot complete another executive's task", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const res = await send(t.app, 'POST', apiPaths.assistantActions(other.executiveId), { action: { kind: 'complete_task', priorityId: 1 } }, other.cookie);
    expect(res.status).toBe(404);
    expect((await t.row<{ completed: number }>('SELECT completed FROM priorities WHERE id = 1'))?.completed).toBe(0);
  });

  it('proposes, rather than creates, the task a model finds in a voice recording', async () => {
    const t = await optedIn();
    fake.reply({
      kind: 'text',
      text: JSON.stringify({
        insights: { topIdea: 'Parallel vendor reviews', actionSuggestion: 'Split the queue', personalAnchor: 'Less waiting' },
        actions: { todoCreated: true, calendarEntry: false, journal: false, sendToTeam: false },
        tags: { project: 'Vendor onboarding', coreValue: null, category: ['operations'], dueDate: '2025-03-14' },
        requestedTask: { task: 'Split the vendor review queue', description: 'From a voice note', urgency: 'high', dueDate: '2025-03-14' },
      }),
    });
    const before = (await tableCounts(t.db)).priorities ?? 0;
    const res = await send(
      t.app,
      'POST',
      apiPaths.voiceRecording,
      { transcript: 'We should split the vendor review queue by Friday', durationSeconds: 9, executiveId: 1 },
      t.demoCookie,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as CreateVoiceRecordingResponse;
    expect(body).toMatchObject({ answeredBy: 'model', createdPriorityId: null, insights: { topIdea: 'Parallel vendor reviews' } });
    expect(body.proposals).toEqual([
      { kind: 'create_priority', task: 'Split the vendor review queue', description: 'From a voice note', urgency: 'high', dueDate: '2025-03-14T17:00:00' },
    ]);
    expect((await tableCounts(t.db)).priorities).toBe(before);
    expect((await confirm(t, body.proposals?.[0])).status).toBe(201);
    expect((await tableCounts(t.db)).priorities).toBe(before + 1);
  });
});
