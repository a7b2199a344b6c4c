// The baseline: a bare Hono app on @hono/node-server answering one small JSON route, nothing else
// (no middleware, no database). What the API's figures are set beside.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2] ?? 0);
const app = new Hono().get('/json', (c) => c.json({ ok: true, items: [1, 2, 3] }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
