// Serves one remote's dist from its own port (a second origin for e2e tests): static files + CORS, no API.
// Usage: tsx api/src/static/serve-remote.ts <dir> <port>
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { revalidatedByEtag, staticFiles } from './static-files';

const [dirArg, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (!dirArg || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('Usage: serve-remote.ts <dist-dir> <port>');
  process.exit(1);
}
const root = path.resolve(dirArg);
const host = process.env.HOST ?? '127.0.0.1';

const app = new Hono();
app.options('*', (c) =>
  c.body(null, 204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' }),
);
app.get('*', revalidatedByEtag, staticFiles({ root, crossOrigin: true }), (c) => c.text('Not Found', 404, { 'Access-Control-Allow-Origin': '*' }));

serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Serving ${root} at http://${host}:${info.port}/ (CORS enabled)`);
});
