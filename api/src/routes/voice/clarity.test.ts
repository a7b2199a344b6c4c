import { describe, expect, it } from 'vitest';
import { apiPaths, type CalendarEvent, type ClarityPromptResult, type ClarityPromptsResponse } from '@provana/contracts';
import { createTestContext, get, send, tableCounts } from '../../../test/helpers';

const answer = (promptType: string, response: string) => ({ transcript: 'We must decide how to streamline onboarding', promptType, response });

describe('clarity prompts', () => {
  it('returns the prompts a transcript triggers', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.clarityPrompts(1), { transcript: 'I need to decide with the team' }, t.demoCookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ClarityPromptsResponse;
    expect(Array.isArray(body.prompts)).toBe(true);
  });

  it('schedules a reflection today for a "Today" decision answer', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.clarityPrompt(1), answer('decision', 'Today'), t.demoCookie);
    expect(res.status).toBe(201);
    const result = (await res.json()) as ClarityPromptResult;
    expect(result).toMatchObject({ success: true, linkedAction: 'schedule_reflection', createdPriorityId: null });
    const events = (await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-12&to=2025-03-12`, t.demoCookie)).json()) as CalendarEvent[];
    expect(events.find((e) => e.id === result.createdCalendarEventId)?.startTime).toBe('2025-03-12T16:30:00');
  });

  it('schedules the reflection on Friday for a "Friday" answer', async () => {
    const t = await createTestContext();
    const result = (await (await send(t.app, 'POST', apiPaths.clarityPrompt(1), answer('decision', 'Friday'), t.demoCookie)).json()) as ClarityPromptResult;
    const events = (await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-14&to=2025-03-14`, t.demoCookie)).json()) as CalendarEvent[];
    expect(events.some((e) => e.id === result.createdCalendarEventId)).toBe(true);
  });

  it('schedules a team sync for a team answer and creates a task for a clarity answer', async () => {
    const t = await createTestContext();
    const team = (await (
      await send(t.app, 'POST', apiPaths.clarityPrompt(1), answer('team', 'Yes, get input first'), t.demoCookie)
    ).json()) as ClarityPromptResult;
    expect(team).toMatchObject({ linkedAction: 'schedule_team_sync', createdPriorityId: null });
    expect(team.createdCalendarEventId).not.toBeNull();
    const clarity = (await (
      await send(t.app, 'POST', apiPaths.clarityPrompt(1), answer('clarity', 'Risk assessment'), t.demoCookie)
    ).json()) as ClarityPromptResult;
    expect(clarity).toMatchObject({ linkedAction: 'create_clarity_task', createdCalendarEventId: null });
    expect((await t.repos.priorities.get(1, clarity.createdPriorityId ?? 0))?.task).toBe('Get clarity: Risk assessment');
    expect((await tableCounts(t.db)).clarity_responses).toBe(2);
  });

  it('rejects an unknown promptType naming the field, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.clarityPrompt(1), answer('mood', 'Today'), t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'promptType' } });
    const prompts = await send(t.app, 'POST', apiPaths.clarityPrompts(1), { transcript: 5 }, t.demoCookie);
    expect(prompts.status).toBe(400);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
