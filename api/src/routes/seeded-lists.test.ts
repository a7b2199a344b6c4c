import { describe, expect, it } from 'vitest';
import { DecisionSchema, GoalsResponseSchema, MemoryNoteSchema, PersonalEventSchema, ReflectionSchema, apiPaths } from '@provana/contracts';
import { z } from 'zod';
import { createTestContext, get } from '../../test/helpers';

describe('the seeded lists', () => {
  it('lists decisions, memory notes and life events', async () => {
    const t = await createTestContext();
    const decisions = z.array(DecisionSchema).parse(await (await get(t.app, apiPaths.decisions(1), t.demoCookie)).json());
    expect(new Set(decisions.map((d) => d.impactLevel))).toEqual(new Set(['high', 'medium', 'low']));
    expect(z.array(MemoryNoteSchema).parse(await (await get(t.app, apiPaths.memory(1), t.demoCookie)).json()).length).toBeGreaterThan(3);
    const events = z.array(PersonalEventSchema).parse(await (await get(t.app, apiPaths.personalEvents(1), t.demoCookie)).json());
    expect(events.some((e) => e.reminderSet)).toBe(true);
  });

  it('lists six weeks of reflections, latest week first', async () => {
    const t = await createTestContext();
    const list = z.array(ReflectionSchema).parse(await (await get(t.app, apiPaths.reflections(1), t.demoCookie)).json());
    expect(list).toHaveLength(6);
    expect(list[0]?.weekStart).toBe('2025-03-03');
    expect(list.map((r) => r.weekStart)).toEqual([...list.map((r) => r.weekStart)].sort().reverse());
  });

  it('serves goals on both paths with mission_goals and progress derived from status', async () => {
    const t = await createTestContext();
    const body = GoalsResponseSchema.parse(await (await get(t.app, apiPaths.printSourceGoals(1), t.demoCookie)).json());
    expect(body.mission_goal?.kind).toBe('mission');
    expect(body.quarterly_goals.length).toBeGreaterThanOrEqual(3);
    expect(body.micro_wins.every((w) => w.linked_to)).toBe(true);
    expect(body.mission_goals[0]).toMatchObject({ goal: body.mission_goal?.title, progress: 65 });
    expect(body.quarterly_goals.find((g) => g.status === 'Complete')?.progress).toBe(100);
    expect(await (await get(t.app, apiPaths.goals(1), t.demoCookie)).json()).toEqual(body);
  });
});
