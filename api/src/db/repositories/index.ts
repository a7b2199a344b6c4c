import type { Db } from '../connection';
import type { Conn } from './conn';
import { calendarFeedsRepository } from './calendar-feeds';
import { calendarEventEditsRepository } from './calendar-event-edits';
import { calendarEventsRepository } from './calendar-events';
import { clarityResponsesRepository } from './clarity-responses';
import { decisionRegisterRepository } from './decision-register';
import { executivesRepository } from './executives';
import { goalsRepository } from './goals';
import { leadershipRepository } from './leadership';
import { meetingsRepository } from './meetings';
import { prioritiesRepository } from './priorities';
import { rateLimitsRepository } from './rate-limits';
import { recordsRepository } from './records';
import { sessionsRepository } from './sessions';
import { teamRepository } from './team';
import { teamMeetingsRepository } from './team-meetings';
import { teamOneOnOnesRepository } from './team-one-on-ones';
import { teamRosterRepository } from './team-roster';
import { usersRepository } from './users';
import { voiceAudioRepository } from './voice-audio';
import { voiceRecordingsRepository } from './voice-recordings';
import { voiceSearchRepository } from './voice-search';

function buildRepositories(conn: Conn) {
  return {
    users: usersRepository(conn),
    sessions: sessionsRepository(conn),
    rateLimits: rateLimitsRepository(conn),
    executives: executivesRepository(conn),
    priorities: prioritiesRepository(conn),
    calendarEvents: calendarEventsRepository(conn),
    calendarEventEdits: calendarEventEditsRepository(conn),
    calendarFeeds: calendarFeedsRepository(conn),
    meetings: meetingsRepository(conn),
    records: recordsRepository(conn),
    decisionRegister: decisionRegisterRepository(conn),
    voiceRecordings: voiceRecordingsRepository(conn),
    voiceAudio: voiceAudioRepository(conn),
    voiceSearch: voiceSearchRepository(conn),
    goals: goalsRepository(conn),
    team: teamRepository(conn),
    teamMeetings: teamMeetingsRepository(conn),
    teamOneOnOnes: teamOneOnOnesRepository(conn),
    teamRoster: teamRosterRepository(conn),
    leadership: leadershipRepository(conn),
    clarityResponses: clarityResponsesRepository(conn),
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
  return repositoriesOver({ db: db.kysely, dialect: db.dialect, ...(db.dialect === 'sqlite' ? { sqlite: db.sqlite } : {}) });
}
