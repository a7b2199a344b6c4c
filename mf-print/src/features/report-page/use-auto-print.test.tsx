// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoPrint } from './use-auto-print';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
const print = vi.fn();

function Probe({ enabled, ready }: { enabled: boolean; ready: boolean }) {
  useAutoPrint(enabled, ready, print);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  print.mockReset();
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

const render = (enabled: boolean, ready: boolean) => act(() => root.render(<Probe enabled={enabled} ready={ready} />));

describe('auto-print', () => {
  it('prints once, 1 second after the report is ready, and never again on re-render', () => {
    render(true, false);
    act(() => vi.advanceTimersByTime(5000));
    expect(print).not.toHaveBeenCalled(); // still loading

    render(true, true);
    act(() => vi.advanceTimersByTime(999));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);

    render(true, false);
    render(true, true);
    act(() => vi.advanceTimersByTime(5000));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does nothing without auto-print=true', () => {
    render(false, true);
    act(() => vi.advanceTimersByTime(5000));
    expect(print).not.toHaveBeenCalled();
  });
});
