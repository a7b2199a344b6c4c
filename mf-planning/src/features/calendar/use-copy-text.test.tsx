// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopyText } from './use-copy-text';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stubClipboard = (clipboard: Partial<Clipboard> | undefined) => vi.stubGlobal('navigator', { ...navigator, clipboard });

describe('copying the feed link', () => {
  it("writes the text, says 'copied', then goes back to idle", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });
    const { result } = renderHook(() => useCopyText(1000));
    expect(result.current.state).toBe('idle');
    await act(() => result.current.copy('https://x.test/feed.ics'));
    expect(writeText).toHaveBeenCalledWith('https://x.test/feed.ics');
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
  });

  it("says 'failed' when the clipboard refuses or is missing", async () => {
    stubClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    const { result } = renderHook(() => useCopyText(1000));
    await act(() => result.current.copy('x'));
    expect(result.current.state).toBe('failed');
    stubClipboard(undefined);
    await act(() => result.current.copy('x'));
    expect(result.current.state).toBe('failed');
  });
});
