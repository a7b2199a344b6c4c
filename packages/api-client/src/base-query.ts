// The one base query: cookies on every call, JSON for OK responses, and the body TEXT kept
// for non-OK responses (the spec's error message is "<status>: <body text or status text>").
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { takeEarlyRequest } from './early-request';

/** Parses an OK body as JSON (empty body → null); keeps a failed response's body as text. */
export async function handleResponse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text.length === 0 ? null : (JSON.parse(text) as unknown);
}

/** What a write says when the browser is offline: refused before it is sent, never queued. */
export const OFFLINE_WRITE_MESSAGE = "You're offline: this change was not saved";

const isRead = (args: string | FetchArgs) => typeof args === 'string' || !args.method || ['GET', 'HEAD'].includes(args.method.toUpperCase());
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** Builds the base query; tests pass a loopback origin or their own fetch. */
export function createBaseQuery({ baseUrl = '', fetchFn }: { baseUrl?: string; fetchFn?: typeof fetch } = {}): ApiBaseQuery {
  const send = fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const raw = fetchBaseQuery({
    // apiPaths already start with /api: the base is only an origin ('' = same origin).
    baseUrl,
    credentials: 'include',
    responseHandler: handleResponse,
    // The session check the shell's entry already started (early-request.ts); if that failed, ask again.
    fetchFn: (input, init) => {
      const early = input instanceof Request ? takeEarlyRequest(input) : undefined;
      return early ? early.catch(() => send(input, init)) : send(input, init);
    },
  });
  return async (args, api, extraOptions) => {
    // The form that sent it keeps what was typed: the error is shown like any other refusal.
    if (!isRead(args) && browserOffline()) return { error: { status: 'CUSTOM_ERROR', error: OFFLINE_WRITE_MESSAGE, data: { code: 'offline' } } };
    const result = await raw(args, api, extraOptions);
    const error = result.error;
    // An empty error body is replaced by the status text, so the message is never "500: ".
    if (error && typeof error.status === 'number' && (error.data === '' || error.data === undefined)) {
      const statusText = result.meta?.response?.statusText ?? '';
      return { ...result, error: { status: error.status, data: statusText } };
    }
    return result;
  };
}
