import { describe, expect, it } from 'vitest';
import { CreateDecisionBodySchema, DecideDecisionBodySchema } from './decision-register';
import { fieldErrors } from './form-errors';
import { CreateGoalBodySchema } from './goals';

describe('fieldErrors', () => {
  it('names each invalid field with the contracts message', () => {
    expect(fieldErrors(CreateDecisionBodySchema, { title: ' ', impactLevel: 'high', dueBy: '' })).toEqual({
      title: 'is required',
      dueBy: 'must be a date YYYY-MM-DD',
    });
    expect(fieldErrors(CreateDecisionBodySchema, { title: 'Pick a vendor', impactLevel: 'low', dueBy: '2025-03-20' })).toEqual({});
    expect(fieldErrors(CreateDecisionBodySchema, { title: 'Pick a vendor', impactLevel: 'low', dueBy: '2025-02-30' })).toEqual({
      dueBy: 'must be a real calendar date',
    });
    expect(fieldErrors(DecideDecisionBodySchema, { choice: 'Accept', rationale: '' })).toEqual({ rationale: 'is required' });
  });
  it('keeps the first message of a field with several problems', () => {
    const errors = fieldErrors(CreateGoalBodySchema, { kind: 'quarterly', title: '', status: 'Done', target_date: 'x', model_alignment: 'servant' });
    expect(errors).toEqual({ title: 'Title is required', status: expect.any(String), target_date: 'must be a date YYYY-MM-DD' });
  });
});
