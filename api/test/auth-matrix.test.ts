// Every executive-scoped endpoint: 401 without a session, 403 for another account's executive.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createTestContext, signUp, type TestContext } from './helpers';

type Call = { name: string; method: 'GET' | 'POST' | 'PUT' | 'PATCH'; path: string; body?: unknown; audio?: boolean };

const calls = (id: number): Call[] => [
  { name: 'voice command', method: 'POST', path: apiPaths.voiceCommand, body: { command: 'priorities today', executiveId: id } },
  { name: 'voice recording', method: 'POST', path: apiPaths.voiceRecording, body: { transcript: 'hello', durationSeconds: 3, executiveId: id } },
  { name: 'voice recordings', method: 'GET', path: apiPaths.voiceRecordings(id) },
  { name: 'audio upload', method: 'PUT', path: apiPaths.voiceRecordingAudio(id, 1), audio: true },
  { name: 'audio download', method: 'GET', path: apiPaths.voiceRecordingAudio(id, 1) },
  { name: 'priorities', method: 'GET', path: apiPaths.priorities(id) },
  { name: 'create priority', method: 'POST', path: apiPaths.priorities(id), body: { task: 'x', urgency: 'low' } },
  { name: 'complete priority', method: 'PATCH', path: apiPaths.priority(id, 1), body: { completed: true } },
  { name: 'clarity prompt', method: 'POST', path: apiPaths.clarityPrompt(id), body: { transcript: 't', promptType: 'clarity', response: 'Clear next steps' } },
  { name: 'clarity prompts', method: 'POST', path: apiPaths.clarityPrompts(id), body: { transcript: 'decide' } },
  { name: 'time blocks', method: 'GET', path: apiPaths.timeBlockSuggestions(id) },
  { name: 'calendar events', method: 'GET', path: apiPaths.calendarEvents(id) },
  { name: 'create calendar event', method: 'POST', path: apiPaths.calendarEvents(id), body: { title: 'x', startTime: '2025-03-12T10:00:00', endTime: '2025-03-12T11:00:00', type: 'focus', priority: 'low' } },
  { name: 'calendar', method: 'GET', path: apiPaths.calendar(id) },
  { name: 'meetings', method: 'GET', path: apiPaths.meetings(id) },
  { name: 'daily brief', method: 'GET', path: apiPaths.dailyBrief(id) },
  { name: 'notifications', method: 'GET', path: apiPaths.notifications(id) },
  { name: 'decisions', method: 'GET', path: apiPaths.decisions(id) },
  { name: 'memory', method: 'GET', path: apiPaths.memory(id) },
  { name: 'personal events', method: 'GET', path: apiPaths.personalEvents(id) },
  { name: 'reflections', method: 'GET', path: apiPaths.reflections(id) },
  { name: 'goals', method: 'GET', path: apiPaths.goals(id) },
  { name: 'legacy goals', method: 'GET', path: apiPaths.legacyGoals(id) },
  { name: 'legacy meetings', method: 'GET', path: apiPaths.legacyMeetings(id) },
  { name: 'legacy priorities', method: 'GET', path: apiPaths.legacyPriorities(id) },
  { name: 'team', method: 'GET', path: apiPaths.team(id) },
  { name: 'team voice log', method: 'POST', path: apiPaths.teamVoiceLog(id), body: { direct_report: 'Sarah Chen', voice_log: { date: '2025-03-12', transcription: 'x' } } },
  { name: 'team voice logs', method: 'GET', path: apiPaths.teamVoiceLogs(id, 'Sarah Chen') },
  { name: 'convert voice log', method: 'PATCH', path: apiPaths.teamVoiceLogEntry(id, 'Sarah Chen', 1), body: { converted_to_action: true } },
  { name: 'coaching prompts', method: 'GET', path: apiPaths.coachingPrompts(id, 'Sarah Chen') },
  { name: 'coaching note', method: 'POST', path: apiPaths.coachingNotes(id, 'Sarah Chen'), body: { category: 'Coaching', content: 'x' } },
  { name: 'leadership', method: 'GET', path: apiPaths.leadership(id) },
  { name: 'leadership profile', method: 'PUT', path: apiPaths.leadershipProfile(id), body: { transformational: 1, servant: 2, system_syncing: 3 } },
];

function request(t: TestContext, call: Call, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (call.audio) return t.app.request(call.path, { method: call.method, headers: { ...headers, 'Content-Type': 'audio/webm' }, body: new Uint8Array([1, 2, 3]) });
  if (call.body === undefined) return t.app.request(call.path, { method: call.method, headers });
  return t.app.request(call.path, { method: call.method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(call.body) });
}

describe('executive-scoped authorization', () => {
  let t: TestContext;
  let otherCookie: string;
  beforeAll(async () => {
    t = await createTestContext();
    otherCookie = (await signUp(t.app)).cookie;
  });

  it.each(calls(1).map((c) => [c.name, c] as const))('%s answers 401 without a session', async (_name, call) => {
    const res = await request(t, call);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it.each(calls(1).map((c) => [c.name, c] as const))("%s answers 403 for another account's executive", async (_name, call) => {
    const before = JSON.stringify(t.db.prepare('SELECT COUNT(*) FROM priorities').get());
    const res = await request(t, call, otherCookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect(JSON.stringify(t.db.prepare('SELECT COUNT(*) FROM priorities').get())).toBe(before);
  });

  it('answers 403 for an executive that does not exist, without revealing it', async () => {
    const res = await t.app.request(apiPaths.priorities(999), { headers: { Cookie: t.demoCookie } });
    expect(res.status).toBe(403);
  });

  it('answers 400 naming the field for a malformed executive id', async () => {
    const res = await t.app.request('/api/executive/abc/priorities', { headers: { Cookie: t.demoCookie } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'id' } });
  });
});
