import { describe, expect, it } from 'vitest';
import { reflectionPrompt } from './reflection-prompts';

describe('reflection prompt', () => {
  it('changes with the weekday and repeats weekly', () => {
    const monday = new Date(2025, 4, 19);
    const tuesday = new Date(2025, 4, 20);
    const nextMonday = new Date(2025, 4, 26);
    expect(reflectionPrompt(monday)).not.toBe(reflectionPrompt(tuesday));
    expect(reflectionPrompt(monday)).toBe(reflectionPrompt(nextMonday));
  });
});
