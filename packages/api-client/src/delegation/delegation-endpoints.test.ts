// @vitest-environment happy-dom
// The activity log a page at a time: the first page without a cursor, the next one from the last
// page's cursor with the same filter, and no further page once the log says there is none.
import type { ActivityPage } from '@provana/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { delegationApi } from './index';

const page = (ids: number[], nextCursor: string | null): ActivityPage => ({
  entries: ids.map((id) => ({
    id,
    actorUserId: 3,
    actorName: 'Sam Lee',
    kind: 'priorities',
    itemType: 'priority',
    itemId: String(id),
    description: `Sam Lee completed the priority 'P${id}'`,
    at: '2026-03-04T10:42:00Z',
  })),
  nextCursor,
  people: [{ userId: 3, name: 'Sam Lee' }],
});

let urls: string[];

beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    urls.push(`${url.pathname}${url.search}`);
    return Response.json(url.searchParams.get('cursor') === '40' ? page([40, 39], null) : page([42, 41], '40'));
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the activity log', () => {
  it('loads older pages from the cursor with the same filter, and stops at the end', async () => {
    const store = createAppStore();
    const filter = { executiveId: 1, actor: 3, kind: 'priorities' as const };
    await store.dispatch(delegationApi.endpoints.getActivity.initiate(filter));
    await store.dispatch(delegationApi.endpoints.getActivity.initiate(filter, { direction: 'forward' }));
    const result = delegationApi.endpoints.getActivity.select(filter)(store.getState());
    expect(result.data?.pages.flatMap((p) => p.entries.map((e) => e.id))).toEqual([42, 41, 40, 39]);
    expect(result.hasNextPage).toBe(false);
    expect(urls).toEqual(['/api/executive/1/activity?actor=3&kind=priorities', '/api/executive/1/activity?cursor=40&actor=3&kind=priorities']);
  });
});
