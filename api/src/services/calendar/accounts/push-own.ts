// When a calendar is chosen for writing, Provana's own events that reach from now to a year ahead
// (made before the account was connected, applied blocks included; sample data never) are written
// there, so the calendar colleagues see holds what was planned here. Each is written at its own href
// with its own UID and X-PROVANA-EVENT-ID, read first when already there (a re-connect), so it is
// updated, never doubled; events the write calendar's sync already found mirrored are left alone.
// A server that stops answering ends the pass: the rest are written at their next edit or pick.
import { addDaysToIsoDate, nowIn, toIsoDateTime } from '@provana/dates';
import { HttpError } from '../../../lib/http-error';
import { writeEventBack, type WriteBackDeps } from './write-back';

/** Events one pass writes at most (a busy year of meetings and blocks). */
const MAX_PUSHED = 1000;

export async function pushOwnEvents(deps: WriteBackDeps, executiveId: number): Promise<{ written: number; refused: number }> {
  const timeZone = await deps.repos.executives.timeZoneOf(executiveId);
  const from = toIsoDateTime(nowIn(timeZone, deps.clock.now()));
  const to = `${addDaysToIsoDate(from.slice(0, 10), 366)}T00:00:00`;
  let written = 0;
  let refused = 0;
  for (const id of await deps.repos.calendarAccountObjects.unwritten(executiveId, from, to, MAX_PUSHED)) {
    try {
      await writeEventBack(deps, executiveId, id, timeZone);
      written += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refused += 1;
      if (error.code === 'calendar_unreachable') break;
    }
  }
  return { written, refused };
}
