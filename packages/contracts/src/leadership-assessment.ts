// The mini-assessment (spec section 9): six questions, three choices each. Choice index 0 counts for
// transformational, 1 for servant, 2 for system_syncing; ties go to the earlier model; a model scoring
// 3 or more adds its recommendation. Scored here once, for the API (which stores it) and its clients.
import { z } from 'zod';
import { LeadershipModelIdSchema, type LeadershipModelId } from './goals';

export const ASSESSMENT_QUESTION_COUNT = 6;
export const ASSESSMENT_CHOICE_COUNT = 3;
export const MODEL_ORDER: readonly LeadershipModelId[] = ['transformational', 'servant', 'system_syncing'];

/** The recommendation the spec gives each model that scores 3 or more. */
export const MODEL_RECOMMENDATIONS: Record<LeadershipModelId, string> = {
  transformational: 'Focus on vision communication and change leadership',
  servant: 'Develop empathy and team empowerment skills',
  system_syncing: 'Enhance process optimization and systems thinking',
};

export type ModelScores = Record<LeadershipModelId, number>;

export interface AssessmentScore {
  scores: ModelScores;
  dominant_model: LeadershipModelId;
  recommendations: string[];
}

/** Highest score wins; a tie goes to the earlier model in the spec's order. */
export function dominantOf(scores: ModelScores): LeadershipModelId {
  let best: LeadershipModelId = 'transformational';
  for (const id of MODEL_ORDER) if (scores[id] > scores[best]) best = id;
  return best;
}

export function scoreAssessment(answers: readonly number[]): AssessmentScore {
  const scores: ModelScores = { transformational: 0, servant: 0, system_syncing: 0 };
  for (const answer of answers) {
    const model = MODEL_ORDER[answer];
    if (model) scores[model] += 1;
  }
  return {
    scores,
    dominant_model: dominantOf(scores),
    recommendations: MODEL_ORDER.filter((id) => scores[id] >= 3).map((id) => MODEL_RECOMMENDATIONS[id]),
  };
}

/** An assessment's counts (out of 6) as a profile's scores (out of 4). */
export const profileScoreOf = (count: number): number => Math.round((count * 4) / ASSESSMENT_QUESTION_COUNT);

export const AssessmentQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Three choices; index 0 transformational, 1 servant, 2 system_syncing. */
  options: z.array(z.string()).length(ASSESSMENT_CHOICE_COUNT),
});
export type AssessmentQuestion = z.infer<typeof AssessmentQuestionSchema>;

/** POST /api/executive/{id}/leadership/assessments: one answer (choice index) per question. */
export const SubmitAssessmentBodySchema = z
  .object({
    answers: z
      .array(
        z
          .number()
          .int('Each answer must be a choice index')
          .min(0, 'Each answer must be 0, 1 or 2')
          .max(ASSESSMENT_CHOICE_COUNT - 1, 'Each answer must be 0, 1 or 2'),
      )
      .length(ASSESSMENT_QUESTION_COUNT, `Answer all ${ASSESSMENT_QUESTION_COUNT} questions`),
  })
  .strict();
export type SubmitAssessmentBody = z.infer<typeof SubmitAssessmentBodySchema>;

const count = z.number().int().min(0).max(ASSESSMENT_QUESTION_COUNT);

/** One stored assessment: scores out of 6. */
export const AssessmentResultSchema = z.object({
  id: z.number().int(),
  taken_at: z.string(),
  answers: z.array(z.number().int()),
  scores: z.object({ transformational: count, servant: count, system_syncing: count }),
  dominant_model: LeadershipModelIdSchema,
  recommendations: z.array(z.string()),
});
export type AssessmentResult = z.infer<typeof AssessmentResultSchema>;
