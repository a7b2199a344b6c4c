// The MCP server for AI assistants (Model Context Protocol, Streamable HTTP, stateless: one server
// per request, answers as JSON, no session to keep between processes):
// POST   /api/mcp   one JSON-RPC message (initialize, tools/list, tools/call, …)
// GET    /api/mcp   405: no server-sent stream (a stateless server sends nothing unasked)
// DELETE /api/mcp   405: no session to end
// A personal access token is the only credential: a session cookie is refused, so a web page can
// never drive the tools with a visitor's session. Tools call the API's own routes (mcp/).
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono, type Context } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';
import { apiCaller } from '../mcp/api-caller';
import { mcpServer, toolGates, type ToolGates } from '../mcp/mcp-server';
import { tokenOnly } from '../middleware/api-token';

/** The app's own fetch, given the request's environment (its connection) along with the request. */
export type EnvFetch = (request: Request, env: unknown) => Promise<Response>;

const tokenRequired = () =>
  new HttpError(
    401,
    'token_required',
    'The MCP server takes a personal access token: send it as Authorization: Bearer pvn_… (Settings → API tokens).',
    undefined,
    {
      'WWW-Authenticate': 'Bearer',
    },
  );

const postOnly = (c: Context<AppEnv>) => {
  c.header('Allow', 'POST');
  return c.json({ error: { code: 'method_not_allowed', message: 'Send MCP messages with POST: this server keeps no stream and no session.' } }, 405);
};

/** `routes` is read at the first request, once every route is mounted: the tools' gates come from it. */
export function mcpRoutes(appFetch: EnvFetch, routes: () => readonly RouterRoute[]) {
  let gates: ToolGates | undefined;
  return new Hono<AppEnv>()
    .post('/mcp', tokenOnly(), async (c) => {
      const token = c.get('apiToken');
      const user = c.get('user');
      if (!token || !user) throw tokenRequired();
      gates ??= toolGates(routes());
      const api = apiCaller((request) => appFetch(request, c.env), c.req.raw);
      const server = mcpServer({ tokenName: token.name, scopes: token.scopes, ownExecutiveId: user.executiveId }, gates, api);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        await server.close();
      }
    })
    .get('/mcp', tokenOnly(), postOnly)
    .delete('/mcp', tokenOnly(), postOnly);
}
