import type { Db } from '../connection';
import type { Conn } from './conn';
import { accountTokensRepository } from './accounts/account-tokens';
import { activityRepository } from './delegation/activity';
import { apiTokensRepository } from './accounts/api-tokens';
import { bookingTypesRepository } from './booking/types';
import { bookingLinksRepository } from './booking/links';
import { bookingsRepository } from './booking/bookings';
import { delegationRepository } from './delegation';
import { assistantSettingsRepository } from './assistant-settings';
import { calendarFeedsRepository } from './calendar/feeds';
import { calendarSubscriptionEventsRepository } from './calendar/subscription-events';
import { calendarSubscriptionsRepository } from './calendar/subscriptions';
import { calendarAccountsRepository } from './calendar/accounts';
import { calendarAccountObjectsRepository } from './calendar/account-objects';
import { calendarEventsRepository } from './calendar/events';
import { decisionsRepository } from './decisions';
import { executiveContextRepository } from './executive-context';
import { executivesRepository } from './executives';
import { goalsRepository } from './goals';
import { leadershipRepository } from './leadership';
import { leadershipProfilesRepository } from './leadership-profiles';
import { lifeEventsRepository } from './life-events';
import { meetingsRepository } from './meetings';
import { memoryNotesRepository } from './memory-notes';
import { prioritiesRepository } from './priorities';
import { pushSubscriptionsRepository } from './push-subscriptions';
import { rateLimitsRepository } from './rate-limits';
import { reflectionsRepository } from './reflections';
import { remoteRegistryRepository } from './remote-registry';
import { remindersRepository } from './reminders';
import { workspaceSearchRepository } from './search';
import { sessionsRepository } from './accounts/sessions';
import { coachingNotesRepository, directReportsRepository, meetingNotesRepository, oneOnOnesRepository, teamVoiceLogsRepository } from './team';
import { identityProvidersRepository } from './accounts/identity-providers';
import { passkeysRepository } from './accounts/passkeys';
import { twoFactorRepository } from './accounts/two-factor';
import { twoFactorChallengesRepository } from './accounts/two-factor-challenges';
import { usersRepository } from './accounts/users';
import { voiceAudioRepository } from './voice/audio';
import { clarityResponsesRepository } from './voice/clarity-responses';
import { voiceRecordingsRepository } from './voice/recordings';
import { voiceSearchRepository } from './voice/search';
import { webhookDeliveriesRepository } from './webhooks/deliveries';
import { webhookEndpointsRepository } from './webhooks/endpoints';

function buildRepositories(conn: Conn) {
  return {
    users: usersRepository(conn),
    sessions: sessionsRepository(conn),
    accountTokens: accountTokensRepository(conn),
    apiTokens: apiTokensRepository(conn),
    bookingTypes: bookingTypesRepository(conn),
    bookingLinks: bookingLinksRepository(conn),
    bookings: bookingsRepository(conn),
    rateLimits: rateLimitsRepository(conn),
    executives: executivesRepository(conn),
    executiveContext: executiveContextRepository(conn),
    priorities: prioritiesRepository(conn),
    calendarEvents: calendarEventsRepository(conn),
    calendarFeeds: calendarFeedsRepository(conn),
    calendarSubscriptions: calendarSubscriptionsRepository(conn),
    calendarSubscriptionEvents: calendarSubscriptionEventsRepository(conn),
    calendarAccounts: calendarAccountsRepository(conn),
    calendarAccountObjects: calendarAccountObjectsRepository(conn),
    meetings: meetingsRepository(conn),
    decisions: decisionsRepository(conn),
    memoryNotes: memoryNotesRepository(conn),
    lifeEvents: lifeEventsRepository(conn),
    reflections: reflectionsRepository(conn),
    reminders: remindersRepository(conn),
    voiceRecordings: voiceRecordingsRepository(conn),
    voiceAudio: voiceAudioRepository(conn),
    voiceSearch: voiceSearchRepository(conn),
    workspaceSearch: workspaceSearchRepository(conn),
    goals: goalsRepository(conn),
    directReports: directReportsRepository(conn),
    coachingNotes: coachingNotesRepository(conn),
    teamVoiceLogs: teamVoiceLogsRepository(conn),
    meetingNotes: meetingNotesRepository(conn),
    oneOnOnes: oneOnOnesRepository(conn),
    leadership: leadershipRepository(conn),
    leadershipProfiles: leadershipProfilesRepository(conn),
    clarityResponses: clarityResponsesRepository(conn),
    assistantSettings: assistantSettingsRepository(conn),
    remoteRegistry: remoteRegistryRepository(conn),
    pushSubscriptions: pushSubscriptionsRepository(conn),
    twoFactor: twoFactorRepository(conn),
    twoFactorChallenges: twoFactorChallengesRepository(conn),
    passkeys: passkeysRepository(conn),
    delegation: delegationRepository(conn),
    activity: activityRepository(conn),
    identityProviders: identityProvidersRepository(conn),
    webhookEndpoints: webhookEndpointsRepository(conn),
    webhookDeliveries: webhookDeliveriesRepository(conn),
  };
}

export type Repositories = ReturnType<typeof buildRepositories> & {
  conn: Conn;
  /**
   * Runs fn with repositories bound to one transaction: committed when it resolves, rolled back when
   * it throws. Inside a transaction already, fn joins it.
   */
  transaction: <T>(fn: (tx: Repositories) => Promise<T>) => Promise<T>;
};

function repositoriesOver(conn: Conn): Repositories {
  const repos: Repositories = {
    ...buildRepositories(conn),
    conn,
    transaction: (fn) => (conn.db.isTransaction ? fn(repos) : conn.db.transaction().execute((trx) => fn(repositoriesOver({ ...conn, db: trx })))),
  };
  return repos;
}

/** Every repository over one database. */
export function createRepositories(db: Db): Repositories {
  return repositoriesOver({ db: db.kysely, dialect: db.dialect });
}
