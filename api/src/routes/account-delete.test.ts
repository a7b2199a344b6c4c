// Deleting an account: the password again (checked as sign-in checks it, lock-out included), then no
// row of the account in any table (every table of the database walked), its sessions ended, its email
// free again, and every other account's rows untouched. On SQLite and PostgreSQL.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { accountDataPaths } from '@provana/contracts/export';
import { fillEveryTable } from '../../test/support/account-archive';
import { createTestContext, databaseDigest, get, jsonHeaders, signUp, tableCounts, type TestContext } from '../../test/helpers';

const PASSWORD = 'correct-horse';
const remove = (t: TestContext, executiveId: number, cookie: string, password: string) =>
  t.app.request(accountDataPaths.account(executiveId), { method: 'DELETE', headers: jsonHeaders(cookie), body: JSON.stringify({ password }) });

/** Row counts of every table except the per-address attempt counters (not anyone's data) and SQLite's full-text indexes' internals. */
async function counts(t: TestContext) {
  const { rate_limits: _ignored, ...rest } = await tableCounts(t.db);
  return Object.fromEntries(Object.entries(rest).filter(([name]) => !/^(voice_recordings_fts|search_index)_/.test(name)));
}

describe('deleting an account', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext({ authRateLimits: { signUp: { limit: 100, windowMs: 60_000 }, signIn: { limit: 100, windowMs: 60_000 } } });
    await signUp(t.app, 'bystander@example.com', PASSWORD);
  });

  it('removes every row of the account in every table, audio too, and nothing of anyone else', async () => {
    const before = await counts(t);
    const doomed = await signUp(t.app, 'doomed@example.com', PASSWORD);
    await fillEveryTable(t, doomed.executiveId);
    const user = await t.row<{ id: number }>('SELECT user_id AS id FROM executives WHERE id = ?', doomed.executiveId);
    const res = await remove(t, doomed.executiveId, doomed.cookie, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/provana_session=;|Max-Age=0/);
    // Every table holds exactly what it held before the account existed (the other two accounts' rows).
    expect(await counts(t)).toEqual(before);
    // And no table has a row naming the account's user or executive.
    const tables = await t.db.kysely.introspection.getTables();
    for (const table of tables) {
      for (const [column, id] of [
        ['user_id', user?.id],
        ['executive_id', doomed.executiveId],
      ] as const) {
        if (!table.columns.some((c) => c.name === column)) continue;
        const left = await t.row<{ n: number }>(`SELECT COUNT(*) AS n FROM "${table.name}" WHERE ${column} = ?`, id);
        expect({ table: table.name, column, rows: Number(left?.n) }).toEqual({ table: table.name, column, rows: 0 });
      }
    }
  });

  it('ends its sessions everywhere and frees the email', async () => {
    const doomed = await signUp(t.app, 'twice@example.com', PASSWORD);
    const otherBrowser = (await signUp(t.app, 'placeholder@example.com', PASSWORD)) && (await login(t, 'twice@example.com'));
    expect((await remove(t, doomed.executiveId, doomed.cookie, PASSWORD)).status).toBe(200);
    for (const cookie of [doomed.cookie, otherBrowser]) {
      expect((await get(t.app, apiPaths.me, cookie)).status).toBe(401);
      expect((await get(t.app, apiPaths.priorities(doomed.executiveId), cookie)).status).toBe(401);
    }
    const signIn = await t.app.request(apiPaths.login, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: 'twice@example.com', password: PASSWORD }),
    });
    expect(signIn.status).toBe(401);
    const again = await signUp(t.app, 'twice@example.com', PASSWORD);
    expect(again.executiveId).not.toBe(doomed.executiveId);
  });

  it('refuses a wrong password, changing nothing, and locks after five like sign-in', async () => {
    const doomed = await signUp(t.app, 'careful@example.com', PASSWORD);
    await t.exec('DELETE FROM rate_limits');
    const before = await databaseDigest(t.db);
    const wrong = await remove(t, doomed.executiveId, doomed.cookie, 'not-the-password');
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: 'wrong_password', field: 'password' } });
    expect((await get(t.app, apiPaths.me, doomed.cookie)).status).toBe(200);
    // Only the failure counter and the per-address attempt count moved.
    await t.exec('UPDATE users SET failed_login_count = 0 WHERE email = ?', 'careful@example.com');
    await t.exec('DELETE FROM rate_limits');
    expect(await databaseDigest(t.db)).toBe(before);
    let last = 0;
    for (let i = 0; i < 5; i++) last = (await remove(t, doomed.executiveId, doomed.cookie, 'not-the-password')).status;
    expect(last).toBe(423);
    // The right password is refused while the lock runs.
    expect((await remove(t, doomed.executiveId, doomed.cookie, PASSWORD)).status).toBe(423);
    expect((await get(t.app, apiPaths.me, doomed.cookie)).status).toBe(200);
  });

  it("cannot delete another account's executive", async () => {
    const doomed = await signUp(t.app, 'target@example.com', PASSWORD);
    const res = await remove(t, doomed.executiveId, t.demoCookie, 'demo1234');
    expect(res.status).toBe(403);
    expect((await get(t.app, apiPaths.me, doomed.cookie)).status).toBe(200);
  });
});

async function login(t: TestContext, email: string): Promise<string> {
  const res = await t.app.request(apiPaths.login, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email, password: PASSWORD }) });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
