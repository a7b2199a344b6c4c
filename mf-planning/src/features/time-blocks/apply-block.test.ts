import { timeBlockEventBody, type TimeBlockSuggestion } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import { appliedToast } from './apply-block';

const block: TimeBlockSuggestion = {
  id: 'tb-1',
  title: 'Deep work: Q3 plan',
  startTime: '09:30',
  endTime: '11:00',
  duration: 90,
  type: 'focus',
  priority: 'high',
  reasoning: 'Your energy peaks in the morning.',
  energyLevel: 'high',
  conflictRisk: 10,
  relatedGoals: ['Grow margin'],
};

describe('Apply Block', () => {
  it('sends the spec body: date + T + time + :00, the reasoning as description', () => {
    expect(timeBlockEventBody('2025-03-10', block)).toEqual({
      title: 'Deep work: Q3 plan',
      startTime: '2025-03-10T09:30:00',
      endTime: '2025-03-10T11:00:00',
      type: 'focus',
      priority: 'high',
      description: 'Your energy peaks in the morning.',
      relatedGoals: ['Grow margin'],
    });
  });
  it('names the block in the success toast', () => {
    expect(appliedToast('Deep work')).toEqual({ title: 'Time Block Added', description: 'Deep work has been added to your calendar.' });
  });
});
