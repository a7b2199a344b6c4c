// Subscribed calendars move the executive's data version (migration 011's counter) too: the brief's
// meetings and the bell read their events, so a sync that changes them, a renamed
// or recoloured calendar (its name and colour are on each meeting) and a removed one must change the
// brief's ETag and its cached copies. A sync that finds the feed unchanged (last_synced_at, validators,
// next_sync_at) moves nothing.
// A sync replaces a feed's events as a whole (hundreds of rows): PostgreSQL bumps once per statement
// through transition tables rather than once per row; SQLite has only row triggers, which cost an
// in-page update each inside the sync's one transaction.
const EVENTS = 'calendar_subscription_events';
const SUBSCRIPTIONS = 'calendar_subscriptions';
const SHOWN = '(NEW.name IS NOT OLD.name OR NEW.colour IS NOT OLD.colour)';

const bump = (row: 'NEW' | 'OLD') => `UPDATE executives SET data_version = data_version + 1 WHERE id = ${row}.executive_id;`;

export const migration017 = [
  `CREATE TRIGGER ${EVENTS}_insert_bumps_version AFTER INSERT ON ${EVENTS} BEGIN ${bump('NEW')} END;`,
  `CREATE TRIGGER ${EVENTS}_update_bumps_version AFTER UPDATE ON ${EVENTS} BEGIN ${bump('OLD')} UPDATE executives SET data_version = data_version + 1 WHERE id = NEW.executive_id AND NEW.executive_id <> OLD.executive_id; END;`,
  `CREATE TRIGGER ${EVENTS}_delete_bumps_version AFTER DELETE ON ${EVENTS} BEGIN ${bump('OLD')} END;`,
  `CREATE TRIGGER ${SUBSCRIPTIONS}_shown_bumps_version AFTER UPDATE OF name, colour ON ${SUBSCRIPTIONS} WHEN ${SHOWN} BEGIN ${bump('NEW')} END;`,
  `CREATE TRIGGER ${SUBSCRIPTIONS}_delete_bumps_version AFTER DELETE ON ${SUBSCRIPTIONS} BEGIN ${bump('OLD')} END;`,
].join('\n');

const statementTrigger = (op: 'INSERT' | 'UPDATE' | 'DELETE') => {
  const tables = { INSERT: 'NEW TABLE AS new_rows', UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows', DELETE: 'OLD TABLE AS old_rows' }[op];
  return `CREATE TRIGGER ${EVENTS}_${op.toLowerCase()}_bumps_version AFTER ${op} ON ${EVENTS} REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION bump_executive_data_version_per_statement();`;
};

export const migration017Postgres = [
  // Each branch names only the transition tables its trigger declares (PL/pgSQL plans a statement
  // when it first runs it).
  `CREATE FUNCTION bump_executive_data_version_per_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE executives SET data_version = data_version + 1 WHERE id IN (SELECT executive_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE executives SET data_version = data_version + 1 WHERE id IN (SELECT executive_id FROM old_rows);
  ELSE
    UPDATE executives SET data_version = data_version + 1 WHERE id IN (SELECT executive_id FROM old_rows UNION SELECT executive_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;`,
  statementTrigger('INSERT'),
  statementTrigger('UPDATE'),
  statementTrigger('DELETE'),
  // Migration 011's row function: bumps the row's executive (OLD on update and delete).
  `CREATE TRIGGER ${SUBSCRIPTIONS}_shown_bumps_version AFTER UPDATE OF name, colour ON ${SUBSCRIPTIONS} FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name OR NEW.colour IS DISTINCT FROM OLD.colour) EXECUTE FUNCTION bump_executive_data_version();`,
  `CREATE TRIGGER ${SUBSCRIPTIONS}_delete_bumps_version AFTER DELETE ON ${SUBSCRIPTIONS} FOR EACH ROW EXECUTE FUNCTION bump_executive_data_version();`,
].join('\n');
