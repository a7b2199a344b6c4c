// '@provana/api-client/leadership': the leadership model and profile, the assessment, lesson progress
// and Add to Tasks, injected into the one API slice when a remote that uses them loads (RTK Query
// injectEndpoints), so the dashboard's first load does not carry them. The slice is imported by
// package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { assessmentEndpoints } from './assessment-endpoints';
import { leadershipProfileEndpoints } from './profile-endpoints';

const leadershipApi = api.injectEndpoints({
  endpoints: (build) => ({ ...leadershipProfileEndpoints(build), ...assessmentEndpoints(build) }),
});

export const {
  useGetLeadershipQuery,
  useUpdateLeadershipProfileMutation,
  useGetAssessmentQuestionsQuery,
  useGetAssessmentsQuery,
  useSubmitAssessmentMutation,
  useSetLessonDoneMutation,
  useAddActionItemTaskMutation,
} = leadershipApi;
