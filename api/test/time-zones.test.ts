// Each executive's "today" is their own: the server runs in UTC (vitest.config.ts sets TZ), the
// executives live in America/Los_Angeles and Asia/Tokyo, and the clock sits either side of their
// midnight. Brief date, overdue flags, today's meetings, time-block slots and defaults all follow.
import { describe, expect, it } from 'vitest';
import { apiPaths, type DailyBrief, type NotificationsResponse, type TimeBlockResponse } from '@provana/contracts';
import { createTestContext, get, send, signUp } from './helpers';

const LA = 'America/Los_Angeles';
const TOKYO = 'Asia/Tokyo';
// 2026-11-23 07:30Z is Sunday 22 Nov 23:30 in Los Angeles; an hour later it is Monday 00:30 there.
const LA_BEFORE_MIDNIGHT = new Date('2026-11-23T07:30:00Z');
const LA_AFTER_MIDNIGHT = new Date('2026-11-23T08:30:00Z');
// 2026-11-23 14:30Z is Monday 23:30 in Tokyo; an hour later it is Tuesday 24 Nov 00:30 there.
const TOKYO_BEFORE_MIDNIGHT = new Date('2026-11-23T14:30:00Z');
const TOKYO_AFTER_MIDNIGHT = new Date('2026-11-23T15:30:00Z');

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

async function setup(now: Date) {
  const t = await createTestContext({ now });
  expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(0); // the server itself is in UTC
  const la = await signUp(t.app, 'la@example.com', 'correct-horse', LA);
  const tokyo = await signUp(t.app, 'tokyo@example.com', 'correct-horse', TOKYO);
  return { t, la, tokyo };
}

describe('time zones', () => {
  it('stores the zone given at sign-up and reports it on the session', async () => {
    const { t, la } = await setup(LA_BEFORE_MIDNIGHT);
    const me = await json<{ user: { timeZone: string } }>(await get(t.app, apiPaths.me, la.cookie));
    expect(me.user.timeZone).toBe(LA);
    expect((await t.repos.executives.get(la.executiveId))?.time_zone).toBe(LA);
  });

  it('an unknown zone at sign-up falls back to UTC; a malformed one is refused', async () => {
    const t = await createTestContext({ now: LA_BEFORE_MIDNIGHT });
    const odd = await signUp(t.app, 'odd@example.com', 'correct-horse', 'Mars/Olympus_Mons');
    expect((await t.repos.executives.get(odd.executiveId))?.time_zone).toBe('UTC');
    const res = await send(t.app, 'POST', apiPaths.signup, { email: 'bad@example.com', password: 'correct-horse', timeZone: '<script>' });
    expect(res.status).toBe(400);
  });

  it("the brief's date is each executive's own today, either side of their midnight", async () => {
    const { t, la, tokyo } = await setup(LA_BEFORE_MIDNIGHT);
    const briefOf = async (who: { cookie: string; executiveId: number }) =>
      (await json<DailyBrief>(await get(t.app, apiPaths.dailyBrief(who.executiveId), who.cookie))).date;
    expect(await briefOf(la)).toBe('2026-11-22');
    expect(await briefOf(tokyo)).toBe('2026-11-23');
    t.clock.set(LA_AFTER_MIDNIGHT);
    expect(await briefOf(la)).toBe('2026-11-23');
    t.clock.set(TOKYO_BEFORE_MIDNIGHT);
    expect(await briefOf(tokyo)).toBe('2026-11-23');
    t.clock.set(TOKYO_AFTER_MIDNIGHT);
    expect(await briefOf(tokyo)).toBe('2026-11-24');
    expect(await briefOf(la)).toBe('2026-11-23');
  });

  it('a task due at 23:45 local becomes overdue only after that local moment', async () => {
    const { t, la } = await setup(LA_BEFORE_MIDNIGHT);
    const created = await send(
      t.app,
      'POST',
      apiPaths.priorities(la.executiveId),
      { task: 'Sign the LA lease', urgency: 'high', dueDate: '2026-11-22T23:45:00' },
      la.cookie,
    );
    expect(created.status).toBe(201);
    const overdueTitles = async () =>
      (await json<NotificationsResponse>(await get(t.app, apiPaths.notifications(la.executiveId), la.cookie))).items
        .filter((i) => i.kind === 'overdue_priority')
        .map((i) => i.title);
    // 23:30 in Los Angeles (07:30 UTC, long after 23:45 UTC of the 22nd would have been): not yet due.
    expect(await overdueTitles()).not.toContain('Overdue: Sign the LA lease');
    t.clock.set(LA_AFTER_MIDNIGHT);
    expect(await overdueTitles()).toContain('Overdue: Sign the LA lease');
  });

  it("today's meetings are the meetings of the executive's own day", async () => {
    const { t, tokyo } = await setup(TOKYO_BEFORE_MIDNIGHT);
    const brief = await json<DailyBrief>(await get(t.app, apiPaths.dailyBrief(tokyo.executiveId), tokyo.cookie));
    expect(brief.meetings.length).toBeGreaterThan(0);
    expect(brief.meetings.every((m) => m.startTime.startsWith('2026-11-23'))).toBe(true);
    t.clock.set(TOKYO_AFTER_MIDNIGHT);
    const next = await json<DailyBrief>(await get(t.app, apiPaths.dailyBrief(tokyo.executiveId), tokyo.cookie));
    expect(next.meetings.every((m) => m.startTime.startsWith('2026-11-24'))).toBe(true);
  });

  it("time-block suggestions default to the executive's today and never start before their now", async () => {
    // 2026-11-23 01:00Z: Monday 10:00 in Tokyo, Sunday 17:00 in Los Angeles.
    const { t, la, tokyo } = await setup(new Date('2026-11-23T01:00:00Z'));
    const blocksOf = async (who: { cookie: string; executiveId: number }) =>
      json<TimeBlockResponse>(await get(t.app, apiPaths.timeBlockSuggestions(who.executiveId), who.cookie));
    const tokyoBlocks = await blocksOf(tokyo);
    expect(tokyoBlocks.date).toBe('2026-11-23');
    expect(tokyoBlocks.suggestedBlocks.length).toBeGreaterThan(0);
    expect(tokyoBlocks.suggestedBlocks.every((b) => b.startTime >= '10:00')).toBe(true);
    const laBlocks = await blocksOf(la);
    expect(laBlocks.date).toBe('2026-11-22');
    expect(laBlocks.suggestedBlocks.every((b) => b.startTime >= '17:00')).toBe(true);
  });

  it('PUT time-zone changes the zone: validated, and today follows at once', async () => {
    const { t, la } = await setup(LA_BEFORE_MIDNIGHT);
    const bad = await send(t.app, 'PUT', apiPaths.timeZone(la.executiveId), { timeZone: 'Nowhere/Atlantis' }, la.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'validation_error', message: 'timeZone: is not a time zone this server knows', field: 'timeZone' } });
    expect((await t.repos.executives.get(la.executiveId))?.time_zone).toBe(LA);
    const ok = await send(t.app, 'PUT', apiPaths.timeZone(la.executiveId), { timeZone: TOKYO }, la.cookie);
    expect(await json<{ timeZone: string }>(ok)).toEqual({ timeZone: TOKYO });
    expect((await json<DailyBrief>(await get(t.app, apiPaths.dailyBrief(la.executiveId), la.cookie))).date).toBe('2026-11-23');
  });
});
