// POST .../assistant/actions: the executive confirms one action the model proposed, and only then is
// it written. The body is the proposal itself, validated like any other input; the model never
// reaches this endpoint, only the executive's own request does. The note or event it writes may be
// private (the body's `private`, beside the action: the owner's or a Full delegate's choice).
import { Hono } from 'hono';
import { z } from 'zod';
import { ConfirmActionBodySchema, zonedTimesSchema, type ConfirmActionResponse, type ProposedAction } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { writeBackDeps, writeEventBack } from '../../services/calendar/accounts/write-back';
import type { Repositories } from '../../db/repositories';
import { normalizeDateTime, toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { notFound } from '../../lib/http-error';
import { assertMayMarkPrivate } from '../../lib/private-items';
import { checked, validJson } from '../../lib/validation';
import { requires } from '../../middleware/requires';

interface Target {
  repos: Repositories;
  executiveId: number;
  timeZone: string;
  now: Date;
  /** The note or event it writes is private. */
  isPrivate: boolean;
}

/** Writes the action and returns the id of the record written (or completed). */
async function apply(action: ProposedAction, { repos, executiveId, timeZone, now, isPrivate }: Target): Promise<number> {
  switch (action.kind) {
    case 'create_priority':
      return repos.priorities.create({
        executiveId,
        task: action.task,
        description: action.description,
        urgency: action.urgency,
        dueDate: action.dueDate ? normalizeDateTime(action.dueDate, timeZone) : null,
        source: 'voice',
        createdAt: toIsoDateTime(now),
      });
    case 'add_memory_note':
      return repos.memoryNotes.create({ executiveId, note: action.note, tag: action.tag, nextTrigger: action.nextTrigger, private: isPrivate });
    case 'schedule_event': {
      // The body's `action`, so a refusal names 'action.endTime' as the middleware would.
      const times = z.object({ action: zonedTimesSchema((t) => normalizeDateTime(t, timeZone)) });
      const { startTime, endTime } = checked(times, { action }).action;
      return repos.calendarEvents.create({
        executiveId,
        title: action.title,
        startTime,
        endTime,
        type: 'other',
        priority: 'medium',
        description: action.description,
        relatedGoals: [],
        private: isPrivate,
      });
    }
    case 'complete_task':
      if (!(await repos.priorities.setCompleted(executiveId, action.priorityId, true))) throw notFound('Priority');
      return action.priorityId;
  }
}

export function assistantActionRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>().post('/assistant/actions', requires('write'), validJson(ConfirmActionBodySchema), async (c) => {
    const { action, private: isPrivate = false } = c.req.valid('json');
    assertMayMarkPrivate(c.get('seesPrivate'), isPrivate);
    const id = await repos.transaction(async (tx) => {
      const made = await apply(action, { repos: tx, executiveId: c.get('executiveId'), timeZone: c.get('timeZone'), now: executiveNow(c, clock), isPrivate });
      // A scheduled event is written to the connected calendar inside the transaction: a refusal stores nothing.
      if (action.kind === 'schedule_event') await writeEventBack({ ...writeBackDeps(deps), repos: tx }, c.get('executiveId'), made, c.get('timeZone'));
      return made;
    });
    return c.json({ kind: action.kind, id } satisfies ConfirmActionResponse, action.kind === 'complete_task' ? 200 : 201);
  });
}
