// The OpenAPI document against the route table of the app as the server assembles it (the API with
// the operator routes and the front-end mounted): every route of the API is described, nothing is
// described that is not mounted, and each workspace route says the least role it declared and the
// token scopes that reach it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { requiredAccessOf } from '../src/middleware/requires';
import { isDescribed, withoutParamPatterns } from '../src/openapi/document';
import { routeArea, scopesAdmitting } from '../src/auth/token-scopes';
import { manualClock } from '../src/lib/clock';
import { FIXED_NOW } from './helpers';
import { registryApp, staticRootForTests, type RegistryApp } from './support/registry-app';
import { createTestDatabase } from './support/test-database';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  'x-provana-role'?: string;
  'x-provana-scopes'?: string[];
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

/** `/api/executive/:id/team/:name` as the document writes it: `/api/executive/{id}/team/{name}`. */
const asOpenApiPath = (path: string) => withoutParamPatterns(path).replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let app: RegistryApp;
  let doc: Document;
  let remove: () => void;
  const mounted = new Map<string, string>();

  beforeAll(async () => {
    const root = staticRootForTests();
    remove = root.remove;
    app = registryApp(await createTestDatabase('demo'), { clock: manualClock(FIXED_NOW), root: root.root });
    for (const route of app.routes) {
      if (route.method === 'ALL' || !isDescribed(route.path)) continue;
      mounted.set(`${route.method.toLowerCase()} ${asOpenApiPath(route.path)}`, `${route.method} ${route.path}`);
    }
    const res = await app.request(apiPaths.openApiDocument);
    expect(res.status).toBe(200);
    doc = (await res.json()) as Document;
  });
  afterAll(() => remove());

  it('is OpenAPI 3.1 with the session, token and operator credentials', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['operatorToken', 'personalToken', 'session']);
  });

  it('describes every mounted route of the API and nothing that is not mounted', () => {
    const described = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(mounted.size).toBeGreaterThan(150);
    expect([...mounted.keys()].filter((key) => !described.includes(key))).toEqual([]);
    expect(described.filter((key) => !mounted.has(key))).toEqual([]);
    // The operator API and the document itself are routes like the others; the front-end's files are not the API.
    expect(described).toContain('post /api/operator/remotes/{name}/live');
    expect(described).toContain('get /api/openapi.json');
    expect(described.some((key) => key.includes('remotes.json'))).toBe(false);
  });

  it('gives each workspace route its declared role and the scopes that reach it', () => {
    let workspaceRoutes = 0;
    for (const route of app.routes) {
      const access = requiredAccessOf(route.handler);
      if (!access) continue;
      workspaceRoutes++;
      const operation = doc.paths[asOpenApiPath(route.path)]?.[route.method.toLowerCase()];
      const scopes = scopesAdmitting(routeArea(route.path), access);
      expect({ route: route.path, role: operation?.['x-provana-role'], scopes: operation?.['x-provana-scopes'] }).toEqual({
        route: route.path,
        role: access,
        scopes,
      });
      expect(operation?.security).toEqual(scopes.length ? [{ session: [] }, { personalToken: scopes }] : [{ session: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(workspaceRoutes).toBeGreaterThan(100);
  });

  it('takes request bodies, path parameters and queries from the validators’ own schemas', () => {
    const create = doc.paths['/api/executive/{id}/priorities']?.post;
    expect(Object.keys(create?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['task', 'description', 'urgency', 'dueDate']),
    );
    expect(create?.responses['400']).toBeDefined();
    const patch = doc.paths['/api/executive/{id}/priorities/{taskId}']?.patch;
    expect(patch?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(expect.arrayContaining(['path id', 'path taskId']));
    expect(doc.paths['/api/auth/api-tokens']?.post?.responses['201']?.content?.['application/json']?.schema).toBeDefined();
    // Outside workspaces, a token reads only which workspaces it reaches; the account's own routes are the session's.
    expect(doc.paths['/api/workspaces']?.get?.security).toEqual([{ session: [] }, { personalToken: [] }]);
    expect(doc.paths['/api/auth/sessions']?.get?.security).toEqual([{ session: [] }]);
    // The MCP server takes a personal token alone.
    expect(doc.paths['/api/mcp']?.post?.security).toEqual([{ personalToken: [] }]);
    expect(Object.keys(doc.paths['/api/mcp']?.get?.responses ?? {})).toContain('405');
  });
});
