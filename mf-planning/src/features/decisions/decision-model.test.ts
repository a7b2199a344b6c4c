import type { Decision } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import { isOverdue, sortByDue } from './decision-model';

const d = (id: number, title: string, dueBy: string): Decision => ({ id, title, description: '', impactLevel: 'high', dueBy });

describe('decisions', () => {
  it('sorts by due date, then title', () => {
    const sorted = sortByDue([d(1, 'B', '2025-03-12'), d(2, 'A', '2025-03-10T09:00:00'), d(3, 'A2', '2025-03-12')]);
    expect(sorted.map((x) => x.id)).toEqual([2, 3, 1]);
  });
  it('marks a decision overdue only when its day is before today', () => {
    expect(isOverdue(d(1, 'x', '2025-03-09'), '2025-03-10')).toBe(true);
    expect(isOverdue(d(1, 'x', '2025-03-10'), '2025-03-10')).toBe(false);
    expect(isOverdue(d(1, 'x', '2025-03-10T23:00:00'), '2025-03-10')).toBe(false);
  });
});
