import { describe, expect, it, vi } from 'vitest';
import { createBuiltInEngine } from '../assistant/built-in';
import { DEFAULT_AUTH_RATE_LIMITS } from '../auth/rate-limit';
import { systemClock } from '../lib/clock';
import { createTestContext } from '../../test/helpers';
import { executiveContext } from './executive-context';

describe('executive context', () => {
  it('reads the team only when the engine asks for it, and once', async () => {
    const t = await createTestContext();
    const list = vi.spyOn(t.repos.team, 'list');
    const deps = { repos: t.repos, clock: systemClock, engine: createBuiltInEngine(), secureCookies: false, trustProxy: false, authRateLimits: DEFAULT_AUTH_RATE_LIMITS, scrypt: undefined };
    const context = executiveContext(deps, 1, new Date());
    expect(list).not.toHaveBeenCalled();
    expect(context.directReports.length).toBeGreaterThan(0);
    expect(context.directReports).toBe(context.directReports);
    expect(list).toHaveBeenCalledTimes(1);
  });
});
