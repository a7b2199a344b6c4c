import { describe, expect, it } from 'vitest';
import { CreateDecisionBodySchema } from './decision-register';
import { maxLengthOf } from './form-limits';
import { ProposedActionSchema } from './assistant-actions';
import { CreatePriorityBodySchema } from './priorities';

describe('maxLengthOf', () => {
  it('reads the .max() of a required, an optional-with-default and a union member text', () => {
    expect(maxLengthOf(CreateDecisionBodySchema, 'title')).toBe(200);
    expect(maxLengthOf(CreateDecisionBodySchema, 'description')).toBe(2000);
    expect(maxLengthOf(CreatePriorityBodySchema, 'task')).toBe(200);
    expect(maxLengthOf(ProposedActionSchema, 'note')).toBe(500);
  });

  it('gives nothing for a field that is not text or not there', () => {
    expect(maxLengthOf(CreateDecisionBodySchema, 'impactLevel')).toBeUndefined();
    expect(maxLengthOf(CreateDecisionBodySchema, 'nope')).toBeUndefined();
  });
});
