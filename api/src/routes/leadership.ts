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
import { assessmentQuestions } from '../db/seed/data/assessment-questions';
import type { Scores } from '../db/repositories/leadership';
import { dominantModel } from '../lib/dominant-model';
import { toLocalDateTime } from '../lib/dates';
import { HttpError, notFound } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';
import { executiveNow } from '../lib/executive-now';

const LessonParamsSchema = z.object({ lessonId: IdParamSchema });
const ItemParamsSchema = z.object({ itemId: IdParamSchema });

export function leadershipRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const nameOf = (executiveId: number, fallback: string | undefined) => repos.executives.get(executiveId)?.name ?? fallback ?? 'Executive';
  const response = (executiveId: number, userId: number, userName: string): LeadershipResponse => {
    const rows = repos.leadership.profiles(executiveId);
    const toProfile = (r: (typeof rows)[number], user_id: number): LeadershipProfile => ({
      user_id, name: r.name, transformational: r.transformational, servant: r.servant, system_syncing: r.system_syncing, dominant_model: r.dominant_model,
    });
    const self = rows.find((r) => r.direct_report_id === null);
    // An executive who never took the assessment gets neutral scores (ties go to transformational).
    const profile = self ? toProfile(self, userId) : { user_id: userId, name: userName, transformational: 0, servant: 0, system_syncing: 0, dominant_model: 'transformational' as const };
    return {
      currentModel: profile.dominant_model,
      profile,
      teamProfiles: rows.filter((r) => r.direct_report_id !== null).map((r) => toProfile(r, r.direct_report_id ?? 0)),
      models: repos.leadership.models(executiveId),
    };
  };
  const storeProfile = (executiveId: number, userName: string | undefined, updatedAt: string, scores: Scores, dominant = dominantModel(scores)) => {
    if (!repos.leadership.updateSelf({ executiveId, ...scores, dominant, updatedAt })) {
      repos.leadership.insertProfile({ executiveId, directReportId: null, name: nameOf(executiveId, userName), ...scores, dominant, updatedAt });
    }
  };
  const withRecommendations = (a: Omit<AssessmentResult, 'recommendations'>): AssessmentResult => ({ ...a, recommendations: scoreAssessment(a.answers).recommendations });

  return new Hono<AppEnv>()
    .get('/leadership', (c) => {
      const user = c.get('user');
      const executiveId = c.get('executiveId');
      return c.json(response(executiveId, user?.id ?? 0, nameOf(executiveId, user?.name)));
    })
    .put('/leadership/profile', async (c) => {
      const scores = await jsonBody(c, UpdateLeadershipProfileBodySchema);
      const executiveId = c.get('executiveId');
      const user = c.get('user');
      storeProfile(executiveId, user?.name, toLocalDateTime(executiveNow(c, clock)), scores);
      return c.json(response(executiveId, user?.id ?? 0, nameOf(executiveId, user?.name)));
    })
    .get('/leadership/assessment-questions', (c) => c.json(assessmentQuestions))
    .get('/leadership/assessments', (c) => c.json(repos.leadership.assessments(c.get('executiveId')).map(withRecommendations)))
    // A completed assessment is kept (history) and becomes the profile: counts out of 6 → scores out of 4.
    .post('/leadership/assessments', async (c) => {
      const { answers } = await jsonBody(c, SubmitAssessmentBodySchema);
      const executiveId = c.get('executiveId');
      const result = scoreAssessment(answers);
      const taken_at = toLocalDateTime(executiveNow(c, clock));
      const id = repos.db.transaction(() => {
        const profile = {
          transformational: profileScoreOf(result.scores.transformational),
          servant: profileScoreOf(result.scores.servant),
          system_syncing: profileScoreOf(result.scores.system_syncing),
        };
        storeProfile(executiveId, c.get('user')?.name, toLocalDateTime(executiveNow(c, clock)), profile, result.dominant_model);
        return repos.leadership.addAssessment({ executiveId, taken_at, answers, scores: result.scores, dominant_model: result.dominant_model });
      })();
      const stored: AssessmentResult = { id, taken_at, answers, ...result };
      return c.json(stored, 201);
    })
    .put('/leadership/lessons/:lessonId', async (c) => {
      const { lessonId } = paramsOf(c, LessonParamsSchema);
      const { done } = await jsonBody(c, LessonProgressBodySchema);
      if (!repos.leadership.lessonExists(lessonId)) throw notFound('Lesson');
      repos.leadership.setLessonDone(c.get('executiveId'), lessonId, done, toLocalDateTime(executiveNow(c, clock)));
      return c.json({ id: lessonId, done });
    })
    // Add to Tasks: the action item becomes a priority (shown in the Daily Brief), once.
    .post('/leadership/action-items/:itemId/task', (c) => {
      const { itemId } = paramsOf(c, ItemParamsSchema);
      const executiveId = c.get('executiveId');
      const item = repos.leadership.actionItem(executiveId, itemId);
      if (!item) throw notFound('Action item');
      if (item.task_id !== null) throw new HttpError(409, 'already_added', 'This action item is already in your tasks');
      const taskId = repos.db.transaction(() => {
        const id = repos.priorities.create({
          executiveId,
          task: item.title,
          description: `Leadership action item (${item.model_name} model)`,
          urgency: item.priority,
          dueDate: null,
          source: 'leadership_action',
          createdAt: toLocalDateTime(executiveNow(c, clock)),
        });
        repos.leadership.linkActionTask(executiveId, itemId, id);
        return id;
      })();
      const body: AddActionItemTaskResponse = { task_id: taskId, action_item: { id: item.id, title: item.title, priority: item.priority, task_id: taskId } };
      return c.json(body, 201);
    });
}
