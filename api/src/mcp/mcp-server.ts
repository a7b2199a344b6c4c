// One MCP server per request (stateless Streamable HTTP), for the token the request came with. It
// lists only the tools the token's scopes reach, judged by the role and area of the route each tool
// calls, read from the app's route table (so a tool can never reach more than the route itself);
// a call of any other tool is refused with a JSON-RPC error that names the scope it needs. Inputs
// are checked with the contracts' schemas; refusals and failures come back as the API's own words.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { RequiredAccess } from '@provana/contracts';
import type { TokenScope } from '@provana/contracts/api-tokens';
import { routeArea, scopesAdmitting, scopesAllow, type RouteArea } from '../auth/token-scopes';
import { validationError } from '../lib/validation';
import { isTokenReadable } from '../middleware/api-token';
import { requiredAccessOf } from '../middleware/requires';
import { ToolFailure, type ApiCaller, type McpTool } from './tool';
import { MCP_TOOLS } from './workspace-tools';

export const MCP_SERVER_INFO = { name: 'provana', title: 'Provana', version: '1.0.0' };

const INSTRUCTIONS =
  "Provana is an executive's dashboard: priorities, calendar, decisions, team 1:1s and memory notes. " +
  "Tools act in the token owner's own workspace unless given another workspace's executiveId (list_workspaces). " +
  "Times are the workspace's wall-clock time, YYYY-MM-DDTHH:MM.";

/** What a tool's route asks: its least role and area, or nothing beyond a token (a token-readable route). */
type Gate = { area: RouteArea; access: RequiredAccess } | 'any-token';

/** Each tool's gate, from the route table; a tool whose route is not mounted is a programming error. */
export function toolGates(routes: readonly { method: string; path: string; handler: unknown }[], tools: readonly McpTool[] = MCP_TOOLS) {
  const gates = new Map<string, Gate>();
  for (const tool of tools) {
    const matching = routes.filter((route) => `${route.method} ${route.path}` === tool.route);
    const access = matching.map((route) => requiredAccessOf(route.handler)).find(Boolean);
    const area = routeArea(tool.route.split(' ')[1] ?? '');
    if (access && area !== 'none') gates.set(tool.name, { area, access });
    else if (matching.some((route) => isTokenReadable(route.handler))) gates.set(tool.name, 'any-token');
    else throw new Error(`The MCP tool ${tool.name} calls ${tool.route}, which is not a route a token may call`);
  }
  return gates;
}

export type ToolGates = ReturnType<typeof toolGates>;

/** The scopes any one of which lets a token use the tool (empty: any token). */
export function scopesForTool(gates: ToolGates, tool: McpTool): string[] {
  const gate = gates.get(tool.name);
  return !gate || gate === 'any-token' ? [] : scopesAdmitting(gate.area, gate.access);
}

export function toolAllowed(gates: ToolGates, tool: McpTool, scopes: readonly TokenScope[]): boolean {
  const gate = gates.get(tool.name);
  return gate === 'any-token' || (gate !== undefined && scopesAllow(scopes, gate.area, gate.access));
}

function listed(tool: McpTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as Tool['inputSchema'],
    annotations: { title: tool.title, readOnlyHint: tool.readOnly, destructiveHint: false, openWorldHint: false },
  };
}

const failed = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

export interface McpHolder {
  tokenName: string;
  scopes: readonly TokenScope[];
  /** The token owner's own workspace: where a tool acts without an executiveId. */
  ownExecutiveId: number;
}

export function mcpServer(holder: McpHolder, gates: ToolGates, api: ApiCaller): Server {
  const server = new Server(MCP_SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const allowed = MCP_TOOLS.filter((tool) => toolAllowed(gates, tool, holder.scopes));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: allowed.map(listed) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args = {} } = request.params;
    const tool = MCP_TOOLS.find((each) => each.name === name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `There is no tool named ${name}.`);
    if (!allowed.includes(tool)) {
      const needs = scopesForTool(gates, tool).join(' or ');
      throw new McpError(ErrorCode.InvalidParams, `The access token "${holder.tokenName}" may not use ${name}: it needs the scope ${needs}.`);
    }
    const parsed = tool.input.safeParse(args);
    if (!parsed.success) return failed(validationError(parsed.error).message);
    const input = parsed.data as Record<string, unknown>;
    const executiveId = typeof input.executiveId === 'number' ? input.executiveId : holder.ownExecutiveId;
    try {
      const answer = await tool.run(input, { executiveId, api });
      return { content: [{ type: 'text', text: JSON.stringify(answer, null, 2) }] };
    } catch (error) {
      if (error instanceof ToolFailure) return failed(error.message);
      throw error;
    }
  });
  return server;
}
