// The database schema as Kysely sees it, the same on SQLite and PostgreSQL (see migrations/).
// Dates are wall-clock text ('YYYY-MM-DD' / 'YYYY-MM-DDTHH:MM:SS'), lists JSON text, flags 0/1
// integers and instants epoch milliseconds, so every query reads and writes the same values on both.
import type { UsersTable, SessionsTable, ExecutivesTable, RateLimitsTable, AssistantSettingsTable } from './accounts';
import type { AccountTokensTable } from './account-mail';
import type {
  PrioritiesTable,
  CalendarEventsTable,
  CalendarEventOverridesTable,
  ReminderReceiptsTable,
  MeetingsTable,
  DecisionsTable,
  MemoryNotesTable,
  PersonalEventsTable,
  ReflectionsTable,
  GoalsTable,
  CalendarFeedsTable,
} from './planning';
import type { VoiceRecordingsTable, VoiceAudioTable, ClarityResponsesTable } from './voice';
import type { DirectReportsTable, CoachingNotesTable, TeamVoiceLogsTable, MeetingNotesTable, TalkingPointsTable, TeamActionItemsTable } from './team';
import type { CalendarSubscriptionsTable, CalendarSubscriptionEventsTable } from './subscriptions';
import type { RemoteVersionsTable, RemoteLiveTable, RemotePromotionsTable } from './remotes';
import type { PushVapidKeysTable, PushSubscriptionsTable, PushSettingsTable, PushDeliveriesTable } from './push';
import type { TwoFactorTotpTable, TwoFactorRecoveryCodesTable, TwoFactorChallengesTable } from './two-factor';
import type { PasskeysTable, WebauthnChallengesTable } from './passkeys';
import type { OidcIdentitiesTable, OidcFlowsTable, OidcPendingLinksTable } from './identity-providers';
import type { DelegateGrantsTable, DelegateInvitationsTable } from './delegation';
import type { ActivityLogTable } from './activity';
import type { ApiTokensTable } from './api-tokens';
import type { WebhookEndpointsTable, WebhookDeliveriesTable, WebhookAttemptsTable } from './webhooks';
import type { BookingTypesTable, BookingLinksTable, BookingsTable } from './booking';
import type { CalendarAccountsTable, CalendarAccountCalendarsTable, CalendarAccountObjectsTable } from './calendar-accounts';
import type {
  LeadershipModelsTable,
  LeadershipLessonsTable,
  LeadershipActionItemsTable,
  LeadershipProfilesTable,
  LeadershipAssessmentsTable,
  LeadershipLessonProgressTable,
  LeadershipActionTasksTable,
} from './leadership';

export type * from './accounts';
export type * from './account-mail';
export type * from './planning';
export type * from './voice';
export type * from './team';
export type * from './leadership';
export type * from './subscriptions';
export type * from './remotes';
export type * from './push';
export type * from './two-factor';
export type * from './passkeys';
export type * from './identity-providers';
export type * from './delegation';
export type * from './activity';
export type * from './api-tokens';
export type * from './webhooks';
export type * from './booking';
export type * from './calendar-accounts';

/** Every table, by name. */
export interface Schema {
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  booking_types: BookingTypesTable;
  booking_links: BookingLinksTable;
  bookings: BookingsTable;
  executives: ExecutivesTable;
  priorities: PrioritiesTable;
  calendar_events: CalendarEventsTable;
  calendar_event_overrides: CalendarEventOverridesTable;
  reminder_receipts: ReminderReceiptsTable;
  meetings: MeetingsTable;
  decisions: DecisionsTable;
  memory_notes: MemoryNotesTable;
  personal_events: PersonalEventsTable;
  reflections: ReflectionsTable;
  voice_recordings: VoiceRecordingsTable;
  voice_audio: VoiceAudioTable;
  goals: GoalsTable;
  direct_reports: DirectReportsTable;
  coaching_notes: CoachingNotesTable;
  team_voice_logs: TeamVoiceLogsTable;
  leadership_models: LeadershipModelsTable;
  leadership_lessons: LeadershipLessonsTable;
  leadership_action_items: LeadershipActionItemsTable;
  leadership_profiles: LeadershipProfilesTable;
  clarity_responses: ClarityResponsesTable;
  rate_limits: RateLimitsTable;
  meeting_notes: MeetingNotesTable;
  leadership_assessments: LeadershipAssessmentsTable;
  leadership_lesson_progress: LeadershipLessonProgressTable;
  leadership_action_tasks: LeadershipActionTasksTable;
  talking_points: TalkingPointsTable;
  team_action_items: TeamActionItemsTable;
  calendar_feeds: CalendarFeedsTable;
  assistant_settings: AssistantSettingsTable;
  calendar_subscriptions: CalendarSubscriptionsTable;
  calendar_subscription_events: CalendarSubscriptionEventsTable;
  remote_versions: RemoteVersionsTable;
  remote_live: RemoteLiveTable;
  remote_promotions: RemotePromotionsTable;
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_settings: PushSettingsTable;
  push_deliveries: PushDeliveriesTable;
  two_factor_totp: TwoFactorTotpTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_flows: OidcFlowsTable;
  oidc_pending_links: OidcPendingLinksTable;
  delegate_grants: DelegateGrantsTable;
  delegate_invitations: DelegateInvitationsTable;
  activity_log: ActivityLogTable;
  calendar_accounts: CalendarAccountsTable;
  calendar_account_calendars: CalendarAccountCalendarsTable;
  calendar_account_objects: CalendarAccountObjectsTable;
}

/** Tables in an order that respects foreign keys (parents first): copying, counting, clearing. */
export const TABLES_IN_ORDER: readonly (keyof Schema)[] = [
  'users',
  'sessions',
  'account_tokens',
  'executives',
  'leadership_models',
  'leadership_lessons',
  'leadership_action_items',
  'priorities',
  'calendar_events',
  'meetings',
  'decisions',
  'memory_notes',
  'personal_events',
  'reflections',
  'voice_recordings',
  'voice_audio',
  'goals',
  'direct_reports',
  'coaching_notes',
  'team_voice_logs',
  'leadership_profiles',
  'clarity_responses',
  'rate_limits',
  'meeting_notes',
  'leadership_assessments',
  'leadership_lesson_progress',
  'leadership_action_tasks',
  'talking_points',
  'team_action_items',
  'calendar_feeds',
  'assistant_settings',
  'calendar_accounts',
  'calendar_account_calendars',
  'calendar_account_objects',
  'calendar_subscriptions',
  'calendar_subscription_events',
  'calendar_event_overrides',
  'reminder_receipts',
  'remote_versions',
  'remote_live',
  'remote_promotions',
  'push_vapid_keys',
  'push_subscriptions',
  'push_settings',
  'push_deliveries',
  'two_factor_totp',
  'two_factor_recovery_codes',
  'two_factor_challenges',
  'passkeys',
  'webauthn_challenges',
  'oidc_identities',
  'oidc_flows',
  'oidc_pending_links',
  'delegate_grants',
  'delegate_invitations',
  'activity_log',
  'api_tokens',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'booking_types',
  'booking_links',
  'bookings',
];
