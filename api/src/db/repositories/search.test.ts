// The workspace search index (migration 016) and its reads, on SQLite and PostgreSQL: the triggers
// keep one entry per item of the eight kinds in step with inserts, updates and deletes (archived
// reports out), the migration indexes rows that existed before it, and a search never returns
// another executive's items. Typos and prefixes find words; exact matches rank above near ones.
import { describe, expect, it } from 'vitest';
import { exec, row, rows } from '../../../test/support/raw-sql';
import { connectTestDatabase, createPgDatabase, createTestDatabase, onPostgres } from '../../../test/support/test-database';
import { searchWorkspace } from '../../services/search/workspace-search';
import { connect, type Db } from '../connection';
import { migrate } from '../migrate';
import { migrations } from '../migrations';
import { createRepositories, type Repositories } from './index';

async function executive(repos: Repositories, n: number) {
  const userId = await repos.users.create({
    email: `w${n}@example.com`,
    name: `W${n}`,
    passwordHash: 'x',
    passwordSalt: 'y',
    createdAt: '2025-03-12T09:00:00',
  });
  return repos.executives.create({ id: null, userId, name: `W${n}`, title: 'Executive', seededOn: '2025-03-12' });
}

const id = async (db: Db, text: string, ...params: unknown[]) => Number((await row<{ id: number }>(db, `${text} RETURNING id`, ...params))?.id);

/** One item of each kind for the executive, each naming `word` in its title and `body` elsewhere. */
async function oneOfEach(db: Db, e: number, word: string, body: string) {
  return {
    priority: await id(
      db,
      "INSERT INTO priorities (executive_id, task, description, urgency, due_date, created_at) VALUES (?, ?, ?, 'high', '2025-03-14', '2025-03-01T09:00:00')",
      e,
      `Call the ${word} team`,
      `About the ${body} plan`,
    ),
    decision: await id(
      db,
      "INSERT INTO decisions (executive_id, title, description, impact_level, due_by) VALUES (?, ?, ?, 'high', '2025-03-20')",
      e,
      `Choose a ${word} vendor`,
      `Weigh the ${body} costs`,
    ),
    goal: await id(
      db,
      "INSERT INTO goals (executive_id, kind, title, model_alignment, target_date, status, tags) VALUES (?, 'quarterly', ?, 'servant', '2025-06-30', 'On Track', ?)",
      e,
      `Grow ${word} revenue`,
      JSON.stringify([body, 'growth']),
    ),
    'memory-note': await id(
      db,
      "INSERT INTO memory_notes (executive_id, note, tag, next_trigger) VALUES (?, ?, ?, 'soon')",
      e,
      `Remember the ${word} anniversary`,
      body,
    ),
    'life-event': await id(
      db,
      'INSERT INTO personal_events (executive_id, event, date, location, reminder_set) VALUES (?, ?, ?, ?, 1)',
      e,
      `${word} recital`,
      '2025-04-02',
      `${body} hall`,
    ),
    recording: await id(
      db,
      "INSERT INTO voice_recordings (executive_id, timestamp, duration_seconds, session_id, transcript, tags_input, anchor, top_idea, action_suggestion, personal_anchor, todo_created, calendar_entry, journal, send_to_team) VALUES (?, '2025-03-10T08:00:00', 12, 's', ?, '', '', ?, 'Follow up', 'Family', 0, 0, 0, 0)",
      e,
      `Thinking aloud about the ${body} budget.`,
      `The ${word} launch needs a date`,
    ),
    'direct-report': await id(
      db,
      "INSERT INTO direct_reports (executive_id, name, role, start_date, development_focus, reminder_24hr_before, check_in_prompt) VALUES (?, ?, ?, '2024-01-01', 'Delegation', 1, 'How are you')",
      e,
      `Dana ${word}`,
      `Head of ${body}`,
    ),
    'calendar-event': await id(
      db,
      "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description) VALUES (?, ?, '2025-03-12T10:00:00', '2025-03-12T11:00:00', 'meeting', 'high', ?)",
      e,
      `${word} review`,
      `Agenda: the ${body} numbers`,
    ),
  };
}

async function setup() {
  const db = await createTestDatabase();
  const repos = createRepositories(db);
  return { db, repos, a: await executive(repos, 1), b: await executive(repos, 2) };
}

const found = async (repos: Repositories, e: number, q: string) => (await searchWorkspace(repos, e, q, 50, true)).map((r) => `${r.kind}:${r.id}`).sort();
const expected = (items: Record<string, number>) =>
  Object.entries(items)
    .map(([kind, n]) => `${kind}:${n}`)
    .sort();

