// A consistent copy of the SQLite database while the server keeps running: SQLite's online backup API
// (better-sqlite3's db.backup), from a read-only connection of its own. In WAL mode a reader blocks no
// writer, so the server's requests go on while pages are copied. The copy is integrity-checked before
// it appears under its name, and an existing file is never overwritten.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export interface BackupProgress {
  totalPages: number;
  remainingPages: number;
}

export interface BackupOptions {
  /**
   * Pages copied per step; the event loop runs between steps. A write by another connection between
   * two steps restarts the copy (SQLite's rule); after a restart the rest is copied in one step, inside
   * one read transaction, so the backup always ends.
   */
  pagesPerStep?: number;
  /** Milliseconds to wait for a lock the server holds (a checkpoint, a schema change). */
  busyTimeoutMs?: number;
}

export interface BackupResult {
  file: string;
  pages: number;
  bytes: number;
  /** Times a concurrent write made SQLite start the copy again. */
  restarts: number;
}

const DEFAULT_PAGES_PER_STEP = 1024;
/** better-sqlite3 clamps a step to this; it means "everything left". */
const ALL_PAGES = 0x7fffffff;

/** Copies the SQLite database at sourceFile into targetFile, which must not exist yet. */
export async function backupSqlite(
  sourceFile: string,
  targetFile: string,
  onProgress?: (progress: BackupProgress) => void,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const target = path.resolve(targetFile);
  if (path.resolve(sourceFile) === target) throw new Error('The backup file must not be the database itself.');
  if (fs.existsSync(target)) throw new Error(`${target} already exists; a backup never overwrites a file.`);
  if (!fs.existsSync(sourceFile)) throw new Error(`No SQLite database at ${sourceFile}.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });

  // Written beside the target under another name, checked, then linked into place: no half-written or
  // unchecked file ever carries the backup's name, and link() fails rather than replace a file that
  // appeared meanwhile.
  const partial = `${target}.partial-${process.pid}`;
  const removePartial = () => {
    for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(partial + suffix, { force: true });
  };
  removePartial();

  const source = new SqliteDatabase(sourceFile, { readonly: true, fileMustExist: true });
  let pages: number;
  let restarts = 0;
  try {
    source.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    const pagesPerStep = Math.max(1, Math.floor(options.pagesPerStep ?? DEFAULT_PAGES_PER_STEP));
    let rate = pagesPerStep;
    let lastRemaining = Number.POSITIVE_INFINITY;
    const done = await source.backup(partial, {
      progress: (progress) => {
        // Remaining pages that did not go down: the copy started over.
        if (progress.remainingPages >= lastRemaining && rate !== ALL_PAGES) {
          restarts++;
          rate = ALL_PAGES;
        }
        lastRemaining = progress.remainingPages;
        onProgress?.({ totalPages: progress.totalPages, remainingPages: progress.remainingPages });
        return rate;
      },
    });
    pages = done.totalPages;
    onProgress?.({ totalPages: done.totalPages, remainingPages: 0 });
  } catch (error) {
    removePartial();
    throw error;
  } finally {
    source.close();
  }

  try {
    const copy = new SqliteDatabase(partial, { fileMustExist: true });
    try {
      // One self-contained file: no -wal/-shm next to a backup (the server turns WAL on again).
      copy.pragma('journal_mode = DELETE');
      const problems = copy.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
      const verdict = problems.map((p) => p.integrity_check);
      if (verdict.length !== 1 || verdict[0] !== 'ok') throw new Error(`The backup failed its integrity check: ${verdict.slice(0, 5).join('; ')}`);
    } finally {
      copy.close();
    }
    fs.linkSync(partial, target);
  } catch (error) {
    removePartial();
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${target} already exists; a backup never overwrites a file.`, { cause: error });
    throw error;
  }
  removePartial();
  return { file: target, pages, bytes: fs.statSync(target).size, restarts };
}
