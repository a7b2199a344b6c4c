// Under /api/executive/:id: the command palette's search across the executive's own data,
// ranked, typo-tolerant, with the matched words marked (services/search/workspace-search.ts).
import { Hono } from 'hono';
import { WorkspaceSearchQuerySchema, type WorkspaceSearchResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { validQuery } from '../lib/validation';
import { searchWorkspace } from '../services/search/workspace-search';
import { requires } from '../middleware/requires';

export function workspaceSearchRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>().get('/search', requires('read'), validQuery(WorkspaceSearchQuerySchema), async (c) => {
    const { q, limit } = c.req.valid('query');
    const results = await searchWorkspace(repos, c.get('executiveId'), q, limit, c.get('seesPrivate'));
    return c.json({ query: q, results } satisfies WorkspaceSearchResponse);
  });
}
