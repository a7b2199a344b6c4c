// Every statement the repositories run on a hot, per-executive path is an index search, never a full
// scan of a table that grows with use. The statements are not copied here: they are captured from
// Kysely while the real API serves every screen's requests, then explained on the run's database.
// On PostgreSQL the growing tables first get thousands of other executives' rows and fresh statistics,
// so a missing index would make the planner choose a sequential scan.
import os from 'node:os';
import path from 'node:path';
import type { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, calendarSubscriptionPaths, pushPaths } from '@provana/contracts';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { ensureDemoAccount } from '../auth/accounts';
import { FIXED_NOW, TEST_SCRYPT, get, login, send } from '../../test/helpers';
import { growTables, recording, scans } from '../../test/support/query-plans';
import { exec } from '../../test/support/raw-sql';
import { createTestDatabase, onPostgres } from '../../test/support/test-database';
import { manualClock } from '../lib/clock';
import { ensureBundledRemotes } from '../services/remotes/bundled-remotes';
import { pushToWorkspaces } from '../services/push/push-round';
import { vapidIdentity } from '../services/push/vapid-keys';
import type { Db } from './connection';
import { createRepositories } from './repositories';

/** Statements that read a table whole by design, filled with their SQL below: the push round's work list (every device, once per round). */
const WHOLE_TABLE_READS = new Set<string>();

