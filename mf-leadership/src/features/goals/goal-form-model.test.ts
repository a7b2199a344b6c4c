import { describe, expect, it } from 'vitest';
import { createBody, initialValues, validateGoal } from './goal-form-model';

describe('goal form', () => {
  it('asks for a title and a target date before sending', () => {
    const values = { ...initialValues(undefined, ''), title: '  ' };
    expect(validateGoal(values)).toEqual({ title: 'Title is required', target_date: 'Choose a target date' });
    expect(validateGoal({ ...values, title: 'x'.repeat(201), target_date: '2025-06-30' })).toEqual({ title: 'Title must be at most 200 characters' });
    expect(validateGoal({ ...values, title: 'Open Dallas', target_date: '2025-02-30' })).toEqual({ target_date: 'Choose a target date' });
  });

  it('sends trimmed text and no link as null', () => {
    const values = { ...initialValues(undefined, '2025-06-30'), title: ' Open Dallas ', linked_to: '  ' };
    expect(createBody(values)).toEqual({
      kind: 'quarterly',
      title: 'Open Dallas',
      status: 'Not Started',
      target_date: '2025-06-30',
      model_alignment: 'servant',
      linked_to: null,
    });
  });
});
