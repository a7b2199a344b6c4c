// The API's own description, open to anyone (it holds no data):
// GET /api/openapi.json         the OpenAPI 3.1 document, generated from the route table (openapi/)
// GET /api/docs                 the interactive reference (Scalar), under a strict CSP with a per-page nonce
// GET /api/docs/reference.js    its script, from this server
import { randomBytes } from 'node:crypto';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../app-env';
import { apiDocument } from '../openapi/document';
import { referenceScript } from '../openapi/reference-script';

const DOCUMENT_VERSION = '1';

/** The reference page's policy: its own script and styles by nonce, the document from this origin, nothing else. */
const referencePolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/** `routes` is read at the first request, once every route is mounted. */
export function apiDescriptionRoutes(routes: () => readonly RouterRoute[]) {
  let document: ReturnType<typeof apiDocument> | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => c.json(await (document ??= apiDocument<AppEnv>(routes(), DOCUMENT_VERSION))))
    .get(
      '/docs',
      Scalar((c) => {
        const nonce = randomBytes(16).toString('base64');
        c.header('Content-Security-Policy', referencePolicy(nonce));
        return {
          url: '/api/openapi.json',
          cdn: '/api/docs/reference.js',
          nonce,
          pageTitle: 'Provana API reference',
          withDefaultFonts: false,
          telemetry: false,
          hideClientButton: true,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
        };
      }),
    )
    .get('/docs/reference.js', (c) => referenceScript(c));
}
