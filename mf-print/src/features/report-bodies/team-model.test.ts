import { describe, expect, it } from 'vitest';
import { priority } from '../../../test/report-records';
import { latestNote, openItemsFor } from './team-model';

describe('team report model', () => {
  it('takes the newest note', () => {
    const notes = [
      { id: 1, date: '2026-02-01', category: 'Coaching' as const, content: 'old' },
      { id: 2, date: '2026-03-01', category: 'Feedback' as const, content: 'new' },
    ];
    expect(latestNote(notes)?.content).toBe('new');
    expect(latestNote([])).toBeNull();
  });

  it('finds open action items naming the report by first name, as a whole word', () => {
    const items = [
      priority(1, { task: 'Review Sarah’s plan' }),
      priority(2, { task: 'Prep 1:1', description: 'with sarah about hiring' }),
      priority(3, { task: 'Sarahs offsite', completed: true, status: 'completed' }),
      priority(4, { task: 'Sarahville trip' }),
    ];
    expect(openItemsFor({ name: 'Sarah Chen' }, items).map((p) => p.id)).toEqual([1, 2]);
  });
});
