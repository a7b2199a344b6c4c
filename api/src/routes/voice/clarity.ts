// Clarity prompts: the questions a transcript raises, and an answer that schedules a reflection or a
// team sync, or creates a clarity task, stored with what it created.
import { Hono } from 'hono';
import {
  ClarityPromptBodySchema,
  ClarityPromptsQueryBodySchema,
  type ClarityAction,
  type ClarityPromptResult,
  type ClarityPromptsResponse,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { writeBackDeps, writeEventBack } from '../../services/calendar/accounts/write-back';
import { addDaysToIsoDate, atTime, toIsoDate, toIsoDateTime, weekdayOf } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { validJson } from '../../lib/validation';
import { requires } from '../../middleware/requires';

const ACTION_FOR: Record<'decision' | 'team' | 'clarity', ClarityAction> = {
  decision: 'schedule_reflection',
  team: 'schedule_team_sync',
  clarity: 'create_clarity_task',
};

/** The next Friday on or after `from` ('YYYY-MM-DD'; itself when it is a Friday). */
function nextFriday(from: string): string {
  return addDaysToIsoDate(from, (5 - weekdayOf(from) + 7) % 7);
}

const excerpt = (t: string) => (t.trim().length > 160 ? `${t.trim().slice(0, 157)}...` : t.trim());

/** Mounted at /clarity-prompts: the questions a transcript raises. */
export const clarityQuestionRoutes = ({ engine }: RouteDeps) =>
  new Hono<AppEnv>().post('/', requires('read'), validJson(ClarityPromptsQueryBodySchema), async (c) => {
    const body = c.req.valid('json');
    return c.json({ prompts: await engine.clarityPrompts(body.transcript) } satisfies ClarityPromptsResponse);
  });

/** Mounted at /clarity-prompt (the spec's path): an answer, stored with what it created. */
export function clarityAnswerRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>().post('/', requires('write'), validJson(ClarityPromptBodySchema), async (c) => {
    const body = c.req.valid('json');
    const executiveId = c.get('executiveId');
    const now = executiveNow(c, clock);
    const createdAt = toIsoDateTime(now);
    const linkedAction = ACTION_FOR[body.promptType];
    const context = excerpt(body.transcript);
    const result = await repos.transaction(async (tx): Promise<ClarityPromptResult> => {
      let createdPriorityId: number | null = null;
      let createdCalendarEventId: number | null = null;
      if (linkedAction === 'schedule_reflection') {
        // "Today" reflects at the end of today; "Friday" (or unsure) at the Friday review.
        const today = toIsoDate(now);
        const day = body.response.toLowerCase() === 'today' ? today : nextFriday(today);
        createdCalendarEventId = await tx.calendarEvents.create({
          executiveId,
          title: 'Decision reflection',
          startTime: atTime(day, '16:30'),
          endTime: atTime(day, '17:00'),
          type: 'strategic',
          priority: 'high',
          description: `Decide (${body.response}): ${context}`,
          relatedGoals: [],
        });
      } else if (linkedAction === 'schedule_team_sync') {
        const day = addDaysToIsoDate(toIsoDate(now), 1);
        createdCalendarEventId = await tx.calendarEvents.create({
          executiveId,
          title: 'Team sync',
          startTime: atTime(day, '10:00'),
          endTime: atTime(day, '10:30'),
          type: 'meeting',
          priority: 'medium',
          description: `${body.response}: ${context}`,
          relatedGoals: [],
        });
      } else {
        createdPriorityId = await tx.priorities.create({
          executiveId,
          task: `Get clarity: ${body.response}`,
          description: context || 'From a clarity prompt',
          urgency: 'medium',
          dueDate: atTime(addDaysToIsoDate(toIsoDate(now), 2), '17:00'),
          source: 'clarity',
          createdAt,
        });
      }
      // Written to the connected calendar inside the transaction: a refusal stores nothing.
      if (createdCalendarEventId !== null) await writeEventBack({ ...writeBackDeps(deps), repos: tx }, executiveId, createdCalendarEventId, c.get('timeZone'));
      const responseId = await tx.clarityResponses.create({
        executiveId,
        transcript: body.transcript,
        promptType: body.promptType,
        response: body.response,
        linkedAction,
        createdPriorityId,
        createdCalendarEventId,
        createdAt,
      });
      return { success: true, responseId, linkedAction, createdPriorityId, createdCalendarEventId };
    });
    return c.json(result, 201);
  });
}
