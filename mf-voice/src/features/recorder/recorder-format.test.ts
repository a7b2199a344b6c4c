import { describe, expect, it } from 'vitest';
import { pickMimeType } from './recorder-format';

describe('pickMimeType', () => {
  it('prefers webm with opus', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
  });
  it('falls back to what the browser supports, or its default', () => {
    expect(pickMimeType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(pickMimeType(() => false)).toBeUndefined();
  });
});
