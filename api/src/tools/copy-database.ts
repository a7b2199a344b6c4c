// npm run db:copy -- <from> <to>: copies a Provana database, every table and audio file, into an empty
// one; each side is a SQLite file path or a postgres:// URL. Both are migrated to this code's schema
// first. Typical use: moving today's SQLite file to PostgreSQL (see docs/deploying.md, "Running on PostgreSQL").
import path from 'node:path';
import { copyDatabase } from '../db/copy-database';
import { openDatabase, type DatabaseConfig } from '../db/connection';
import { REPO_ROOT } from '../env';

const configOf = (where: string): DatabaseConfig => (/^postgres(ql)?:\/\//.test(where) ? { url: where } : { file: path.resolve(REPO_ROOT, where) });

async function main() {
  const [fromArg, toArg] = process.argv.slice(2);
  if (!fromArg || !toArg) {
    console.error('usage: npm run db:copy -- <from: SQLite file or postgres:// URL> <to: SQLite file or postgres:// URL>');
    process.exit(2);
  }
  const from = await openDatabase(configOf(fromArg));
  const to = await openDatabase(configOf(toArg));
  try {
    const counts = await copyDatabase(from, to, (table, rows) => console.log(`${table}: ${rows} row(s)`));
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`Copied ${total} rows in ${Object.keys(counts).length} tables.`);
  } finally {
    await from.close();
    await to.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
