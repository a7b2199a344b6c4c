// The API's Node HTTP listener: Hono's (@hono/node-server), behind a step that gives every response
// the headers all of them carry: the security headers and the request id (X-Request-Id). They are
// set on Node's response before Hono answers, so whatever a route sets wins (Node's writeHead puts
// its own headers over setHeader's): the shell's pages keep their CSP, remote files their
// cross-origin CORP.
// Why not as Hono middleware: one header set through Hono turns a response's headers from a plain
// object into a WHATWG Headers (validated on every set, sorted on every read) on every response.
// Measured on the daily brief, the two builds alternated (8 s each, three pairs, 50 connections):
// 55–61k → 60–64k requests; bench:api's health check 17k → 20k req/s.
import type { IncomingMessage, RequestListener } from 'node:http';
import { randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { securityHeaders } from '../middleware/security-headers';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The id given to each request this listener passed on, for the app to read (see requestIdOf). */
const requestIds = new WeakMap<IncomingMessage, string>();

/** The id the listener gave the request behind a Hono context's `env` (node-server's { incoming }), if any. */
export function requestIdOf(env: unknown): string | undefined {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? requestIds.get(incoming) : undefined;
}

/** A request id a client or proxy sent, kept when it is short and plain (hono/request-id's rule), else null. */
export function acceptedRequestId(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 255 && !/[^\w\-=]/.test(value) ? value : null;
}

/**
 * The security headers every response carries: what securityHeaders() (hono/secure-headers, the one
 * definition, also used for the shell's pages) sets on an empty answer, read once.
 */
export async function defaultResponseHeaders(): Promise<Array<[string, string]>> {
  const probe = new Hono().use(securityHeaders()).get('/', (c) => c.body(null, 204));
  const res = await probe.request('/');
  return [...res.headers];
}

/** Node's request listener for a Hono app, with the default headers and the request id on every response. */
export function nodeListener(fetch: Parameters<typeof getRequestListener>[0], headers: Array<[string, string]>): RequestListener {
  const hono = getRequestListener(fetch);
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // The app takes this id (hono/request-id in app.ts), so the log line and the header agree.
    const id = acceptedRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
    requestIds.set(req, id);
    res.setHeader('X-Request-Id', id);
    return hono(req, res);
  };
}
