import { describe, expect, it } from 'vitest';
import { apiPaths, type CreateVoiceRecordingResponse, type Priority, type VoiceRecording } from '@provana/contracts';
import { createBuiltInEngine } from '../../assistant/built-in';
import type { AssistantEngine } from '../../assistant/engine';
import { createTestContext, get, send, tableCounts } from '../../../test/helpers';

describe('voice recordings', () => {
  it('lists at least three seeded recordings, latest first', async () => {
    const t = await createTestContext();
    const list = (await (await get(t.app, apiPaths.voiceRecordings(1), t.demoCookie)).json()) as VoiceRecording[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const stamps = list.map((r) => r.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(list[0]?.insights.topIdea).not.toBe('');
  });

  it('stores a recording with the analysis and creates the requested task as a priority', async () => {
    const engine: AssistantEngine = {
      ...createBuiltInEngine(),
      analyzeVoiceRecording: async () => ({
        insights: { topIdea: 'Parallel reviews', actionSuggestion: 'Ask Priya', personalAnchor: 'Less waiting' },
        actions: { todoCreated: true, calendarEntry: false, journal: true, sendToTeam: false },
        tags: { project: 'Vendor onboarding', coreValue: 'Efficiency', category: ['operations'], dueDate: '2025-03-14' },
        requestedTask: { task: 'Streamline vendor reviews', description: 'From a voice note', urgency: 'high', dueDate: '2025-03-14' },
      }),
    };
    const t = await createTestContext({ engine });
    const res = await send(
      t.app,
      'POST',
      apiPaths.voiceRecording,
      { transcript: 'We need to streamline reviews', durationSeconds: 42, executiveId: 1, tags: 'operations', anchor: 'Less waiting' },
      t.demoCookie,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as CreateVoiceRecordingResponse;
    expect(body.success).toBe(true);
    expect(body.insights.topIdea).toBe('Parallel reviews');
    expect(body.recording).toMatchObject({
      durationSeconds: 42,
      transcript: 'We need to streamline reviews',
      audioFileUrl: null,
      timestamp: '2025-03-12T09:00:00',
    });
    expect(body.audioUploadUrl).toBe(apiPaths.voiceRecordingAudio(1, body.recording.id));
    expect(body.createdPriorityId).not.toBeNull();
    const priorities = (await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()) as Priority[];
    expect(priorities.find((p) => p.id === body.createdPriorityId)).toMatchObject({
      task: 'Streamline vendor reviews',
      dueDate: '2025-03-14T17:00:00',
      urgency: 'high',
    });
    const list = (await (await get(t.app, apiPaths.voiceRecordings(1), t.demoCookie)).json()) as VoiceRecording[];
    expect(list[0]?.id).toBe(body.recording.id);
    expect(list[0]?.tags).toEqual({ project: 'Vendor onboarding', coreValue: 'Efficiency', category: ['operations'], dueDate: '2025-03-14' });
  });

  it('creates no priority when the engine finds no requested task', async () => {
    const t = await createTestContext({
      engine: {
        ...createBuiltInEngine(),
        analyzeVoiceRecording: async (i) => ({ ...(await createBuiltInEngine().analyzeVoiceRecording(i)), requestedTask: null }),
      },
    });
    const before = (await tableCounts(t.db)).priorities;
    const res = await send(t.app, 'POST', apiPaths.voiceRecording, { transcript: 'Just thinking aloud', durationSeconds: 5, executiveId: 1 }, t.demoCookie);
    expect(((await res.json()) as CreateVoiceRecordingResponse).createdPriorityId).toBeNull();
    expect((await tableCounts(t.db)).priorities).toBe(before);
  });

  it('rejects an empty transcript, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.voiceRecording, { transcript: '', durationSeconds: 5, executiveId: 1 }, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'transcript' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
