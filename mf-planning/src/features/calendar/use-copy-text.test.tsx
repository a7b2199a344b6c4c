// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CopyState, useCopyText } from './use-copy-text';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let latest: { state: CopyState; copy: (text: string) => Promise<void> } | undefined;

function Probe() {
  latest = useCopyText(1000);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stubClipboard = (clipboard: Partial<Clipboard> | undefined) => vi.stubGlobal('navigator', { ...navigator, clipboard });

describe('copying the feed link', () => {
  it("writes the text, says 'copied', then goes back to idle", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });
    await act(() => latest?.copy('https://x.test/feed.ics'));
    expect(writeText).toHaveBeenCalledWith('https://x.test/feed.ics');
    expect(latest?.state).toBe('copied');
    act(() => vi.advanceTimersByTime(1000));
    expect(latest?.state).toBe('idle');
  });

  it("says 'failed' when the clipboard refuses or is missing", async () => {
    stubClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    await act(() => latest?.copy('x'));
    expect(latest?.state).toBe('failed');
    stubClipboard(undefined);
    await act(() => latest?.copy('x'));
    expect(latest?.state).toBe('failed');
  });
});
