// Subscribed calendars' occurrences on one day as busy time: the time-block engine places blocks
// around them like around the executive's own meetings (subscribed-meetings.ts says which count).
import type { Meeting } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import { addDaysToIsoDate, instantOf } from '@provana/dates';
import { subscribedMeetingsBetween } from './subscribed-meetings';

export async function subscribedMeetingsOn(repos: Repositories, executiveId: number, timeZone: string, date: string, seesPrivate: boolean): Promise<Meeting[]> {
  const range = { from: instantOf(date, timeZone), to: instantOf(addDaysToIsoDate(date, 1), timeZone) };
  return subscribedMeetingsBetween(repos, executiveId, timeZone, range, seesPrivate);
}
