// A subscribed or connected calendar's event classed PRIVATE or CONFIDENTIAL is a private item of the
// workspace (Busy for whoever does not see private items), on both databases. Rows stored before
// have no class: every feed is fetched again at once (its validators dropped) and every connected
// calendar shown reads its objects again at its next sync (its sync state and the objects Provana did
// not write forgotten), so the flag is filled from the servers' copies.
export const migration037 = `
ALTER TABLE calendar_subscription_events ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
UPDATE calendar_subscriptions SET etag = NULL, last_modified = NULL, next_sync_at = 0 WHERE caldav_calendar_id IS NULL;
UPDATE calendar_account_calendars SET sync_token = NULL, ctag = NULL;
DELETE FROM calendar_account_objects WHERE event_id IS NULL;
`;
