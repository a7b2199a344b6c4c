// Counts the first screen's work in the page itself, without a special build: React commits and
// component renders (through React's DevTools global hook, which React calls on every commit),
// Emotion's style insertions (CSSStyleSheet.insertRule and <style> text), and main-thread long tasks.
// Shared by the first-render benchmark and the render budgets of the e2e suite.
import type { BrowserContext, Page } from '@playwright/test';

export interface RenderProbeReport {
  /** React commits since the first byte: when, how many components rendered, and the outermost of them. */
  commits: { at: number; renders: number; outermost: string[] }[];
  /** Component renders in all, and those inside one of the brief's priority rows. */
  renders: number;
  briefRowRenders: number;
  /** Renders per component type, by its name where the build kept one. */
  byComponent: Record<string, number>;
  /** CSS rules inserted (Emotion inserts one rule per new style in production). */
  styleInsertions: number;
  longTasks: { at: number; duration: number }[];
  /** When the last commit, long task or finished request happened (ms since navigation start). */
  lastActivity: number;
}

/**
 * Runs in the page before its first script (see addRenderProbe): self-contained, its source is sent.
 */
export function installRenderProbe(): void {
  type Fiber = {
    tag: number;
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    return: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: Record<string, unknown> | null;
  };
  const state = {
    commits: [] as { at: number; renders: number; outermost: string[] }[],
    renders: 0,
    briefRowRenders: 0,
    byComponent: {} as Record<string, number>,
    styleInsertions: 0,
    longTasks: [] as { at: number; duration: number }[],
    lastActivity: 0,
  };
  (window as unknown as { __renderProbe: typeof state }).__renderProbe = state;
  const touch = (at: number) => {
    state.lastActivity = Math.max(state.lastActivity, at);
  };

  // Function, class, forwardRef and memo components: the fibers whose render runs user code.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const HOST_COMPONENT = 5;
  const nameOf = (type: unknown): string => {
    if (!type) return 'Anonymous';
    if (typeof type === 'function') return (type as { displayName?: string; name?: string }).displayName || type.name || 'Anonymous';
    if (typeof type === 'object') {
      const t = type as { displayName?: string; render?: unknown; type?: unknown };
      return t.displayName || nameOf(t.render ?? t.type);
    }
    return String(type);
  };
  const inBriefRow = (fiber: Fiber): boolean => {
    for (let f: Fiber | null = fiber; f; f = f.return) if (f.tag === HOST_COMPONENT && f.memoizedProps?.['data-testid'] === 'brief-priority') return true;
    // The row's own component: its first element is the row.
    let first: Fiber | null = fiber.child;
    while (first && first.tag !== HOST_COMPONENT) first = first.child;
    return first?.memoizedProps?.['data-testid'] === 'brief-priority';
  };

  // The fibers of the tree committed last: a fiber React rendered in this commit is the other object of
  // its pair (or a new one), with the PerformedWork flag; a subtree React skipped keeps last commit's objects.
  let previous = new WeakSet<Fiber>();
  const onCommit = (root: { current: Fiber }) => {
    const seen = new WeakSet<Fiber>();
    let rendered = 0;
    const outermost: string[] = [];
    // Each entry: a fiber, and whether a component above it rendered in this commit.
    const stack: [Fiber, boolean][] = [[root.current, false]];
    while (stack.length) {
      const [fiber, under] = stack.pop()!;
      seen.add(fiber);
      let renderedHere = false;
      if (COMPONENT_TAGS.has(fiber.tag) && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) {
        renderedHere = true;
        rendered++;
        const name = nameOf(fiber.type);
        state.byComponent[name] = (state.byComponent[name] ?? 0) + 1;
        if (inBriefRow(fiber)) state.briefRowRenders++;
        if (!under && outermost.length < 8) outermost.push(name);
      }
      if (fiber.sibling) stack.push([fiber.sibling, under]);
      if (fiber.child) stack.push([fiber.child, under || renderedHere]);
    }
    previous = seen;
    state.renders += rendered;
    const at = performance.now();
    state.commits.push({ at: Math.round(at), renders: rendered, outermost });
    touch(at);
  };

  let nextId = 1;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => nextId++,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => onCommit(root),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    setStrictMode: () => {},
  };

  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    state.styleInsertions++;
    return insertRule.call(this, rule, index);
  };
  // Outside production Emotion appends text nodes to its <style> elements instead.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node.nodeType === Node.TEXT_NODE && node.parentElement?.tagName === 'STYLE') state.styleInsertions++;
  }).observe(document, { subtree: true, childList: true });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ at: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      touch(entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) touch(entry.startTime + entry.duration);
  }).observe({ type: 'resource', buffered: true });
}

/**
 * Installs the probe in every page of the context, before the page's own scripts. The source goes as
 * text: a TypeScript loader that keeps function names (tsx, for the benchmarks) wraps them in a
 * `__name` helper the page does not have.
 */
export async function addRenderProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: `var __name = (fn) => fn;\n(${installRenderProbe.toString()})();` });
}

/**
 * Waits until the page has been quiet (no commit, long task or finished request) for `quietMs`, at
 * most `timeoutMs`, then returns the counts.
 */
export async function readRenderProbeWhenIdle(page: Page, { quietMs = 3000, timeoutMs = 30_000 } = {}): Promise<RenderProbeReport> {
  await page.waitForFunction(
    (quiet: number) => {
      const probe = (window as unknown as { __renderProbe: RenderProbeReport }).__renderProbe;
      return performance.now() - probe.lastActivity >= quiet;
    },
    quietMs,
    { timeout: timeoutMs, polling: 250 },
  );
  return page.evaluate(() => structuredClone((window as unknown as { __renderProbe: RenderProbeReport }).__renderProbe));
}
