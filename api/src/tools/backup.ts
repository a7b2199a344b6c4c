// npm run backup -- FILE: a consistent, integrity-checked copy of the SQLite database the server uses
// (DATABASE_PATH, as the server reads it), safe while the server runs. See docs/deploying.md, "Running on PostgreSQL",
// for restoring. On PostgreSQL (DATABASE_URL set) pg_dump does this job.
import path from 'node:path';
import { backupSqlite } from '../db/backup';
import { readEnv } from '../env';

const USAGE = [
  'usage: npm run backup -- FILE',
  '  Copies the SQLite database (DATABASE_PATH, default data/provana.db) into FILE, which must not exist.',
  '  A relative FILE is relative to the current directory; npm runs scripts from the repository root,',
  '  so `npm run backup -- backups/provana-2025-03-12.db` writes into <repo>/backups/.',
].join('\n');

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KiB` : `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0] || args[0] === '--help' || args[0] === '-h') {
    console.error(USAGE);
    process.exit(2);
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: the database is PostgreSQL, which this command does not back up. Use\n' +
        `  pg_dump --format=custom --file=${args[0]} "$DATABASE_URL"\n` +
        `and restore with\n  pg_restore --clean --dbname="$DATABASE_URL" ${args[0]}`,
    );
    process.exit(2);
  }
  if (env.databaseFile === ':memory:') {
    console.error('DATABASE_PATH is :memory:: there is no database file to back up.');
    process.exit(2);
  }
  const target = path.resolve(process.cwd(), args[0]);
  const started = Date.now();
  const result = await backupSqlite(env.databaseFile, target);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${env.databaseFile}`);
  console.log(`       to ${result.file}: ${size(result.bytes)} (${result.bytes} bytes, ${result.pages} pages) in ${seconds} s; integrity check ok.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
