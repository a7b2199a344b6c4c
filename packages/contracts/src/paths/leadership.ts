import { ex } from './executive';

export const leadershipPaths = {
  leadership: (id: number) => `${ex(id)}/leadership`,
  leadershipProfile: (id: number) => `${ex(id)}/leadership/profile`,
  assessmentQuestions: (id: number) => `${ex(id)}/leadership/assessment-questions`,
  assessments: (id: number) => `${ex(id)}/leadership/assessments`,
  lessonProgress: (id: number, lessonId: number) => `${ex(id)}/leadership/lessons/${lessonId}`,
  actionItemTask: (id: number, itemId: number) => `${ex(id)}/leadership/action-items/${itemId}/task`,
} as const;
