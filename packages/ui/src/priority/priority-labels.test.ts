import { describe, expect, it } from 'vitest';
import { priorityLabels } from './priority-labels';

describe('priorityLabels', () => {
  it('uses the spec labels for each urgency', () => {
    expect(priorityLabels('high')).toEqual({ label: 'High Priority', short: 'URGENT' });
    expect(priorityLabels('medium')).toEqual({ label: 'Medium Priority', short: 'MODERATE' });
    expect(priorityLabels('low')).toEqual({ label: 'Low Priority', short: 'ROUTINE' });
  });
});
