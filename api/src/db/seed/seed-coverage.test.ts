// A fresh workspace (the demo, and every sign-up) must show every part of the product with data,
// read through the same API the front-end uses.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CalendarEventSchema,
  DailyBriefSchema,
  DecisionSchema,
  DirectReportSchema,
  GoalsResponseSchema,
  LeadershipResponseSchema,
  MemoryNoteSchema,
  PersonalEventSchema,
  PrioritySchema,
  ReflectionSchema,
  TeamVoiceLogSchema,
  VoiceRecordingSchema,
  apiPaths,
} from '@provana/contracts';
import { analyzeVoiceRecording } from '../../assistant/built-in/voice-analysis/analyze-voice-recording';
import { displayName } from '../../auth/accounts';
import { daysBetween, weekdayOf } from '@provana/dates';
import { type TestContext, createTestContext, get, signUp } from '../../../test/helpers';

const read = async <T>(res: Response | Promise<Response>, schema: z.ZodType<T>): Promise<T> => schema.parse(await (await res).json());
const NOW = '2025-03-12T09:00:00';
const TODAY = '2025-03-12';

describe('a fresh sample workspace', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  const load = <T>(path: string, schema: z.ZodType<T>) => read(get(t.app, path, t.demoCookie), schema);

  it('has priorities of every urgency, overdue ones, and one about streamlining', async () => {
    const priorities = await load(apiPaths.priorities(1), z.array(PrioritySchema));
    expect(new Set(priorities.map((p) => p.urgency))).toEqual(new Set(['high', 'medium', 'low']));
    expect(priorities.filter((p) => !p.completed && p.dueDate !== null && p.dueDate < NOW).length).toBeGreaterThanOrEqual(2);
    expect(priorities.some((p) => p.completed)).toBe(true);
    expect(priorities.some((p) => /streamline/i.test(p.task))).toBe(true);
  });

  it("shows today's meetings with locations and attendees", async () => {
    const brief = await load(apiPaths.dailyBrief(1), DailyBriefSchema);
    expect(brief.meetings.length).toBeGreaterThanOrEqual(3);
    for (const m of brief.meetings) {
      expect(m.startTime.startsWith(TODAY)).toBe(true);
      expect(m.location).not.toBe('');
      expect(m.attendees.length).toBeGreaterThan(0);
    }
  });

  it('has a month of calendar events ahead, on most weekdays', async () => {
    const events = await load(`${apiPaths.calendarEvents(1)}?from=${TODAY}&to=2025-04-12`, z.array(CalendarEventSchema));
    const days = new Set(events.map((e) => e.startTime.slice(0, 10)));
    expect(events.length).toBeGreaterThanOrEqual(40);
    expect(days.size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...[...days].map((d) => daysBetween(TODAY, d)))).toBeGreaterThanOrEqual(26);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['focus', 'meeting', 'strategic', 'other']));
  });

  it('has decisions, memory notes, life events and six consecutive weeks of reflections', async () => {
    expect((await load(apiPaths.decisions(1), z.array(DecisionSchema))).length).toBeGreaterThanOrEqual(3);
    expect((await load(apiPaths.memory(1), z.array(MemoryNoteSchema))).length).toBeGreaterThanOrEqual(3);
    const life = await load(apiPaths.personalEvents(1), z.array(PersonalEventSchema));
    expect(life.filter((e) => e.date >= TODAY).length).toBeGreaterThanOrEqual(3);
    const weeks = (await load(apiPaths.reflections(1), z.array(ReflectionSchema))).map((r) => r.weekStart);
    expect(weeks).toHaveLength(6);
    weeks.forEach((w, i) => {
      expect(weekdayOf(w)).toBe(1);
      if (i > 0) expect(daysBetween(w, weeks[i - 1] ?? '')).toBe(7);
    });
  });

  it("has voice recordings whose insights, actions and tags are the engine's own analysis", async () => {
    const recordings = await load(apiPaths.voiceRecordings(1), z.array(VoiceRecordingSchema));
    expect(recordings.length).toBeGreaterThanOrEqual(3);
    const goals = await t.repos.goals.list(1);
    for (const r of recordings) {
      const seeded = await t.row<{ tags_input: string; anchor: string }>('SELECT tags_input, anchor FROM voice_recordings WHERE id = ?', r.id);
      const fresh = analyzeVoiceRecording({
        transcript: r.transcript,
        tags: seeded?.tags_input ?? '',
        anchor: seeded?.anchor ?? '',
        now: new Date(r.timestamp),
        goals,
      });
      expect(r.insights).toEqual(fresh.insights);
      expect(r.tags).toEqual(fresh.tags);
      expect(r.actions).toEqual({ ...fresh.actions, todoCreated: fresh.actions.todoCreated || fresh.requestedTask !== null });
      expect(r.insights.topIdea).not.toBe('');
      expect(r.tags.category.length).toBeGreaterThan(0);
    }
    expect(recordings.some((r) => Object.values(r.actions).some(Boolean))).toBe(true);
    // A recording that asked for a task created it, as a live recording does.
    const voiceTasks = await t.rows("SELECT task FROM priorities WHERE executive_id = 1 AND source = 'voice'");
    expect(voiceTasks.length).toBeGreaterThan(0);
  });

  it('has a mission, quarterly goals and micro wins aligned to every leadership model', async () => {
    const body = await load(apiPaths.goals(1), GoalsResponseSchema);
    expect(body.mission_goal?.title).toBeTruthy();
    const all = [...(body.mission_goal ? [body.mission_goal] : []), ...body.quarterly_goals, ...body.micro_wins];
    expect(body.quarterly_goals.length).toBeGreaterThanOrEqual(3);
    expect(body.micro_wins.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((g) => g.model_alignment))).toEqual(new Set(['transformational', 'servant', 'system_syncing']));
  });

  it('has the leadership profile and three models with strengths, growth edges, every lesson type and four action items', async () => {
    const body = await load(apiPaths.leadership(1), LeadershipResponseSchema);
    expect(body.profile.name).toBe('Alex Morgan');
    expect(body.teamProfiles.length).toBeGreaterThanOrEqual(4);
    expect(body.models.map((m) => m.model_id)).toEqual(['transformational', 'servant', 'system_syncing']);
    for (const m of body.models) {
      expect(m.strengths.length).toBeGreaterThan(0);
      expect(m.growth_edges.length).toBeGreaterThan(0);
      expect(new Set(m.lessons.map((l) => l.type))).toEqual(new Set(['article', 'audio', 'video', 'worksheet', 'interactive']));
      expect(m.action_items).toHaveLength(4);
    }
  });

  it('has four or more direct reports with notes of every category, alerts and voice logs', async () => {
    const team = await load(apiPaths.team(1), z.array(DirectReportSchema));
    expect(team.length).toBeGreaterThanOrEqual(4);
    expect(new Set(team.flatMap((r) => r.notes.map((n) => n.category)))).toEqual(new Set(['Coaching', 'Feedback', 'Performance', 'Development']));
    expect(team.some((r) => r.alerts.reminder_24hr_before)).toBe(true);
    for (const r of team) {
      expect(r.notes.length).toBeGreaterThan(0);
      expect(r.alerts.check_in_prompt).not.toBe('');
      expect((await load(apiPaths.teamVoiceLogs(1, r.name), z.array(TeamVoiceLogSchema))).length).toBeGreaterThan(0);
    }
  });

  it("names a sign-up's executive from the email's local part", async () => {
    expect(displayName('jane.doe')).toBe('Jane Doe');
    expect(displayName('sam_lee-ops')).toBe('Sam Lee Ops');
    expect(displayName('...')).toBe('Executive');
    const other = await signUp(t.app, 'jane.doe@example.com');
    const body = await read(get(t.app, apiPaths.leadership(other.executiveId), other.cookie), LeadershipResponseSchema);
    expect(body.profile.name).toBe('Jane Doe');
  });
});
