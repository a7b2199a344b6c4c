import type Database from 'better-sqlite3';
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

/** Every repository over one database; statements are prepared here, once. */
export function createRepositories(db: Database.Database) {
  return {
    db,
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    rateLimits: rateLimitsRepository(db),
    executives: executivesRepository(db),
    priorities: prioritiesRepository(db),
    calendarEvents: calendarEventsRepository(db),
    calendarEventEdits: calendarEventEditsRepository(db),
    calendarFeeds: calendarFeedsRepository(db),
    meetings: meetingsRepository(db),
    records: recordsRepository(db),
    decisionRegister: decisionRegisterRepository(db),
    voiceRecordings: voiceRecordingsRepository(db),
    voiceAudio: voiceAudioRepository(db),
    voiceSearch: voiceSearchRepository(db),
    goals: goalsRepository(db),
    team: teamRepository(db),
    teamMeetings: teamMeetingsRepository(db),
    teamOneOnOnes: teamOneOnOnesRepository(db),
    teamRoster: teamRosterRepository(db),
    leadership: leadershipRepository(db),
    clarityResponses: clarityResponsesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