describe('query plans of the statements the API runs', () => {
  const captured: CompiledQuery[] = [];
  let db: Db;

  beforeAll(async () => {
    const base = await createTestDatabase();
    db = recording(base, captured);
    const clock = manualClock(FIXED_NOW);
    await ensureDemoAccount(createRepositories(db), clock, TEST_SCRYPT);
    await ensureBundledRemotes(createRepositories(db), path.join(os.tmpdir(), 'provana-no-builds'), clock.now());
    if (onPostgres) await growTables(base);
    const app = createApp({ db, clock, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT });
    const cookie = await login(app, 'demo@provana.app', 'demo1234');
    // Signing up and in prune expired sessions (every grown session is): not a per-executive path.
    const signedUp = await send(app, 'POST', apiPaths.signup, { email: 'plan.delegate@example.com', password: 'correct-horse' });
    const delegateCookie = signedUp.headers.get('set-cookie')?.split(';')[0] ?? '';
    captured.length = 0;
    const team = (await (await get(app, apiPaths.team(1), cookie)).json()) as { name: string }[] | { members?: { name: string }[] };
    const name = (Array.isArray(team) ? team[0]?.name : team.members?.[0]?.name) ?? 'Sarah Chen';
    const paths = [
      apiPaths.me,
      apiPaths.dailyBrief(1),
      apiPaths.notifications(1),
      apiPaths.priorities(1),
      apiPaths.printSourcePriorities(1),
      `${apiPaths.calendar(1)}?year=2025&month=3`,
      `${apiPaths.calendarEvents(1)}?date=2025-03-12`,
      apiPaths.meetings(1),
      apiPaths.printSourceMeetings(1),
      `${apiPaths.timeBlockSuggestions(1)}?date=2025-03-12`,
      apiPaths.decisions(1),
      `${apiPaths.decisions(1)}/decided`,
      apiPaths.memory(1),
      apiPaths.personalEvents(1),
      apiPaths.reflections(1),
      apiPaths.goals(1),
      apiPaths.printSourceGoals(1),
      apiPaths.team(1),
      apiPaths.teamVoiceLogs(1, name),
      apiPaths.coachingPrompts(1, name),
      apiPaths.leadership(1),
      apiPaths.leadershipProfile(1),
      apiPaths.assessments(1),
      apiPaths.voiceRecordings(1),
      `${apiPaths.voiceSearch(1)}?q=hiring`,
      `${apiPaths.workspaceSearch(1)}?q=hiring`,
      `${apiPaths.workspaceSearch(1)}?q=stratgy%20boar`,
      apiPaths.clarityPrompts(1),
      `${apiPaths.calendar(1)}/export.ics?year=2025&month=3`,
      calendarSubscriptionPaths.subscriptions(1),
      `${calendarSubscriptionPaths.occurrences(1)}?from=2025-03-01&to=2025-03-31`,
      apiPaths.remindersDue(1),
    ];
    for (const path of paths) await get(app, path, cookie);
    await send(app, 'POST', apiPaths.priorities(1), { task: 'Plan check', urgency: 'high' }, cookie);
    await send(app, 'POST', apiPaths.memory(1), { note: 'Plan check', tag: 'test', nextTrigger: 'soon' }, cookie);
    await send(app, 'POST', apiPaths.remindersRead(1), { keys: ['event-1-2025-03-12T08:45:00'] }, cookie);
    // Delegated access: the owner invites, a delegate accepts and works in the workspace (each request
    // reads the grant), the owner reads the delegates and the activity log.
    const invited = await send(app, 'POST', apiPaths.delegateInvitations(1), { email: 'plan.delegate@example.com', role: 'editor' }, cookie);
    const token = ((await invited.json()) as { link: string }).link.split('/invitations/')[1] ?? '';
    await get(app, apiPaths.invitation(token), delegateCookie);
    await send(app, 'POST', apiPaths.acceptInvitation(token), {}, delegateCookie);
    await get(app, apiPaths.workspaces, delegateCookie);
    await get(app, apiPaths.priorities(1), delegateCookie);
    await send(app, 'POST', apiPaths.priorities(1), { task: 'Delegate plan check', urgency: 'low' }, delegateCookie);
    await get(app, apiPaths.delegates(1), cookie);
    for (const query of ['', '?kind=priorities', '?actor=1', '?cursor=1000000']) await get(app, `${apiPaths.activity(1)}${query}`, cookie);
    // Every page and /remotes.json (the front-end's registry source).
    await createRepositories(db).remoteRegistry.live();
    // Reminders on a device: the settings screen's calls, then a push round that sends one reminder.
    const endpoint = 'https://push.example.com/send/plan';
    const keys = { p256dh: 'BMPZvRlxw_1ZFZUGXnn0cdJxOwmdYrEaS0YyJAPD--iN3sx77udqrz_0_wRffUSZ2KqTgRsT1EwpyjocawkvErw', auth: 'fPA-TrEa8Hl-mVkcvUILvw' };
    await send(app, 'POST', pushPaths.pushSubscriptions(1), { endpoint, keys, name: 'Phone' }, cookie);
    await send(app, 'PUT', pushPaths.pushSettings(1), { showDetails: true }, cookie);
    for (const path of [pushPaths.pushKey(1), pushPaths.pushSubscriptions(1), pushPaths.pushSettings(1)]) await get(app, path, cookie);
    await exec(
      base,
      "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description, reminder_minutes) VALUES (1, 'Plan', '2025-03-12T09:08:00', '2025-03-12T09:30:00', 'focus', 'high', '', 5)",
    );
    const repos = createRepositories(db);
    const listed = captured.length;
    await repos.pushSubscriptions.workspacesWithDevices();
    for (const query of captured.slice(listed)) WHOLE_TABLE_READS.add(query.sql);
    clock.advanceMs(10 * 60_000);
    // The round's work for the demo workspace (the others' devices are there to be skipped by the indexes).
    const pushed = await pushToWorkspaces(
      {
        repos,
        clock,
        vapid: vapidIdentity(repos, clock, { subject: 'mailto:plan@example.com' }),
        fetch: { allowLoopback: false },
        send: () => Promise.resolve({ status: 201 }),
      },
      [{ executiveId: 1, timeZone: 'UTC' }],
    );
    expect(pushed.sent).toBe(1);
    // Filling PostgreSQL's tables is most of it, and in a full run it shares the machine with every project.
  }, 180_000);

  it('captured the statements of every screen', () => {
    expect(captured.length).toBeGreaterThan(30);
    const tables = new Set(captured.flatMap((q) => [...q.sql.matchAll(/(?:from|join|update|into) "?(\w+)"?/gi)].map((m) => m[1])));
    for (const t of [
      'priorities',
      'calendar_events',
      'meetings',
      'decisions',
      'memory_notes',
      'personal_events',
      'reflections',
      'goals',
      'direct_reports',
      'voice_recordings',
      'sessions',
      'users',
      'executives',
      'push_subscriptions',
      'push_settings',
      'push_deliveries',
      'delegate_grants',
      'delegate_invitations',
      'activity_log',
    ]) {
      expect(tables, t).toContain(t);
    }
  });

  it('reaches every growing table through an index', async () => {
    const seen = new Set<string>();
    const failures: string[] = [];
    for (const query of captured) {
      if (!/^\s*(select|update|delete)/i.test(query.sql) || seen.has(query.sql) || WHOLE_TABLE_READS.has(query.sql)) continue;
      seen.add(query.sql);
      const scanned = await scans(db, query);
      if (scanned.length > 0) failures.push(`${scanned.join(', ')} scanned by: ${query.sql}`);
    }
    expect(failures).toEqual([]);
  });
});
