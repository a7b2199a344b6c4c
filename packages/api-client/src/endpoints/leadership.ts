import type {
  AddActionItemTaskResponse,
  AssessmentQuestion,
  AssessmentResult,
  LeadershipProfile,
  LeadershipResponse,
  LessonProgressBody,
  SubmitAssessmentBody,
  UpdateLeadershipProfileBody,
} from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import type { Tag } from '../tags';
import { priorityDependents } from './priorities';

// The profile, the models (with lesson progress and added action items) and the assessment history
// are one executive's leadership data: one tag per executive.
const leadershipTag = (executiveId: number): Tag => ({ type: 'Leadership', id: executiveId });

export const leadershipEndpoints = (build: Builder) => ({
  getLeadership: build.query<LeadershipResponse, number>({
    query: (executiveId) => apiPaths.leadership(executiveId),
    providesTags: (_result, _error, executiveId) => [leadershipTag(executiveId)],
  }),
  updateLeadershipProfile: build.mutation<LeadershipProfile, { executiveId: number; body: UpdateLeadershipProfileBody }>({
    query: ({ executiveId, body }) => ({ url: apiPaths.leadershipProfile(executiveId), method: 'PUT', body }),
    invalidatesTags: (_result, error, { executiveId }) => error ? [] : [leadershipTag(executiveId)],
  }),
  getAssessmentQuestions: build.query<AssessmentQuestion[], number>({
    query: (executiveId) => apiPaths.assessmentQuestions(executiveId),
  }),
  getAssessments: build.query<AssessmentResult[], number>({
    query: (executiveId) => apiPaths.assessments(executiveId),
    providesTags: (_result, _error, executiveId) => [leadershipTag(executiveId)],
  }),
  submitAssessment: build.mutation<AssessmentResult, { executiveId: number; body: SubmitAssessmentBody }>({
    query: ({ executiveId, body }) => ({ url: apiPaths.assessments(executiveId), method: 'POST', body }),
    invalidatesTags: (_result, error, { executiveId }) => error ? [] : [leadershipTag(executiveId)],
  }),
  setLessonDone: build.mutation<{ id: number; done: boolean }, { executiveId: number; lessonId: number; body: LessonProgressBody }>({
    query: ({ executiveId, lessonId, body }) => ({ url: apiPaths.lessonProgress(executiveId, lessonId), method: 'PUT', body }),
    invalidatesTags: (_result, error, { executiveId }) => error ? [] : [leadershipTag(executiveId)],
  }),
  /** Add to Tasks: the action item becomes a priority (the Daily Brief refetches). */
  addActionItemTask: build.mutation<AddActionItemTaskResponse, { executiveId: number; itemId: number }>({
    query: ({ executiveId, itemId }) => ({ url: apiPaths.actionItemTask(executiveId, itemId), method: 'POST', body: {} }),
    invalidatesTags: (_result, error, { executiveId }) => error ? [] : [leadershipTag(executiveId), ...priorityDependents(executiveId)],
  }),
});
