// What an export leaves out on purpose, with the reason: whole tables, the tables the database
// derives, and columns of exported tables.
import type { TableName } from './tables';

/** Tables never exported, and why. Every table of the schema is in exactly one of these lists. */
export const NOT_EXPORTED: Readonly<Partial<Record<TableName, string>>> = {
  sessions: 'sign-in secrets: a session belongs to one browser, never to an archive',
  account_tokens: 'links mailed to verify the address or reset the password: secrets, short-lived, for this installation',
  rate_limits: 'per-address attempt counters, not the account’s data',
  calendar_feeds: 'secret subscription tokens (only their hashes are stored); create a new feed after an import',
  leadership_models: 'the product’s shared content, the same for every account',
  leadership_lessons: 'the product’s shared content (progress names lessons by model and title)',
  leadership_action_items: 'the product’s shared content (tasks name items by model and title)',
  calendar_subscription_events: 'a copy of each subscribed calendar, fetched again from its address after an import',
  reminder_receipts: 'which reminders the bell showed read: the bell’s state, not the account’s data (reminders due before an import show once more)',
  remote_versions: 'the server’s remote registry (Module Federation), not an account’s data',
  remote_live: 'the server’s remote registry',
  remote_promotions: 'the server’s remote registry',
  push_vapid_keys: 'the server’s own signing key for Web Push, not an account’s data',
  push_subscriptions: 'devices: a subscription belongs to one browser and its push service, which must subscribe again wherever the data goes',
  push_settings: 'goes with the devices: a device subscribed after an import starts with details off',
  push_deliveries: 'which reminders went to which device: the devices’ state',
  two_factor_totp: 'a sign-in secret: the authenticator app is set up again on the account that imports',
  two_factor_recovery_codes: 'sign-in secrets (hashes of the recovery codes), which belong to the account that made them',
  two_factor_challenges: 'sign-ins under way: minutes-long, and secret',
  passkeys: 'sign-in credentials bound to this site’s address: a passkey is registered again on the account that imports',
  webauthn_challenges: 'passkey ceremonies under way: minutes-long',
  oidc_identities: 'sign-ins linked at this installation’s identity providers: linked again on the account that imports',
  oidc_flows: 'sign-ins under way at an identity provider: minutes-long, and secret',
  oidc_pending_links: 'provider sign-ins waiting for the account’s confirmation: minutes-long, and secret',
  delegate_grants: 'access given to other accounts of this installation: invite the delegates again after an import',
  calendar_accounts: 'connected calendar accounts hold a password (sealed with this installation’s key): connect the account again after an import',
  calendar_account_calendars: 'goes with the connected account: its calendars are listed again when it is connected',
  calendar_account_objects: 'goes with the connected account: what was read from or written to its server',
  delegate_invitations: 'single-use links for this installation, stored only as hashes: invite again after an import',
  api_tokens: 'personal access tokens: secrets for this installation, stored only as hashes; create new ones after an import',
  webhook_endpoints: 'webhook endpoints hold a signing secret (sealed with this installation’s key): add the endpoint again after an import',
  webhook_deliveries: 'goes with the webhook endpoint: what was sent to it',
  webhook_attempts: 'goes with the webhook endpoint: each try of a delivery',
  booking_types: 'booking settings name delegates of this installation as booking managers: set the types up again after an import',
  booking_links: 'public addresses on this installation: create new links after an import',
  bookings: 'guests’ contact details and their cancel tokens for this installation; each booking’s event is exported with the calendar',
};

/**
 * Tables the database derives from the others (outside the schema's typed tables), never exported:
 * triggers fill them as an import writes the rows and empty them as a deletion removes the rows. A
 * full-text table's own bookkeeping tables (SQLite's `<name>_data`, `_idx`, ...) go with it.
 */
export const DERIVED_TABLES: Readonly<Record<string, string>> = {
  voice_recordings_fts: 'the recordings’ full-text index (migration 006, SQLite), rebuilt from voice_recordings',
  search_index: 'the workspace search index (migration 016), rebuilt from the eight searched tables by triggers',
};

/** Whether a table of the database is derived (or a derived full-text table's bookkeeping). */
export const isDerivedTable = (name: string) => Object.keys(DERIVED_TABLES).some((t) => name === t || name.startsWith(`${t}_`));

/** Columns of exported tables deliberately left out, and why. */
export const COLUMNS_NOT_EXPORTED: Readonly<Record<string, string>> = {
  executive_id: 'the importing account is the owner',
  audio_file_url: 'rebuilt from the recording’s new id when it has audio',
  search_vector: 'PostgreSQL computes it from the text',
  remind_at: 'the database derives it from start_time and reminder_minutes (migration 019)',
};

/** Columns of the tables in special-tables.ts' ACCOUNT_COLUMNS left out, and why. */
export const ACCOUNT_COLUMNS_NOT_EXPORTED: Readonly<Record<string, string>> = {
  'users.id': 'ids are the installation’s',
  'users.password_hash': 'a secret: the importing account keeps its own password',
  'users.password_salt': 'a secret',
  'users.failed_login_count': 'sign-in state, not data',
  'users.locked_until': 'sign-in state, not data',
  'users.email_verified_at': 'this installation confirmed the address; the importing account has its own',
  'users.has_password': 'sign-in state: the importing account keeps its own password',
  'executives.id': 'ids are the installation’s',
  'executives.user_id': 'the importing account is the owner',
  'executives.data_version': 'a cache counter the database keeps',
};
