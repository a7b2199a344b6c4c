// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useBreakpointUp } from './use-breakpoint-up';

/** A viewport of `width` px whose media queries answer like a browser's, and can be resized. */
function viewport(width: number) {
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => width >= Number(/min-width:\s*([\d.]+)rem/.exec(query)?.[1] ?? Infinity) * 16;
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize: (to: number) => {
      width = to;
      for (const list of lists) for (const listener of list.listeners) listener();
    },
  };
}

function Probe() {
  return <p>{`lg ${useBreakpointUp('lg')}, xl ${useBreakpointUp('xl')}`}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useBreakpointUp', () => {
  it("answers on the first render with the design system's breakpoints (lg 64rem, xl 80rem)", () => {
    viewport(1100);
    render(<Probe />);
    expect(screen.getByText('lg true, xl false')).toBeTruthy();
  });

  it('follows the viewport when it crosses a breakpoint', () => {
    const screenSize = viewport(1280);
    render(<Probe />);
    expect(screen.getByText('lg true, xl true')).toBeTruthy();
    act(() => screenSize.resize(400));
    expect(screen.getByText('lg false, xl false')).toBeTruthy();
  });
});
