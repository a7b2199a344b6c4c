// The command palette's data search: one full-text index per database over the eight
// kinds an executive can find (priorities, decisions, goals, memory notes, life events, recordings,
// direct reports, calendar events), one entry per item: its name (title), its other searched fields
// (body, one field a line), its date, and whether it is done (ranks lower).
//
// One index table rather than a UNION of eight per-table full-text queries: one ranked query with one
// LIMIT, one vocabulary to expand typos against, and the kinds' differences (which fields, archived
// reports left out) written once, here. Triggers keep it in step, as migration 011's counter: no write
// path (the API, the seed, an import, a database copy) can forget it, and deleting rows removes their
// entries. The migration indexes the rows that already exist.
//
// SQLite: an FTS5 table holding its own text (no external content: nothing else needs the rows), rowid
// item id × 8 + the kind's number so a trigger reaches an entry by rowid. Its `owner` column holds one
// token per executive ('e42') that a query ANDs in, so FTS5 itself narrows to the executive's entries.
// PostgreSQL: a table with a generated tsvector (title weight A, body B) and a GIN index, triggers in
// PL/pgSQL. Both tokenize without stemming ('unicode61' / 'simple'): typo tolerance compares the typed
// word with the indexed words themselves, and a stem ("strategi") is not a word anyone types.

type Dialect = 'sqlite' | 'postgres';

interface Source {
  kind: string;
  /** The kind's number in SQLite's rowid (never change: entries are found by it). */
  code: number;
  table: string;
  /** Columns whose change re-indexes the row. */
  columns: readonly string[];
  /** SQL over a row alias (NEW, OLD or r) for each field of the entry. */
  title: (r: string) => string;
  body: (r: string, d: Dialect) => string;
  date: (r: string) => string;
  done?: (r: string) => string;
  /** Rows that have an entry (every row when absent). */
  include?: (r: string) => string;
}

/** The fields of the body, one a line, empty ones left out (nulls too). */
const lines = (d: Dialect, ...fields: string[]) => {
  const nl = d === 'sqlite' ? 'char(10)' : 'chr(10)';
  return fields.map((f) => `coalesce(${f}, '')`).join(` || ${nl} || `);
};

/** A JSON list of words as one line of words. */
const jsonWords = (d: Dialect, column: string) =>
  d === 'sqlite'
    ? `coalesce((SELECT group_concat(value, ' ') FROM json_each(${column})), '')`
    : `coalesce((SELECT string_agg(value, ' ') FROM json_array_elements_text(${column}::json) AS value), '')`;

const SOURCES: readonly Source[] = [
  {
    kind: 'priority',
    code: 0,
    table: 'priorities',
    columns: ['task', 'description', 'due_date', 'completed', 'created_at'],
    title: (r) => `${r}.task`,
    body: (r, d) => lines(d, `${r}.description`),
    date: (r) => `coalesce(${r}.due_date, ${r}.created_at)`,
    done: (r) => `${r}.completed`,
  },
  {
    kind: 'decision',
    code: 1,
    table: 'decisions',
    columns: ['title', 'description', 'choice', 'rationale', 'due_by'],
    title: (r) => `${r}.title`,
    body: (r, d) => lines(d, `${r}.description`, `${r}.choice`, `${r}.rationale`),
    date: (r) => `${r}.due_by`,
  },
  {
    kind: 'goal',
    code: 2,
    table: 'goals',
    columns: ['title', 'tags', 'target_date'],
    title: (r) => `${r}.title`,
    body: (r, d) => jsonWords(d, `${r}.tags`),
    date: (r) => `${r}.target_date`,
  },
  {
    kind: 'memory-note',
    code: 3,
    table: 'memory_notes',
    columns: ['note', 'tag'],
    title: (r) => `${r}.note`,
    body: (r, d) => lines(d, `${r}.tag`),
    date: () => 'NULL',
  },
  {
    kind: 'life-event',
    code: 4,
    table: 'personal_events',
    columns: ['event', 'location', 'date'],
    title: (r) => `${r}.event`,
    body: (r, d) => lines(d, `${r}.location`),
    date: (r) => `${r}.date`,
  },
  {
    // A recording not yet transcribed has no key idea: its transcript (or nothing) names it.
    kind: 'recording',
    code: 5,
    table: 'voice_recordings',
    columns: ['transcript', 'top_idea', 'action_suggestion', 'personal_anchor', 'timestamp'],
    title: (r) => `CASE WHEN ${r}.top_idea <> '' THEN ${r}.top_idea ELSE ${r}.transcript END`,
    body: (r, d) => lines(d, `${r}.transcript`, `${r}.action_suggestion`, `${r}.personal_anchor`),
    date: (r) => `${r}.timestamp`,
  },
  {
    // Archived reports are out of the team: no entry until they are restored.
    kind: 'direct-report',
    code: 6,
    table: 'direct_reports',
    columns: ['name', 'role', 'development_focus', 'next_meeting', 'archived_at'],
    title: (r) => `${r}.name`,
    body: (r, d) => lines(d, `${r}.role`, `${r}.development_focus`),
    date: (r) => `${r}.next_meeting`,
    include: (r) => `${r}.archived_at IS NULL`,
  },
  {
    kind: 'calendar-event',
    code: 7,
    table: 'calendar_events',
    columns: ['title', 'description', 'start_time'],
    title: (r) => `${r}.title`,
    body: (r, d) => lines(d, `${r}.description`),
    date: (r) => `${r}.start_time`,
  },
];

