import { describe, expect, it } from 'vitest';
import { findActionClause, findTaskRequest } from './task-request';

const task = (t: string) => findTaskRequest(t)?.task ?? null;

describe('task requests', () => {
  it.each([
    ['Remind me to call the investors tomorrow.', 'Call the investors'],
    ["Don't forget to send the deck to Priya by Friday.", 'Send the deck to Priya'],
    ['TODO: renew the insurance policy', 'Renew the insurance policy'],
    ['We need to hire a plant manager, because Tom is leaving.', 'Hire a plant manager'],
    ['Make sure to book the venue next week.', 'Book the venue'],
    ['Make sure the report goes out.', 'Make sure the report goes out'],
    ['Please follow up with legal on the NDA.', 'Follow up with legal on the NDA'],
    ['Schedule a review of the Q3 numbers.', 'Schedule a review of the Q3 numbers'],
    ['Note to self: block Friday evenings for family.', 'Block Friday evenings for family'],
  ])('%s → %s', (transcript, expected) => {
    expect(task(transcript)).toBe(expected);
  });

  it('takes the earliest cue in a sentence', () => {
    expect(task('Schedule a follow-up with the board.')).toBe('Schedule a follow-up with the board');
  });

  it('ignores statements that only sound like requests', () => {
    expect(task('I have missed two family events this month.')).toBeNull();
    expect(task('I need to think about this more.')).toBeNull();
    expect(task('The quarter went well overall.')).toBeNull();
  });

  it('trims long tasks to 120 characters', () => {
    const long = `Remind me to ${'review every single vendor contract line '.repeat(6)}`;
    expect(task(long)?.length).toBeLessThanOrEqual(120);
  });

  it('keeps the sentence after the request as context for urgency', () => {
    expect(findTaskRequest('We must ship the fix. This is critical.')?.context).toContain('critical');
  });
});

describe('action clauses (suggestions only)', () => {
  it('turns needs and wants into a next step', () => {
    expect(findActionClause('The team needs an early-warning signal.')?.task).toBe('Give the team an early-warning signal');
    expect(findActionClause('Our leads need to own the forecast.')?.task).toBe('Help our leads own the forecast');
    expect(findActionClause('I want to simplify approvals.')?.task).toBe('Simplify approvals');
    expect(findActionClause('Idea: instead of a keynote, ask each leader to bring one bet.')?.task).toBe('Ask each leader to bring one bet');
  });
});
