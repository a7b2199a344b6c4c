// A fake API at the network boundary for component tests: `fetch` answers from a table of routes
// ("POST /api/executive/7/goals") and records every request, so a test asserts what was sent.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** The path only, e.g. /api/executive/7/goals. */
  url: string;
  /** The parsed JSON body, or undefined for none. */
  body: unknown;
}

export type Route = (request: RecordedRequest) => Response | Promise<Response>;

export interface ApiStub {
  calls: RecordedRequest[];
  /** Requests other than reads (what the user's action would change). */
  writes: () => RecordedRequest[];
  /** Adds or replaces the answer to one "METHOD /path". */
  on: (route: string, answer: Route) => void;
}

/** Stubs the global fetch until `vi.unstubAllGlobals()`. Unknown routes answer the API's JSON 404. */
export function stubApi(routes: Record<string, Route> = {}): ApiStub {
  const table = { ...routes };
  const calls: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const recorded: RecordedRequest = { method: request.method, url: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(recorded);
    const route = table[`${recorded.method} ${recorded.url}`];
    return route ? route(recorded) : Response.json({ error: { code: 'not_found', message: 'No such route' } }, { status: 404 });
  });
  return {
    calls,
    writes: () => calls.filter((c) => c.method !== 'GET'),
    on: (route, answer) => {
      table[route] = answer;
    },
  };
}

/**
 * For a file of component tests: a fresh stub before each test, and after it the rendered tree
 * unmounted and fetch restored. Returns the current test's stub.
 */
export function apiStubPerTest(routes: Record<string, Route> = {}): () => ApiStub {
  let current: ApiStub | undefined;
  beforeEach(() => {
    current = stubApi(routes);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return () => {
    if (!current) throw new Error('apiStubPerTest: no test is running');
    return current;
  };
}
