import { describe, expect, it } from 'vitest';
import { GOALS, NOW } from '../../../../test/fixtures/assistant-context';
import { analyzeVoiceRecording } from './analyze-voice-recording';

const analyse = (transcript: string, tags = '', anchor = '') => analyzeVoiceRecording({ transcript, tags, anchor, now: NOW, goals: GOALS });

describe('analyzeVoiceRecording', () => {
  const dallas = analyse(
    "I need to finalize the Dallas expansion proposal by Friday. The team should weigh in before we decide. I feel proud of how far we've come.",
  );

  it('turns a task request into a requested task with a due date relative to now', () => {
    expect(dallas.actions.todoCreated).toBe(true);
    expect(dallas.requestedTask).toEqual({
      task: 'Finalize the Dallas expansion proposal',
      description: 'From your voice recording: "I need to finalize the Dallas expansion proposal by Friday"',
      urgency: 'medium',
      dueDate: '2026-11-27T17:00:00',
    });
    expect(dallas.tags.dueDate).toBe('2026-11-27');
  });

  it('derives insights from the transcript', () => {
    expect(dallas.insights.topIdea).toBe('I need to finalize the Dallas expansion proposal by Friday');
    expect(dallas.insights.actionSuggestion).toBe('Finalize the Dallas expansion proposal by Fri Nov 27');
    expect(dallas.insights.personalAnchor).toBe("I feel proud of how far we've come");
  });

  it('tags project, core value and categories from keywords', () => {
    expect(dallas.tags).toMatchObject({ project: 'Dallas expansion', coreValue: 'Growth', category: ['strategy', 'team'] });
    expect(dallas.actions).toMatchObject({ journal: true, sendToTeam: true, calendarEntry: false });
  });

  it('rates urgency from words and cuts the task at the clause', () => {
    const r = analyse("Remind me to call the investors tomorrow, it's urgent.");
    expect(r.requestedTask).toMatchObject({ task: 'Call the investors', urgency: 'high', dueDate: '2026-11-24T17:00:00' });
    expect(r.tags.category).toEqual(['finance']);
  });

  it('keeps "schedule" and "follow up" in the task and flags a calendar entry for meetings', () => {
    const meeting = analyse("Let's schedule a meeting with Maria next week to review the hiring plan.");
    expect(meeting.requestedTask?.task).toBe('Schedule a meeting with Maria next week to review the hiring plan');
    expect(meeting.actions.calendarEntry).toBe(true);
    expect(meeting.tags.dueDate).toBe('2026-11-30');
    const follow = analyse('Follow up with the board on the budget by December 3rd.');
    expect(follow.requestedTask).toMatchObject({ task: 'Follow up with the board on the budget', dueDate: '2026-12-03T17:00:00', urgency: 'low' });
  });

  it('creates no task for a reflection and falls back to a reflective anchor', () => {
    const r = analyse('Thinking about how Project Atlas fits our long-term vision for growth.');
    expect(r.requestedTask).toBeNull();
    expect(r.actions.todoCreated).toBe(false);
    expect(r.tags.project).toBe('Project Atlas');
    expect(r.insights.personalAnchor).toContain('Project Atlas');
    expect(r.tags.dueDate).toBeNull();
  });

  it('uses the tags string and the given anchor', () => {
    const r = analyse('Quick note on the vendor contracts.', 'operations, northwind rollout', 'My kids come first');
    expect(r.tags.project).toBe('Northwind Rollout');
    expect(r.tags.category[0]).toBe('operations');
    expect(r.insights.personalAnchor).toBe('My kids come first');
    expect(r.tags.coreValue).toBeNull();
  });

  it('treats single-word tags as categories and multi-word tags as the project', () => {
    const r = analyse('Idea for the offsite: ask each leader to bring one bet.', 'strategy,leadership', '');
    expect(r.tags.project).toBeNull();
    expect(r.tags.category.slice(0, 2)).toEqual(['strategy', 'leadership']);
    expect(r.requestedTask).toBeNull();
    expect(r.insights.actionSuggestion).toBe('Ask each leader to bring one bet');
  });

  it('reads urgency from the sentence after the request too', () => {
    const r = analyse('Make sure the report goes out to stakeholders by end of week. This is critical.');
    expect(r.requestedTask).toMatchObject({ task: 'Make sure the report goes out to stakeholders', urgency: 'high', dueDate: '2026-11-27T17:00:00' });
  });

  it('is deterministic', () => {
    expect(analyse('We should streamline operations to reduce costs.')).toEqual(analyse('We should streamline operations to reduce costs.'));
  });
});
