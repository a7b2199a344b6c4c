import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { ROUTE_CHANGES, routeChanges } from './route-changes';

const WORKSPACE_PATH = /^\/api\/executive\/:id\/|^\/api\/voice-(recording|command)$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS', 'ALL']);

describe('what each workspace write changes', () => {
  it('every write route of a workspace says which kinds it changes (or that it changes none)', async () => {
    const t = await createTestContext();
    const writes = [...new Set(t.app.routes.filter((r) => !READS.has(r.method) && WORKSPACE_PATH.test(r.path)).map((r) => `${r.method} ${r.path}`))];
    expect(writes.length).toBeGreaterThan(40);
    const unlisted = writes.filter((route) => routeChanges(route.split(' ')[1]!) === null);
    expect(unlisted).toEqual([]);
  });

  it('takes the item id from the path', () => {
    expect(routeChanges('/api/executive/4/priorities/12')).toMatchObject({ entry: { domains: ['Priority'] }, pathId: '12' });
    expect(routeChanges('/api/executive/4/calendar-events/9/private')).toMatchObject({ entry: { domains: ['CalendarEvent'] }, pathId: '9' });
    expect(routeChanges('/api/executive/4/reflections/2025-03-10')).toMatchObject({ entry: { domains: ['Reflection'] }, pathId: '2025-03-10' });
    expect(routeChanges('/api/executive/4/priorities')).toMatchObject({ pathId: undefined });
    expect(routeChanges('/api/voice-recording')?.entry.domains).toContain('VoiceRecording');
  });

  it('no pattern hides a later one', () => {
    const examples = ROUTE_CHANGES.map((entry) => entry.pattern.source);
    expect(new Set(examples).size).toBe(examples.length);
    expect(routeChanges('/api/executive/1/calendar/import')?.entry.domains).toEqual(['CalendarEvent', 'Calendar']);
    expect(routeChanges('/api/executive/1/calendar-subscriptions/3/refresh')?.entry.domains).toEqual(['Calendar']);
    expect(routeChanges('/api/executive/1/clarity-prompts')?.entry.domains).toEqual([]);
  });
});
