// executives.data_version: a counter the database itself bumps (triggers) whenever a record the
// daily brief is built from changes: priorities, meetings, calendar events, goals, decisions, the
// executive's name. Read with the session on every request, it lets the API reuse a brief it built
// only while nothing it was built from has changed, in any process (routes/daily-brief.ts). A
// trigger, not the repositories: no write path can forget it, bulk loads and copies included.
const TRACKED = ['priorities', 'meetings', 'calendar_events', 'goals', 'decisions'] as const;

const bump = (row: 'NEW' | 'OLD') => `UPDATE executives SET data_version = data_version + 1 WHERE id = ${row}.executive_id;`;

export const migration011 = [
  'ALTER TABLE executives ADD COLUMN data_version INTEGER NOT NULL DEFAULT 0;',
  ...TRACKED.flatMap((table) => [
    `CREATE TRIGGER ${table}_insert_bumps_version AFTER INSERT ON ${table} BEGIN ${bump('NEW')} END;`,
    // A row moved to another executive (never done today) changes both.
    `CREATE TRIGGER ${table}_update_bumps_version AFTER UPDATE ON ${table} BEGIN ${bump('OLD')} UPDATE executives SET data_version = data_version + 1 WHERE id = NEW.executive_id AND NEW.executive_id <> OLD.executive_id; END;`,
    `CREATE TRIGGER ${table}_delete_bumps_version AFTER DELETE ON ${table} BEGIN ${bump('OLD')} END;`,
  ]),
  `CREATE TRIGGER executives_rename_bumps_version AFTER UPDATE OF name ON executives BEGIN UPDATE executives SET data_version = data_version + 1 WHERE id = NEW.id; END;`,
].join('\n');

export const migration011Postgres = [
  'ALTER TABLE executives ADD COLUMN data_version BIGINT NOT NULL DEFAULT 0;',
  `CREATE FUNCTION bump_executive_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN ${bump('OLD')} END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.executive_id <> OLD.executive_id) THEN ${bump('NEW')} END IF;
  RETURN NULL;
END $$;`,
  ...TRACKED.map(
    (table) =>
      `CREATE TRIGGER ${table}_bumps_version AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION bump_executive_data_version();`,
  ),
  `CREATE FUNCTION bump_executive_data_version_on_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.data_version := OLD.data_version + 1;
  RETURN NEW;
END $$;`,
  'CREATE TRIGGER executives_rename_bumps_version BEFORE UPDATE OF name ON executives FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name) EXECUTE FUNCTION bump_executive_data_version_on_rename();',
].join('\n');
