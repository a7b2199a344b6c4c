import { describe, expect, it } from 'vitest';
import { todayIn } from '@provana/dates';
import { reflectionPrompt } from './reflection-prompts';

describe('reflection prompt', () => {
  it('changes with the weekday and repeats weekly', () => {
    expect(reflectionPrompt('2025-05-19')).not.toBe(reflectionPrompt('2025-05-20'));
    expect(reflectionPrompt('2025-05-19')).toBe(reflectionPrompt('2025-05-26'));
  });

  it("follows the executive's day: Tuesday in Tokyo while it is still Monday in Los Angeles", () => {
    const at = new Date('2025-05-20T02:00:00Z');
    expect(reflectionPrompt(todayIn('Asia/Tokyo', at))).toBe(reflectionPrompt('2025-05-20'));
    expect(reflectionPrompt(todayIn('America/Los_Angeles', at))).toBe(reflectionPrompt('2025-05-19'));
  });
});
