import { describe, expect, it } from 'vitest';
import { CoachingPromptsResponseSchema, CreateTeamVoiceLogResponseSchema, DirectReportSchema, TeamVoiceLogSchema, apiPaths } from '@provana/contracts';
import { z } from 'zod';
import { createTestContext, get, send, signUp, tableCounts } from '../../../test/helpers';

const SARAH = 'Sarah Chen';

describe('team', () => {
  it('lists at least four direct reports with notes of every category and alerts', async () => {
    const t = await createTestContext();
    const team = z.array(DirectReportSchema).parse(await (await get(t.app, apiPaths.team(1), t.demoCookie)).json());
    expect(team.length).toBeGreaterThanOrEqual(4);
    expect(new Set(team.flatMap((r) => r.notes.map((n) => n.category)))).toEqual(new Set(['Coaching', 'Feedback', 'Performance', 'Development']));
    expect(team.some((r) => r.alerts.reminder_24hr_before)).toBe(true);
  });

  it("lists a report's voice logs by URL-encoded name, and 404s an unknown report", async () => {
    const t = await createTestContext();
    const logs = z.array(TeamVoiceLogSchema).parse(await (await get(t.app, apiPaths.teamVoiceLogs(1, SARAH), t.demoCookie)).json());
    expect(logs.length).toBeGreaterThan(0);
    const missing = await get(t.app, apiPaths.teamVoiceLogs(1, 'Nobody Here'), t.demoCookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('returns coaching prompts for a report', async () => {
    const t = await createTestContext();
    const res = await get(t.app, apiPaths.coachingPrompts(1, SARAH), t.demoCookie);
    expect(res.status).toBe(200);
    expect(CoachingPromptsResponseSchema.parse(await res.json()).development_focus).toMatch(/presence/);
    expect((await get(t.app, apiPaths.coachingPrompts(1, 'Ghost'), t.demoCookie)).status).toBe(404);
  });

  it('stores a voice log and returns it with direct_report, then converts it to an action', async () => {
    const t = await createTestContext();
    const res = await send(
      t.app,
      'POST',
      apiPaths.teamVoiceLog(1),
      {
        direct_report: SARAH,
        voice_log: {
          date: '2025-03-12',
          audio_url: null,
          transcription: 'Give Sarah the carrier renegotiation',
          tags: ['delegation'],
          converted_to_action: false,
        },
      },
      t.demoCookie,
    );
    expect(res.status).toBe(201);
    const body = CreateTeamVoiceLogResponseSchema.parse(await res.json());
    expect(body.voice_log.direct_report).toBe(SARAH);
    const patched = await send(t.app, 'PATCH', apiPaths.teamVoiceLogEntry(1, SARAH, body.voice_log.id), { converted_to_action: true }, t.demoCookie);
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: body.voice_log.id, converted_to_action: true });
  });

  it('rejects invalid voice logs, unknown reports and unknown logs, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const bad = await send(t.app, 'POST', apiPaths.teamVoiceLog(1), { direct_report: SARAH, voice_log: { date: 'today', transcription: 'x' } }, t.demoCookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'voice_log.date' } });
    const unknown = await send(
      t.app,
      'POST',
      apiPaths.teamVoiceLog(1),
      { direct_report: 'Ghost', voice_log: { date: '2025-03-12', transcription: 'x' } },
      t.demoCookie,
    );
    expect(unknown.status).toBe(404);
    expect((await send(t.app, 'PATCH', apiPaths.teamVoiceLogEntry(1, SARAH, 9999), { converted_to_action: true }, t.demoCookie)).status).toBe(404);
    expect((await send(t.app, 'PATCH', apiPaths.teamVoiceLogEntry(1, SARAH, 1), { converted_to_action: 'y' }, t.demoCookie)).status).toBe(400);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('saves a coaching note, dated today by default', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.coachingNotes(1, SARAH), { category: 'Feedback', content: 'Great board prep.' }, t.demoCookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ category: 'Feedback', content: 'Great board prep.', date: '2025-03-12' });
    const team = z.array(DirectReportSchema).parse(await (await get(t.app, apiPaths.team(1), t.demoCookie)).json());
    expect(team.find((r) => r.name === SARAH)?.notes[0]?.content).toBe('Great board prep.');
  });

  it('rejects an empty note or unknown category naming the field', async () => {
    const t = await createTestContext();
    const empty = await send(t.app, 'POST', apiPaths.coachingNotes(1, SARAH), { category: 'Feedback', content: '  ' }, t.demoCookie);
    expect(await empty.json()).toMatchObject({ error: { field: 'content' } });
    const category = await send(t.app, 'POST', apiPaths.coachingNotes(1, SARAH), { category: 'Gossip', content: 'x' }, t.demoCookie);
    expect(category.status).toBe(400);
    expect(await category.json()).toMatchObject({ error: { field: 'category' } });
  });

  it.each(['javascript:alert(1)', 'data:audio/webm;base64,AAAA', '//evil.example/a.webm'])(
    'refuses the voice log audio_url %s, writing nothing',
    async (audioUrl) => {
      const t = await createTestContext();
      const before = await tableCounts(t.db);
      const res = await send(
        t.app,
        'POST',
        apiPaths.teamVoiceLog(1),
        { direct_report: SARAH, voice_log: { date: '2025-03-12', audio_url: audioUrl, transcription: 'x' } },
        t.demoCookie,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { field: 'voice_log.audio_url' } });
      expect(await tableCounts(t.db)).toEqual(before);
    },
  );
});

describe('converting a team voice log', () => {
  it('creates one open priority from the log, shown in the daily brief, and marks the log converted', async () => {
    const t = await createTestContext();
    const created = CreateTeamVoiceLogResponseSchema.parse(
      await (
        await send(
          t.app,
          'POST',
          apiPaths.teamVoiceLog(1),
          { direct_report: SARAH, voice_log: { date: '2025-03-12', transcription: 'Ask Sarah to own the carrier renegotiation. She is ready.' } },
          t.demoCookie,
        )
      ).json(),
    );
    const before = (await tableCounts(t.db)).priorities;
    const res = await send(t.app, 'PATCH', apiPaths.teamVoiceLogEntry(1, SARAH, created.voice_log.id), { converted_to_action: true }, t.demoCookie);
    expect(await res.json()).toMatchObject({ converted_to_action: true });
    expect((await tableCounts(t.db)).priorities).toBe((before ?? 0) + 1);
    const brief = (await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json()) as { priorities: { task: string; completed: boolean }[] };
    expect(brief.priorities).toContainEqual(expect.objectContaining({ task: 'Sarah Chen: Ask Sarah to own the carrier renegotiation.', completed: false }));
    // Converting again creates nothing more.
    await send(t.app, 'PATCH', apiPaths.teamVoiceLogEntry(1, SARAH, created.voice_log.id), { converted_to_action: true }, t.demoCookie);
    expect((await tableCounts(t.db)).priorities).toBe((before ?? 0) + 1);
  });

  it("refuses another executive's log with 403 and converts nothing", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'PATCH', apiPaths.teamVoiceLogEntry(1, SARAH, 1), { converted_to_action: true }, other.cookie);
    expect(res.status).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
