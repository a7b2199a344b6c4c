// Vitest global setup of the SQLite API projects (`api`, `api-processes`): one migrated SQLite database and one with the demo
// account seeded, each kept as an image file; every test database is a copy of one of them in
// memory, instead of running every migration (and the seeding) again per test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connection';
import { FIXED_NOW } from './fixed-values';
import { seedDemo } from './seeded-demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Image files of the migrated (`migrated`) and demo-seeded (`demo`) SQLite databases. */
    sqliteImages: { migrated: string; demo: string };
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-sqlite-images-'));
  const images = { migrated: path.join(dir, 'migrated.sqlite'), demo: path.join(dir, 'demo.sqlite') };
  const db = await openDatabase({ file: ':memory:' });
  if (db.dialect !== 'sqlite') throw new Error('expected SQLite');
  fs.writeFileSync(images.migrated, db.sqlite.serialize());
  await seedDemo(db);
  fs.writeFileSync(images.demo, db.sqlite.serialize());
  await db.close();
  project.provide('sqliteImages', images);
  project.provide('demoSeededAt', FIXED_NOW.getTime());
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
