// The answers the OpenAPI document details (openapi/answers.ts) are what the routes answer: each
// listed route is mounted, and called as the demo account with the authorization tests' real
// parameters and bodies, its answer parses with the documented schema.
import { beforeAll, describe, expect, it } from 'vitest';
import { answerFor, answeredRoutes } from '../src/openapi/answers';
import { createTestContext, type TestContext } from './helpers';
import { SAMPLE_BODIES, fillPath, withCookie } from './support/route-calls';

describe('the answers the OpenAPI document details', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });

  it('are each a mounted route', () => {
    const mounted = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`));
    expect(answeredRoutes().filter((key) => !mounted.has(key))).toEqual([]);
  });

  it('parse with the documented schema, with the documented status', async () => {
    const wrong: { route: string; status: number; issue?: string }[] = [];
    for (const key of answeredRoutes()) {
      const answer = answerFor(key);
      const [method = 'GET', pattern = '/'] = key.split(' ');
      let body: unknown = SAMPLE_BODIES[key];
      if (key === 'POST /api/auth/api-tokens') body = { name: 'Documented', scopes: ['read'] };
      // The spec's body-addressed calls name the executive in the body.
      if (pattern === '/api/voice-command' || pattern === '/api/voice-recording') body = { ...(body as object | undefined), executiveId: 1 };
      const init: RequestInit = method === 'GET' ? {} : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
      const query = pattern.endsWith('search') ? '?q=board' : '';
      const res = await t.app.request(`${fillPath(pattern, 1)}${query}`, withCookie(init, t.demoCookie));
      const parsed = answer?.schema.safeParse(await res.json());
      if (res.status !== answer?.status || !parsed?.success) wrong.push({ route: key, status: res.status, issue: parsed?.error?.issues[0]?.message });
    }
    expect(wrong).toEqual([]);
  });
});
