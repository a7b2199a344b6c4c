// Two API processes over one database file (two app instances, two connections): a session ended
// by one is ended for the other on its very next request, with nothing remembered in a process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createApp } from '../src/app';
import { createBuiltInEngine } from '../src/assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/accounts';
import { BROWSER_SESSION_MS } from '../src/auth/session-cookie';
import { createRepositories } from '../src/db/repositories';
import { openDatabase } from '../src/db/open';
import { manualClock, type ManualClock } from '../src/lib/clock';
import { FIXED_NOW, TEST_SCRYPT, get, login, send } from './helpers';

describe('sessions shared by API processes over one database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-sessions-'));
  const file = path.join(dir, 'provana.db');
  const dbs: Database.Database[] = [];
  let clockA: ManualClock;
  let clockB: ManualClock;
  let appA: ReturnType<typeof createApp>;
  let appB: ReturnType<typeof createApp>;

  beforeAll(async () => {
    const first = openDatabase(file);
    const second = openDatabase(file);
    dbs.push(first, second);
    clockA = manualClock(FIXED_NOW);
    clockB = manualClock(FIXED_NOW);
    await ensureDemoAccount(createRepositories(first), clockA, TEST_SCRYPT);
    appA = createApp({ db: first, clock: clockA, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT });
    appB = createApp({ db: second, clock: clockB, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT });
  });
  afterAll(() => {
    for (const db of dbs) db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a logout in one process ends the session in the other', async () => {
    const cookie = await login(appA, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await get(appB, apiPaths.priorities(1), cookie)).status).toBe(200);
    expect((await get(appB, apiPaths.priorities(1), cookie)).status).toBe(200);
    expect((await send(appA, 'POST', apiPaths.logout, {}, cookie)).status).toBe(200);
    expect((await get(appB, apiPaths.priorities(1), cookie)).status).toBe(401);
    expect((await get(appB, apiPaths.me, cookie)).status).toBe(401);
  });

  it('an expired session is refused by every process, whoever created it', async () => {
    const cookie = await login(appB, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await get(appA, apiPaths.dailyBrief(1), cookie)).status).toBe(200);
    clockA.set(new Date(FIXED_NOW.getTime() + BROWSER_SESSION_MS + 1000));
    expect((await get(appA, apiPaths.dailyBrief(1), cookie)).status).toBe(401);
  });
});
