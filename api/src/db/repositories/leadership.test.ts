import { describe, expect, it } from 'vitest';
import { row } from '../../../test/support/raw-sql';
import { createSharedTestDatabase, onPostgres } from '../../../test/support/test-database';
import type { Db } from '../connection';
import { leadershipModelSeeds } from '../seed/data/leadership-models';
import { ensureLeadershipModels } from '../seed/leadership-models';
import { createRepositories } from '.';

const count = async (db: Db, table: string) => Number((await row<{ n: number }>(db, `SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0);
const content = async (db: Db) => ({
  models: await count(db, 'leadership_models'),
  lessons: await count(db, 'leadership_lessons'),
  actionItems: await count(db, 'leadership_action_items'),
});

describe('leadership model content', () => {
  it('is inserted once, even by two API processes starting at the same moment', async () => {
    const shared = await createSharedTestDatabase();
    const [db, other] = [await shared.open(), await shared.open()];
    const start = [() => ensureLeadershipModels(createRepositories(db)), () => ensureLeadershipModels(createRepositories(other))];
    // On SQLite both "processes" share this test's one thread: one waiting (synchronously) for the
    // other's write lock would block the thread that holds it, so there they start one after the other.
    if (onPostgres) await Promise.all(start.map((run) => run()));
    else for (const run of start) await run();
    const expected = {
      models: leadershipModelSeeds.length,
      lessons: leadershipModelSeeds.reduce((n, m) => n + m.lessons.length, 0),
      actionItems: leadershipModelSeeds.reduce((n, m) => n + m.action_items.length, 0),
    };
    expect(await content(db)).toEqual(expected);
    // Inserting a model that exists adds nothing, its lessons and action items included.
    const repos = createRepositories(db);
    await repos.transaction(async (tx) => {
      for (const [i, m] of leadershipModelSeeds.entries()) await tx.leadership.insertModel(m, i);
    });
    expect(await content(db)).toEqual(expected);
    await other.close();
  });
});
