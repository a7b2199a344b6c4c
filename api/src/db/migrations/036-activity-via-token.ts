// The personal access token a write was made with, on both databases: activity_log.via_token holds
// the token's name as it was then (null for a write made in a signed-in session, and for older
// entries), so Settings → Activity says "… via Claude" after the token is renamed or revoked.
export const migration036 = 'ALTER TABLE activity_log ADD COLUMN via_token TEXT;';
