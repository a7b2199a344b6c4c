import { describe, expect, it } from 'vitest';
import { GOALS, goal } from '../../../../test/fixtures/assistant-context';
import { goalMatcher, matchGoals } from './goal-matching';

const titles = (primary: string, secondary = '') => matchGoals(primary, GOALS, secondary).map((g) => g.title);

describe('goal matching', () => {
  it('links by a shared title or tag keyword', () => {
    expect(titles('Prepare Dallas expansion proposal')).toEqual(['Close the Dallas expansion deal']);
    expect(titles('Review operations cost report')).toEqual(['Streamline operations costs by 15%']);
  });

  it('folds a few business synonyms', () => {
    expect(titles('Approve the Q1 budget')).toEqual(['Streamline operations costs by 15%']);
    expect(titles('Call the client about renewals')).toEqual(['Launch the customer portal']);
  });

  it('ignores generic words and needs two description words to link', () => {
    expect(titles('Weekly review meeting')).toEqual([]);
    expect(titles('Draft memo', 'mentions dallas once')).toEqual([]);
    expect(titles('Draft memo', 'dallas expansion numbers')).toEqual(['Close the Dallas expansion deal']);
  });

  it('drops terms shared by more than half of the goals', () => {
    const ops = [1, 2, 3, 4].map((id) => goal(id, 'quarterly', `Operations goal ${id === 1 ? 'safety' : `area ${id}`}`, 'In Progress', '2027-01-01'));
    expect(matchGoals('Operations safety walk', ops).map((g) => g.id)).toEqual([1]);
  });
});

describe('goal matcher', () => {
  it('scores many pieces of work against goals prepared once, exactly as matchGoals does', () => {
    const links = goalMatcher(GOALS);
    for (const [primary, secondary] of [
      ['Prepare Dallas expansion proposal', ''],
      ['Approve the Q1 budget', ''],
      ['Draft memo', 'dallas expansion numbers'],
      ['Weekly review meeting', ''],
    ] as const) {
      expect(links(primary, secondary)).toEqual(matchGoals(primary, GOALS, secondary));
    }
    expect(links('Approve the Q1 budget').map((g) => g.title)).toEqual(['Streamline operations costs by 15%']);
  });
});
