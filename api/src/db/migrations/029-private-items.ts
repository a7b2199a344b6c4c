// Private items, on both databases: the executive may mark memory notes, own calendar events (a
// series' row marks every occurrence), voice recordings, coaching notes, weekly reflections and life
// events private. A request that does not see private items never reads them (a private event reads
// as Busy for its time). A 0/1 flag like every other, 0 for every existing row; no index of its own:
// every read that filters on it is already narrowed by the executive's (or report's) index.
const TABLES = ['memory_notes', 'calendar_events', 'voice_recordings', 'coaching_notes', 'reflections', 'personal_events'] as const;

export const migration029 = TABLES.map((table) => `ALTER TABLE ${table} ADD COLUMN private INTEGER NOT NULL DEFAULT 0;`).join('\n');
