// The MCP tools as documented: every tool calls a route a token may call, and docs/public-api.md
// lists each one with exactly the scopes its route admits (from the route table, as the server
// lists them), so the page cannot drift from what a token really gets.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../test/helpers';
import { scopesForTool, toolGates } from './mcp-server';
import { MCP_TOOLS } from './workspace-tools';

const DOC = path.resolve(__dirname, '../../../docs/public-api.md');

/** `| \`name\` | what | scopes |` rows of the page's tool table: name → scopes ("any token": none). */
function documentedTools(): Map<string, string[]> {
  const rows = fs
    .readFileSync(DOC, 'utf8')
    .split('\n')
    .filter((line) => /^\| `[a-z_]+` \|/.test(line));
  return new Map(
    rows.map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const scopes = [...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
      return [(cells[1] ?? '').replaceAll('`', ''), scopes.sort()];
    }),
  );
}

describe('the MCP tools', () => {
  it('each call a route a token may call, with unique names and object inputs', async () => {
    const t = await createTestContext();
    const gates = toolGates(t.app.routes);
    expect(gates.size).toBe(MCP_TOOLS.length);
    expect(new Set(MCP_TOOLS.map((tool) => tool.name)).size).toBe(MCP_TOOLS.length);
    for (const tool of MCP_TOOLS) expect(z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' })).toMatchObject({ type: 'object' });
  });

  it('are documented with the scopes that reach them', async () => {
    const t = await createTestContext();
    const gates = toolGates(t.app.routes);
    const actual = new Map(MCP_TOOLS.map((tool) => [tool.name, scopesForTool(gates, tool).sort()]));
    expect(documentedTools()).toEqual(actual);
  });

  it('refuse a tool whose route no token may call', async () => {
    const t = await createTestContext();
    const [first] = MCP_TOOLS;
    if (!first) throw new Error('no tools');
    expect(() => toolGates(t.app.routes, [{ ...first, route: 'GET /api/executive/:id/export' }])).toThrow(/not a route a token may call/);
  });
});
