// The signed-in account's personal access tokens (no executive id), and the API's own description.
export const apiTokenPaths = {
  apiTokens: '/api/auth/api-tokens',
  apiToken: (tokenId: number) => `/api/auth/api-tokens/${tokenId}`,
  openApiDocument: '/api/openapi.json',
  apiReference: '/api/docs',
} as const;
