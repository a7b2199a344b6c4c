import { describe, expect, it } from 'vitest';
import { actionDueDate, taskFromTranscription } from './convert-voice-log';

const NOW = new Date(2025, 2, 12, 9, 0, 0);

describe('a task from a voice log', () => {
  it('names the report and takes the first sentence, whitespace collapsed', () => {
    expect(taskFromTranscription('Sarah Chen', '  Give Sarah   Dallas. Pair her with finance.')).toBe('Sarah Chen: Give Sarah Dallas.');
    expect(taskFromTranscription('Sarah Chen', 'No full stop here')).toBe('Sarah Chen: No full stop here');
  });

  it('stays within 200 characters', () => {
    const task = taskFromTranscription('Sarah Chen', 'word '.repeat(100));
    expect(task.length).toBeLessThanOrEqual(200);
    expect(task.length).toBeGreaterThan(190);
    expect(task.endsWith('...')).toBe(true);
  });

  it('is due at the next 1:1 when it is ahead, otherwise in three days at 17:00', () => {
    expect(actionDueDate({ next_meeting: '2025-03-13T10:00:00' }, NOW)).toBe('2025-03-13T10:00:00');
    expect(actionDueDate({ next_meeting: '2025-03-11T10:00:00' }, NOW)).toBe('2025-03-15T17:00:00');
    expect(actionDueDate({ next_meeting: null }, NOW)).toBe('2025-03-15T17:00:00');
  });
});
