// A tool's call of the API: a request to this same app, in process, carrying the MCP request's own
// token and connection. So every call passes the very checks a script's request passes (the token,
// the workspace access and the owner's role there, the token's scope for the route, the contracts'
// validation), runs the same route and services, is logged in Activity ("via <token name>"), counts
// against the token's rate limit and tells open dashboards what changed.
import type { ApiError } from '@provana/contracts';
import { ToolFailure, type ApiCaller } from './tool';

/** The app's own fetch, with the MCP request's environment (its connection: the client's address). */
export type AppFetch = (request: Request) => Promise<Response>;

/** Headers of the MCP request a tool's call carries on: the credential and what names the client. */
const CARRIED = ['authorization', 'x-forwarded-for', 'x-forwarded-proto', 'user-agent', 'x-request-id'];

const messageOf = (body: unknown, status: number): string => {
  const error = (body as Partial<ApiError> | null)?.error;
  return typeof error?.message === 'string' ? error.message : `The API answered ${status}.`;
};

export function apiCaller(appFetch: AppFetch, mcpRequest: Request): ApiCaller {
  return async (method, path, body) => {
    const headers = new Headers();
    for (const name of CARRIED) {
      const value = mcpRequest.headers.get(name);
      if (value) headers.set(name, value);
    }
    if (body !== undefined) headers.set('content-type', 'application/json');
    const url = new URL(path, mcpRequest.url);
    const res = await appFetch(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    const answer: unknown = res.headers.get('content-type')?.includes('application/json') ? await res.json() : await res.text();
    if (!res.ok) throw new ToolFailure(messageOf(answer, res.status));
    return answer;
  };
}
