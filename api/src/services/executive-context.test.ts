import { describe, expect, it, vi } from 'vitest';
import { createBuiltInEngine } from '../assistant/built-in';
import type { AssistantEngine } from '../assistant/engine';
import { DEFAULT_AUTH_RATE_LIMITS } from '../auth/rate-limit';
import { systemClock } from '../lib/clock';
import { createChangeHub } from '../live/change-hub';
import { createTestContext, type TestContext } from '../../test/helpers';
import { executiveContext } from './executive-context';

const depsOf = (t: TestContext, engine: AssistantEngine) => ({
  repos: t.repos,
  clock: systemClock,
  engine,
  secureCookies: false,
  trustProxy: false,
  authRateLimits: DEFAULT_AUTH_RATE_LIMITS,
  scrypt: undefined,
  model: null,
  stt: null,
  changes: createChangeHub(),
});

describe('executive context', () => {
  it('reads the team only when the engine asks for it, and once', async () => {
    const t = await createTestContext();
    const list = vi.spyOn(t.repos.directReports, 'list');
    const builtIn = await executiveContext(depsOf(t, createBuiltInEngine()), 1, new Date(), true);
    expect(list).not.toHaveBeenCalled();
    expect(builtIn.directReports).toEqual([]);
    expect(builtIn.priorities.length).toBeGreaterThan(0);
    const context = await executiveContext(depsOf(t, { ...createBuiltInEngine(), readsDirectReports: true }), 1, new Date(), true);
    expect(context.directReports.length).toBeGreaterThan(0);
    expect(list).toHaveBeenCalledTimes(1);
  });
});
