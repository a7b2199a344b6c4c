// Leadership: the executive's profile (from the assessment) with the team's, the three models with
// the executive's lesson progress, the assessment and its history, and Add to Tasks.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  IdParamSchema,
  LessonProgressBodySchema,
  SubmitAssessmentBodySchema,
  UpdateLeadershipProfileBodySchema,
  profileScoreOf,
  scoreAssessment,
  type AddActionItemTaskResponse,
  type AssessmentResult,
  type LeadershipProfile,
  type LeadershipResponse,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import type { Repositories } from '../db/repositories';
import type { ProfileRecord, Scores } from '../db/repositories/leadership-profiles';
import { assessmentQuestions } from '../db/seed/data/assessment-questions';
import { toIsoDateTime } from '@provana/dates';
import { dominantModel } from '../lib/dominant-model';
import { executiveNow } from '../lib/executive-now';
import { HttpError, notFound } from '../lib/http-error';
import { validJson, validParams } from '../lib/validation';
import { requires } from '../middleware/requires';

const LessonParamsSchema = z.object({ lessonId: IdParamSchema });
const ItemParamsSchema = z.object({ itemId: IdParamSchema });

const toProfile = (r: ProfileRecord, user_id: number): LeadershipProfile => ({
  user_id,
  name: r.name,
  transformational: r.transformational,
  servant: r.servant,
  system_syncing: r.system_syncing,
  dominant_model: r.dominant_model,
});
const withRecommendations = (a: Omit<AssessmentResult, 'recommendations'>): AssessmentResult => ({
  ...a,
  recommendations: scoreAssessment(a.answers).recommendations,
});

export function leadershipRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const nameOf = async (executiveId: number, fallback: string | undefined) => (await repos.executives.get(executiveId))?.name ?? fallback ?? 'Executive';
  const response = async (executiveId: number, user: { id: number; name: string } | null): Promise<LeadershipResponse> => {
    const [rows, models] = await Promise.all([repos.leadershipProfiles.profiles(executiveId), repos.leadership.models(executiveId)]);
    const userId = user?.id ?? 0;
    const self = rows.find((r) => r.direct_report_id === null);
    // An executive who never took the assessment gets neutral scores (ties go to transformational).
    const profile = self
      ? toProfile(self, userId)
      : {
          user_id: userId,
          name: await nameOf(executiveId, user?.name),
          transformational: 0,
          servant: 0,
          system_syncing: 0,
          dominant_model: 'transformational' as const,
        };
    return {
      currentModel: profile.dominant_model,
      profile,
      teamProfiles: rows.filter((r) => r.direct_report_id !== null).map((r) => toProfile(r, r.direct_report_id ?? 0)),
      models,
    };
  };
  const storeProfile = async (
    tx: Repositories,
    executiveId: number,
    userName: string | undefined,
    updatedAt: string,
    scores: Scores,
    dominant = dominantModel(scores),
  ) => {
    if (!(await tx.leadershipProfiles.updateSelf({ executiveId, ...scores, dominant, updatedAt }))) {
      await tx.leadershipProfiles.insertProfile({
        executiveId,
        directReportId: null,
        name: await nameOf(executiveId, userName),
        ...scores,
        dominant,
        updatedAt,
      });
    }
  };

  return (
    new Hono<AppEnv>()
      .get('/leadership', requires('read'), async (c) => c.json(await response(c.get('executiveId'), c.get('user'))))
      .put('/leadership/profile', requires('owner'), validJson(UpdateLeadershipProfileBodySchema), async (c) => {
        const scores = c.req.valid('json');
        const executiveId = c.get('executiveId');
        await storeProfile(repos, executiveId, c.get('user')?.name, toIsoDateTime(executiveNow(c, clock)), scores);
        return c.json(await response(executiveId, c.get('user')));
      })
      .get('/leadership/assessment-questions', requires('read'), (c) => c.json(assessmentQuestions))
      .get('/leadership/assessments', requires('read'), async (c) =>
        c.json((await repos.leadershipProfiles.assessments(c.get('executiveId'))).map(withRecommendations)),
      )
      // A completed assessment is kept (history) and becomes the profile: counts out of 6 → scores out of 4.
      .post('/leadership/assessments', requires('owner'), validJson(SubmitAssessmentBodySchema), async (c) => {
        const { answers } = c.req.valid('json');
        const executiveId = c.get('executiveId');
        const result = scoreAssessment(answers);
        const taken_at = toIsoDateTime(executiveNow(c, clock));
        const id = await repos.transaction(async (tx) => {
          const profile = {
            transformational: profileScoreOf(result.scores.transformational),
            servant: profileScoreOf(result.scores.servant),
            system_syncing: profileScoreOf(result.scores.system_syncing),
          };
          await storeProfile(tx, executiveId, c.get('user')?.name, taken_at, profile, result.dominant_model);
          return tx.leadershipProfiles.addAssessment({ executiveId, taken_at, answers, scores: result.scores, dominant_model: result.dominant_model });
        });
        const stored: AssessmentResult = { id, taken_at, answers, ...result };
        return c.json(stored, 201);
      })
      .put('/leadership/lessons/:lessonId', requires('owner'), validParams(LessonParamsSchema), validJson(LessonProgressBodySchema), async (c) => {
        const { lessonId } = c.req.valid('param');
        const { done } = c.req.valid('json');
        if (!(await repos.leadership.lessonExists(lessonId))) throw notFound('Lesson');
        await repos.leadership.setLessonDone(c.get('executiveId'), lessonId, done, toIsoDateTime(executiveNow(c, clock)));
        return c.json({ id: lessonId, done });
      })
      // Add to Tasks: the action item becomes a priority (shown in the Daily Brief), once while that
      // priority is open; once it is completed the item can be added again, as a new priority.
      .post('/leadership/action-items/:itemId/task', requires('write'), validParams(ItemParamsSchema), async (c) => {
        const { itemId } = c.req.valid('param');
        const executiveId = c.get('executiveId');
        const item = await repos.leadership.actionItem(executiveId, itemId);
        if (!item) throw notFound('Action item');
        const alreadyAdded = () => new HttpError(409, 'already_added', 'This action item is already in your tasks');
        const doneTaskId = item.task_done ? item.task_id : null;
        if (item.task_id !== null && doneTaskId === null) throw alreadyAdded();
        const taskId = await repos.transaction(async (tx) => {
          const id = await tx.priorities.create({
            executiveId,
            task: item.title,
            description: `Leadership action item (${item.model_name} model)`,
            urgency: item.priority,
            dueDate: null,
            source: 'leadership_action',
            createdAt: toIsoDateTime(executiveNow(c, clock)),
          });
          const linked =
            doneTaskId === null
              ? await tx.leadership.linkActionTask(executiveId, itemId, id)
              : await tx.leadership.relinkDoneActionTask(executiveId, itemId, doneTaskId, id);
          // Another request added it meanwhile: roll this priority back.
          if (!linked) throw alreadyAdded();
          return id;
        });
        const body: AddActionItemTaskResponse = {
          task_id: taskId,
          action_item: { id: item.id, title: item.title, priority: item.priority, task_id: taskId, task_done: false },
        };
        return c.json(body, 201);
      })
  );
}
