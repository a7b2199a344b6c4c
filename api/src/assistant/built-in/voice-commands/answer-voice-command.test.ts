import { describe, expect, it } from 'vitest';
import { context, meeting, priority } from '../../../../test/fixtures/assistant-context';
import { answerVoiceCommand } from './answer-voice-command';
import { intentOf } from './command-intents';

const ask = (command: string, overrides = {}) => answerVoiceCommand(command, context(overrides));

describe('voice command intents', () => {
  it.each([
    ["What's my next meeting?", 'meeting'],
    ['next meeting', 'meeting'],
    ["What's on my calendar today?", 'agenda'],
    ['Any meetings this afternoon?', 'agenda'],
    ['Any urgent emails?', 'emails'],
    ['priorities today', 'priorities'],
    ['What should I work on?', 'priorities'],
    ['How are my goals progressing', 'goals'],
    ['goals progress', 'goals'],
    ['pending decisions', 'decisions'],
    ['Give me an executive summary', 'summary'],
    ['Summarize my meetings and goals', 'summary'],
    ['Play some music', 'unknown'],
  ])('%s → %s', (command, intent) => {
    expect(intentOf(command)).toBe(intent);
  });
});

describe('voice command answers', () => {
  it('names the next upcoming meeting with time, place and attendees', () => {
    expect(ask("What's my next meeting?")).toBe("Your next meeting is 'Board prep' at 09:00 in Room 4 with CFO.");
    expect(ask('next meeting', { now: new Date(2026, 10, 23, 11, 30) })).toBe("Your next meeting is 'Client call' at 12:00 in Room 4 with Acme Corp.");
  });

  it("lists today's meetings for calendar questions", () => {
    expect(ask("What's on my calendar today?", { now: new Date(2026, 10, 23, 11, 30) })).toBe(
      "You have 4 meetings today, 2 already behind you. Still ahead: 'Client call' at 12:00 and 'Dallas partner review' at 15:00.",
    );
    expect(ask('my schedule', { meetings: [] })).toBe('You have no meetings today. You have no upcoming meetings.');
  });

  it('says when there are no more meetings today', () => {
    expect(ask('next meeting', { now: new Date(2026, 10, 23, 17, 0) })).toBe(
      "You have no more meetings today. The next one is 'Tomorrow standup' on Tue Nov 24 at 09:00 in Room 4.",
    );
    expect(ask('next meeting', { meetings: [] })).toBe('You have no upcoming meetings.');
  });

  it('is honest that email is not connected and lists urgent items instead', () => {
    const answer = ask('urgent emails');
    expect(answer).toContain("Email isn't connected");
    expect(answer).toContain("'Finalize Q4 budget review' (overdue by 3 days)");
    expect(answer).toContain("'Prepare Dallas expansion proposal' (due in 2 days)");
  });

  it('counts priorities by urgency and flags the overdue ones', () => {
    const answer = ask('priorities today');
    expect(answer).toContain('You have 4 open priorities: 2 high, 1 medium and 1 low.');
    expect(answer).toContain("Overdue: 'Finalize Q4 budget review' (overdue by 3 days).");
    expect(ask('priorities', { priorities: [priority(1, 'Done thing', 'high', null, true)] })).toBe('You have no open priorities. Well done.');
  });

  it('reports quarterly goals with status and progress', () => {
    expect(ask('goals progress')).toBe(
      "You have 3 quarterly goals, averaging 43% progress. 'Close the Dallas expansion deal' is In Progress at 65%; 'Streamline operations costs by 15%' is In Progress at 65%; 'Launch the customer portal' is Not Started at 0%.",
    );
  });

  it('lists pending decisions nearest first', () => {
    expect(ask('pending decisions')).toBe(
      "You have 2 pending decisions: 'Pick the new CRM vendor' (medium impact, due Tue Nov 24) and 'Approve Dallas office lease' (high impact, due Thu Nov 26).",
    );
  });

  it('combines everything in an executive summary', () => {
    const answer = ask('give me an executive summary');
    expect(answer.startsWith('Good morning, Alex.')).toBe(true);
    expect(answer).toContain('Finalize Q4 budget review');
    expect(answer).toContain("'Board prep' at 09:00");
    expect(answer).toContain('3 quarterly goals average 43% progress');
  });

  it('explains what it can answer for anything else', () => {
    expect(ask('play some music')).toContain('I can tell you about your next meeting');
  });

  it('reads meeting times as wall-clock', () => {
    const late = meeting(9, 'Late review', '2026-11-23T23:30:00', '2026-11-23T23:59:00');
    expect(ask('next meeting', { meetings: [late], now: new Date(2026, 10, 23, 22, 0) })).toContain('at 23:30');
  });
});
