import { CreateDecisionBodySchema, DecideDecisionBodySchema } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrors, notBefore } from './form-errors';

describe('decision form errors', () => {
  it('names each invalid field with the contracts message', () => {
    expect(fieldErrors(CreateDecisionBodySchema, { title: ' ', impactLevel: 'high', dueBy: '' })).toEqual({ title: 'is required', dueBy: 'must be a date YYYY-MM-DD' });
    expect(fieldErrors(CreateDecisionBodySchema, { title: 'Pick a vendor', impactLevel: 'low', dueBy: '2025-03-20' })).toEqual({});
    expect(fieldErrors(CreateDecisionBodySchema, { title: 'Pick a vendor', impactLevel: 'low', dueBy: '2025-02-30' })).toEqual({ dueBy: 'must be a real calendar date' });
    expect(fieldErrors(DecideDecisionBodySchema, { choice: 'Accept', rationale: '' })).toEqual({ rationale: 'is required' });
  });
  it('refuses deferring to a past day', () => {
    expect(notBefore('2025-03-11', '2025-03-12')).toBe('must not be in the past');
    expect(notBefore('2025-03-12', '2025-03-12')).toBeUndefined();
  });
});
