import { describe, expect, it } from 'vitest';
import { MODEL_RECOMMENDATIONS, SubmitAssessmentBodySchema, dominantOf, profileScoreOf, scoreAssessment } from './leadership-assessment';

describe('scoreAssessment', () => {
  it('counts choice 0 as transformational, 1 as servant, 2 as system_syncing', () => {
    expect(scoreAssessment([0, 1, 1, 2, 1, 1]).scores).toEqual({ transformational: 1, servant: 4, system_syncing: 1 });
    expect(scoreAssessment([0, 1, 1, 2, 1, 1]).dominant_model).toBe('servant');
  });

  it.each([
    [[0, 0, 0, 1, 1, 1], 'transformational'],
    [[1, 1, 1, 2, 2, 2], 'servant'],
    [[0, 0, 2, 2, 1, 1], 'transformational'],
    [[2, 2, 0, 0, 0, 2], 'transformational'],
  ])('gives the tie in %j to the earlier model (%s)', (answers, dominant) => {
    expect(scoreAssessment(answers).dominant_model).toBe(dominant);
  });

  it('recommends for every model scoring 3 or more, in model order', () => {
    expect(scoreAssessment([2, 2, 2, 1, 1, 1]).recommendations).toEqual([MODEL_RECOMMENDATIONS.servant, MODEL_RECOMMENDATIONS.system_syncing]);
    expect(scoreAssessment([0, 0, 1, 1, 2, 2]).recommendations).toEqual([]);
    expect(scoreAssessment([0, 0, 0, 0, 0, 0]).recommendations).toEqual([MODEL_RECOMMENDATIONS.transformational]);
  });

  it('maps counts out of 6 to profile scores out of 4', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(profileScoreOf)).toEqual([0, 1, 1, 2, 3, 3, 4]);
  });

  it('dominantOf prefers the strictly highest score', () => {
    expect(dominantOf({ transformational: 1, servant: 1, system_syncing: 2 })).toBe('system_syncing');
    expect(dominantOf({ transformational: 0, servant: 0, system_syncing: 0 })).toBe('transformational');
  });

  it('accepts exactly six answers of 0, 1 or 2', () => {
    expect(SubmitAssessmentBodySchema.safeParse({ answers: [0, 1, 2, 0, 1, 2] }).success).toBe(true);
    expect(SubmitAssessmentBodySchema.safeParse({ answers: [0, 1, 2, 0, 1] }).success).toBe(false);
    expect(SubmitAssessmentBodySchema.safeParse({ answers: [0, 1, 2, 0, 1, -1] }).success).toBe(false);
  });
});
