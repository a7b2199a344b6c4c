// Who last added or changed an item, on both databases: activity_log.verb says whether an entry
// added its item or changed it ('added', 'changed'; null for entries about no one item, deletes and
// older entries), so a list can say "added by Sam" from the latest entry for each of its items, read
// by (executive_id, item_type, item_id) newest first. A new entry about a priority moves the
// executive's data version (migration 011), like the priority itself: the daily brief's shortcut
// never serves a brief whose attributions are older than the log.
const index = 'CREATE INDEX activity_log_item ON activity_log(executive_id, item_type, item_id, id);';
const verb = 'ALTER TABLE activity_log ADD COLUMN verb TEXT;';

export const migration030 = [
  verb,
  index,
  `CREATE TRIGGER activity_log_priority_bumps_version AFTER INSERT ON activity_log WHEN NEW.item_type = 'priority' BEGIN UPDATE executives SET data_version = data_version + 1 WHERE id = NEW.executive_id; END;`,
].join('\n');

export const migration030Postgres = [
  verb,
  index,
  // bump_executive_data_version (migration 011) bumps NEW's executive on an insert.
  `CREATE TRIGGER activity_log_priority_bumps_version AFTER INSERT ON activity_log FOR EACH ROW WHEN (NEW.item_type = 'priority') EXECUTE FUNCTION bump_executive_data_version();`,
].join('\n');