describe('workspace search index', () => {
  it("finds each of the eight kinds by its title and its other fields, only the executive's own", async () => {
    const { db, repos, a, b } = await setup();
    const mine = await oneOfEach(db, a, 'Zephyrine', 'quillwort');
    const theirs = await oneOfEach(db, b, 'Zephyrine', 'quillwort');
    expect(await found(repos, a, 'zephyrine')).toEqual(expected(mine));
    expect(await found(repos, a, 'quillwort')).toEqual(expected(mine));
    expect(await found(repos, b, 'zephyrine')).toEqual(expected(theirs));
    // Every word must match: the title's and the body's together narrow to the same items.
    expect(await found(repos, a, 'zephyrine quillwort')).toEqual(expected(mine));
    expect(await found(repos, a, 'zephyrine giraffe')).toEqual([]);
  });

  it('follows updates and deletes, and leaves archived reports out until restored', async () => {
    const { db, repos, a } = await setup();
    const items = await oneOfEach(db, a, 'Marmalade', 'oxbow');
    await exec(db, 'UPDATE priorities SET task = ? WHERE id = ?', 'Call the jam team', items.priority);
    await exec(db, 'DELETE FROM decisions WHERE id = ?', items.decision);
    await exec(db, "UPDATE direct_reports SET archived_at = '2025-03-12T09:00:00' WHERE id = ?", items['direct-report']);
    const { priority: _p, decision: _d, 'direct-report': _r, ...left } = items;
    expect(await found(repos, a, 'marmalade')).toEqual(expected(left));
    expect(await found(repos, a, 'jam')).toEqual([`priority:${items.priority}`]);
    await exec(db, 'UPDATE direct_reports SET archived_at = NULL WHERE id = ?', items['direct-report']);
    expect(await found(repos, a, 'marmalade')).toContain(`direct-report:${items['direct-report']}`);
    // Deleting the executive's rows leaves no entry of theirs behind.
    for (const table of ['priorities', 'decisions', 'goals', 'memory_notes', 'personal_events', 'voice_recordings', 'direct_reports', 'calendar_events']) {
      await exec(db, `DELETE FROM ${table} WHERE executive_id = ?`, a);
    }
    expect(await rows(db, 'SELECT kind FROM search_index WHERE executive_id = ?', a)).toEqual([]);
  });

  it('finds words by prefix and through a typo, exact matches first', async () => {
    const { db, repos, a, b } = await setup();
    const board = await id(
      db,
      "INSERT INTO priorities (executive_id, task, description, urgency, created_at) VALUES (?, 'Prepare the board pack', '', 'high', '2025-03-01T09:00:00')",
      a,
    );
    const strategy = await id(
      db,
      "INSERT INTO decisions (executive_id, title, description, impact_level, due_by) VALUES (?, 'Pricing strategy', 'For the strategic review', 'high', '2025-03-20')",
      a,
    );
    const boat = await id(
      db,
      "INSERT INTO personal_events (executive_id, event, date, location, reminder_set) VALUES (?, 'Boat trip', '2025-04-02', 'Harbour', 1)",
      a,
    );
    await id(
      db,
      "INSERT INTO priorities (executive_id, task, description, urgency, created_at) VALUES (?, 'Their boardroom strategy', '', 'high', '2025-03-01T09:00:00')",
      b,
    );
    // "boar" is a prefix of "board" and one edit from "boat": both, the exact one first.
    expect((await searchWorkspace(repos, a, 'boar', 10, true)).map((r) => r.id)).toEqual([board, boat]);
    expect(await found(repos, a, 'stratgy')).toEqual([`decision:${strategy}`]);
    expect(await found(repos, a, 'startegy')).toEqual([`decision:${strategy}`]); // two letters swapped: one edit
    // "board" is one edit from "beard": the exact match ranks first (though the near one is newer).
    const beard = await id(
      db,
      "INSERT INTO priorities (executive_id, task, description, urgency, due_date, created_at) VALUES (?, 'Beard trim', '', 'low', '2025-05-01', '2025-03-01T09:00:00')",
      a,
    );
    expect((await searchWorkspace(repos, a, 'board', 10, true)).map((r) => r.id)).toEqual([board, beard]);
    // Short words are never expanded: "bot" is a prefix only.
    expect(await found(repos, a, 'bot')).toEqual([]);
  });

  it('marks the matched words in the title and gives a snippet of the field that matched', async () => {
    const { db, repos, a } = await setup();
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    await id(
      db,
      "INSERT INTO decisions (executive_id, title, description, impact_level, due_by) VALUES (?, 'Pricing strategy', ?, 'high', '2025-03-20')",
      a,
      `${long} the strategy review ${long}.`,
    );
    const [hit] = await searchWorkspace(repos, a, 'stratgy', 5, true);
    expect(hit?.title).toEqual([
      { text: 'Pricing ', match: false },
      { text: 'strategy', match: true },
    ]);
    const detail = hit?.detail ?? [];
    expect(detail.filter((p) => p.match).map((p) => p.text)).toEqual(['strategy']);
    expect(detail[0]?.text.startsWith('…')).toBe(true);
    expect(detail.at(-1)?.text.endsWith('…')).toBe(true);
    expect(
      detail
        .map((p) => p.text)
        .join('')
        .split(/\s+/).length,
    ).toBeLessThanOrEqual(18);
    expect(hit?.date).toBe('2025-03-20');
    // Only the title matched: no detail.
    expect((await searchWorkspace(repos, a, 'pricing', 5, true))[0]?.detail).toBeNull();
  });

  it('ranks title matches above body matches, open priorities above completed ones, then the newest', async () => {
    const { db, repos, a } = await setup();
    const inBody = await id(
      db,
      "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description) VALUES (?, 'Weekly sync', '2025-03-30T10:00:00', '2025-03-30T11:00:00', 'meeting', 'high', 'Discuss the kumquat order')",
      a,
    );
    const done = await id(
      db,
      "INSERT INTO priorities (executive_id, task, description, urgency, due_date, completed, created_at) VALUES (?, 'Kumquat order', '', 'high', '2025-03-20', 1, '2025-03-01T09:00:00')",
      a,
    );
    const older = await id(
      db,
      "INSERT INTO priorities (executive_id, task, description, urgency, due_date, created_at) VALUES (?, 'Kumquat tasting', '', 'high', '2025-03-10', '2025-03-01T09:00:00')",
      a,
    );
    const newer = await id(
      db,
      "INSERT INTO decisions (executive_id, title, description, impact_level, due_by) VALUES (?, 'Kumquat supplier', '', 'high', '2025-03-25')",
      a,
    );
    expect((await searchWorkspace(repos, a, 'kumquat', 10, true)).map((r) => r.id)).toEqual([newer, older, done, inBody]);
    expect(await searchWorkspace(repos, a, 'kumquat', 2, true)).toHaveLength(2);
  });

  it('takes no search syntax from the words typed', async () => {
    const { db, repos, a } = await setup();
    await id(db, "INSERT INTO memory_notes (executive_id, note, tag, next_trigger) VALUES (?, 'Alpha OR beta NEAR gamma', 'x', 'soon')", a);
    for (const q of ['alpha OR', '"alpha', 'alpha*', "alpha' & !", 'NEAR(alpha', 'owner:e1', '{title}: alpha', 'alpha:*']) {
      expect((await searchWorkspace(repos, a, q, 5, true)).length, q).toBeLessThanOrEqual(1);
    }
    expect(await searchWorkspace(repos, a, '*** ::', 5, true)).toEqual([]);
  });
});

describe('migration 016', () => {
  it('indexes the rows that existed before it', async () => {
    const db = onPostgres ? connectTestDatabase(await createPgDatabase('empty')) : await connect({ file: ':memory:' });
    await migrate(db, migrations.slice(0, 15));
    // The account as version 15's columns have it (the repositories write today's).
    const userId = await id(
      db,
      "INSERT INTO users (email, name, password_hash, password_salt, created_at) VALUES ('w1@example.com', 'W1', 'x', 'y', '2025-03-12T09:00:00')",
    );
    const a = await id(db, "INSERT INTO executives (user_id, name, title, seeded_on) VALUES (?, 'W1', 'Executive', '2025-03-12')", userId);
    const items = await oneOfEach(db, a, 'Periwinkle', 'tamarack');
    await exec(db, "UPDATE direct_reports SET archived_at = '2025-03-12T09:00:00' WHERE id = ?", items['direct-report']);
    await migrate(db);
    const repos = createRepositories(db);
    const { 'direct-report': _archived, ...indexed } = items;
    expect(await found(repos, a, 'periwinkle')).toEqual(expected(indexed));
    await db.close();
  });
});