const ENTRY_COLUMNS = 'executive_id, kind, item_id, title, body, item_date, done';
const entryValues = (s: Source, r: string, d: Dialect) =>
  `${r}.executive_id, '${s.kind}', ${r}.id, ${s.title(r)}, ${s.body(r, d)}, ${s.date(r)}, ${s.done?.(r) ?? '0'}`;

// ---- SQLite ----

const rowid = (s: Source, r: string) => `${r}.id * 8 + ${s.code}`;
const sqliteEntry = (s: Source, r: string) => `${rowid(s, r)}, 'e' || ${r}.executive_id, ${entryValues(s, r, 'sqlite')}`;
const SQLITE_COLUMNS = `rowid, owner, ${ENTRY_COLUMNS}`;

const sqliteTriggers = (s: Source) => {
  const when = (r: string) => (s.include ? ` WHERE ${s.include(r)}` : '');
  return `
CREATE TRIGGER ${s.table}_search_insert AFTER INSERT ON ${s.table} BEGIN
  INSERT INTO search_index (${SQLITE_COLUMNS}) SELECT ${sqliteEntry(s, 'NEW')}${when('NEW')};
END;
CREATE TRIGGER ${s.table}_search_update AFTER UPDATE OF ${s.columns.join(', ')} ON ${s.table} BEGIN
  DELETE FROM search_index WHERE rowid = ${rowid(s, 'OLD')};
  INSERT INTO search_index (${SQLITE_COLUMNS}) SELECT ${sqliteEntry(s, 'NEW')}${when('NEW')};
END;
CREATE TRIGGER ${s.table}_search_delete AFTER DELETE ON ${s.table} BEGIN
  DELETE FROM search_index WHERE rowid = ${rowid(s, 'OLD')};
END;
INSERT INTO search_index (${SQLITE_COLUMNS}) SELECT ${sqliteEntry(s, 'r')} FROM ${s.table} r${when('r')};`;
};

export const migration016 = `
CREATE VIRTUAL TABLE search_index USING fts5(
  owner, title, body,
  executive_id UNINDEXED, kind UNINDEXED, item_id UNINDEXED, item_date UNINDEXED, done UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
-- Its words, for the typo-tolerant expansion (read by a range of first letters: fts5vocab seeks to it).
CREATE VIRTUAL TABLE search_index_vocab USING fts5vocab(search_index, 'row');
${SOURCES.map(sqliteTriggers).join('\n')}
`;

// ---- PostgreSQL ----

const postgresTriggers = (s: Source) => {
  const include = s.include ? ` AND ${s.include('NEW')}` : '';
  return `
CREATE FUNCTION ${s.table}_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM search_index WHERE kind = '${s.kind}' AND item_id = OLD.id; END IF;
  IF TG_OP <> 'DELETE'${include} THEN
    INSERT INTO search_index (${ENTRY_COLUMNS}) VALUES (${entryValues(s, 'NEW', 'postgres')});
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ${s.table}_search AFTER INSERT OR DELETE OR UPDATE OF ${s.columns.join(', ')} ON ${s.table} FOR EACH ROW EXECUTE FUNCTION ${s.table}_search();
INSERT INTO search_index (${ENTRY_COLUMNS}) SELECT ${entryValues(s, 'r', 'postgres')} FROM ${s.table} r${s.include ? ` WHERE ${s.include('r')}` : ''};`;
};

export const migration016Postgres = `
CREATE TABLE search_index (
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  item_date TEXT,
  done INTEGER NOT NULL DEFAULT 0,
  search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')) STORED,
  PRIMARY KEY (kind, item_id)
);
CREATE INDEX search_index_vector ON search_index USING GIN (search_vector);
CREATE INDEX search_index_executive ON search_index(executive_id);
${SOURCES.map(postgresTriggers).join('\n')}
`;
