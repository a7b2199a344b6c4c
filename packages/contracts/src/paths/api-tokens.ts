// The signed-in account's personal access tokens (no executive id), the API's own description, and
// the MCP server for AI assistants (a personal token only).
export const apiTokenPaths = {
  apiTokens: '/api/auth/api-tokens',
  apiToken: (tokenId: number) => `/api/auth/api-tokens/${tokenId}`,
  openApiDocument: '/api/openapi.json',
  apiReference: '/api/docs',
  mcp: '/api/mcp',
} as const;
