// What an MCP tool is here: a name and words for the assistant, its input as a contracts schema (plus
// the workspace), the API route whose least role and token scope it needs, and what it does, always
// through the API's own routes (api-caller.ts): the same checks, services, activity log and live
// updates as a request from the dashboard. No tool holds business logic of its own.
import type { z } from 'zod';
import { IdSchema } from '@provana/contracts';

/** Calls one route of this API as the token's holder; a refusal or failure throws ToolFailure. */
export type ApiCaller = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) => Promise<unknown>;

/** A tool call that could not be done: its message is the API's own (what the person would read). */
export class ToolFailure extends Error {}

export interface ToolRun {
  /** The workspace the call is about: the argument, else the token owner's own. */
  executiveId: number;
  api: ApiCaller;
}

export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** `METHOD path` of the route in the app's route table whose role and scope the tool needs. */
  route: string;
  /** Whether the tool only reads (MCP's readOnlyHint). */
  readOnly: boolean;
  input: z.ZodType;
  run: (args: Record<string, unknown>, on: ToolRun) => Promise<unknown>;
}

/** The workspace argument every workspace tool takes. */
export const WORKSPACE_ARGUMENT = {
  executiveId: IdSchema.optional().describe('The workspace (executive id) to act in: your own when left out; list_workspaces names the others you can reach.'),
};

/** A workspace tool: its input is the contracts' schema (refinements kept) with the workspace argument. */
export function workspaceTool<S extends z.ZodObject>(tool: {
  name: string;
  title: string;
  description: string;
  route: string;
  input: S;
  run: (args: z.output<S>, on: ToolRun) => Promise<unknown>;
}): McpTool {
  return {
    ...tool,
    readOnly: tool.route.startsWith('GET '),
    input: tool.input.safeExtend(WORKSPACE_ARGUMENT),
    // The workspace is the call's address (ToolRun), not part of the route's body or query.
    run: ({ executiveId: _workspace, ...args }, on) => tool.run(args as z.output<S>, on),
  };
}

/** `?from=…&to=…` from the defined values only. */
export function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
