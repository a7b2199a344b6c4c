import type { AddActionItemTaskResponse, AssessmentQuestion, AssessmentResult, LessonProgressBody, SubmitAssessmentBody } from '@provana/contracts';
import { leadershipPaths } from '@provana/contracts/paths/leadership';
import type { Builder } from '../builder';
import { priorityDependents } from '../priorities/priority-edits';
import { type Tag, onSuccess } from '../tags';

// The profile, the models (lesson progress, added action items) and the assessment history are one
// executive's leadership data: the getLeadership query's tag.
const leadershipTag = (executiveId: number): Tag => ({ type: 'Leadership', id: executiveId });

export const assessmentEndpoints = (build: Builder) => ({
  getAssessmentQuestions: build.query<AssessmentQuestion[], number>({
    query: (executiveId) => leadershipPaths.assessmentQuestions(executiveId),
  }),
  getAssessments: build.query<AssessmentResult[], number>({
    query: (executiveId) => leadershipPaths.assessments(executiveId),
    providesTags: (_result, _error, executiveId) => [leadershipTag(executiveId)],
  }),
  submitAssessment: build.mutation<AssessmentResult, { executiveId: number; body: SubmitAssessmentBody }>({
    query: ({ executiveId, body }) => ({ url: leadershipPaths.assessments(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId }) => [leadershipTag(executiveId)]),
  }),
  setLessonDone: build.mutation<{ id: number; done: boolean }, { executiveId: number; lessonId: number; body: LessonProgressBody }>({
    query: ({ executiveId, lessonId, body }) => ({ url: leadershipPaths.lessonProgress(executiveId, lessonId), method: 'PUT', body }),
    invalidatesTags: onSuccess(({ executiveId }) => [leadershipTag(executiveId)]),
  }),
  /** Add to Tasks: the action item becomes a priority (the Daily Brief refetches). */
  addActionItemTask: build.mutation<AddActionItemTaskResponse, { executiveId: number; itemId: number }>({
    query: ({ executiveId, itemId }) => ({ url: leadershipPaths.actionItemTask(executiveId, itemId), method: 'POST', body: {} }),
    invalidatesTags: onSuccess(({ executiveId }) => [leadershipTag(executiveId), ...priorityDependents(executiveId)]),
  }),
});
