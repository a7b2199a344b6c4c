// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoPrint } from './use-auto-print';

const print = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  print.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderAutoPrint = (enabled: boolean, ready: boolean) =>
  renderHook((props: { enabled: boolean; ready: boolean }) => useAutoPrint(props.enabled, props.ready, print), { initialProps: { enabled, ready } });

describe('auto-print', () => {
  it('prints once, 1 second after the report is ready, and never again on re-render', () => {
    const { rerender } = renderAutoPrint(true, false);
    act(() => vi.advanceTimersByTime(5000));
    expect(print).not.toHaveBeenCalled(); // still loading

    rerender({ enabled: true, ready: true });
    act(() => vi.advanceTimersByTime(999));
    expect(print).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(print).toHaveBeenCalledTimes(1);

    rerender({ enabled: true, ready: false });
    rerender({ enabled: true, ready: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does nothing without auto-print=true', () => {
    renderAutoPrint(false, true);
    act(() => vi.advanceTimersByTime(5000));
    expect(print).not.toHaveBeenCalled();
  });
});
