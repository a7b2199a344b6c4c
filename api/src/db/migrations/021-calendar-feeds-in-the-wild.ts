// Subscribed calendars read as other clients read them, on both databases:
// - calendar_subscriptions.last_warning: what the last good fetch could not read and left out, in
//   words ("2 events could not be read (…)"); null when everything was read.
// - calendar_subscription_events.rdates: a series' added dates (RDATE), a JSON list of occurrence
//   keys, '/ms' after a PERIOD's own length; this_and_future: an override that moves every later
//   occurrence of its series (RECURRENCE-ID;RANGE=THISANDFUTURE).
// The stored validators are cleared, so the next sync of every subscription fetches its calendar in
// full and reads it anew (a 304 would keep the events read the old way).
export const migration021 = `
ALTER TABLE calendar_subscriptions ADD COLUMN last_warning TEXT;
ALTER TABLE calendar_subscription_events ADD COLUMN rdates TEXT NOT NULL DEFAULT '[]';
ALTER TABLE calendar_subscription_events ADD COLUMN this_and_future INTEGER NOT NULL DEFAULT 0;
UPDATE calendar_subscriptions SET etag = NULL, last_modified = NULL;
`;
