// One subscription's sync: a conditional fetch through the guard, then its events replaced as a whole
// in one transaction. A calendar read in part is stored with what was left out in words (the
// subscription's warning). A failed fetch, text that is not iCalendar, or a calendar none of whose
// events could be read keeps the last good events and records the error in words; either way the
// next sync is due SYNC_INTERVAL_MS later. The address is never logged, only the subscription's id.
import type { Logger } from 'pino';
import type { Repositories } from '../../db/repositories';
import { SYNC_INTERVAL_MS } from '../../db/repositories/calendar/subscriptions';
import type { Clock } from '../../lib/clock';
import { fetchIcal, type FetchOptions } from './fetch-ical';
import { IcalParseError, readIcal, type IcalReading } from './parse-ical';
import { noEventReadText, skippedEventCount, skippedText } from './skipped-events';
import type { ChangeHint } from '../../live/change-hub';

export interface CalendarSyncDeps {
  repos: Repositories;
  clock: Clock;
  fetch: FetchOptions;
  logger?: Logger;
  /** Live updates: a sync that changed a workspace's calendars tells its open dashboards. */
  changes?: { publish: (hint: ChangeHint) => void };
}

export type SyncResult = { status: 'updated'; events: number; warning: string | null } | { status: 'unchanged' } | { status: 'failed'; error: string };

/** Fetches and stores subscription `id`; null when it no longer exists. */
export async function syncSubscription(deps: CalendarSyncDeps, id: number): Promise<SyncResult | null> {
  const { repos, clock } = deps;
  const target = await repos.calendarSubscriptions.forSync(id);
  if (!target) return null;
  const outcome = await fetchIcal(target.url, { ...deps.fetch, validators: { etag: target.etag, lastModified: target.lastModified } });
  const now = clock.now();
  const nextSyncAt = new Date(now.getTime() + SYNC_INTERVAL_MS);
  const fail = async (error: string): Promise<SyncResult> => {
    await repos.calendarSubscriptions.recordFailure(id, { error, nextSyncAt });
    // The subscription's status line says it failed.
    deps.changes?.publish({ executiveId: target.executiveId, domain: 'Calendar' });
    deps.logger?.warn({ subscriptionId: id, error }, 'calendar subscription sync failed');
    return { status: 'failed', error };
  };
  if (outcome.kind === 'failed') return fail(outcome.error);
  if (outcome.kind === 'not_modified') {
    await repos.calendarSubscriptions.recordSuccess(id, { now, nextSyncAt });
    return { status: 'unchanged' };
  }
  let reading: IcalReading;
  try {
    reading = readIcal(outcome.body, String(id));
  } catch (error) {
    if (error instanceof IcalParseError) return fail(error.message);
    throw error;
  }
  const warning = skippedText(reading.skipped);
  // Nothing readable is no better a calendar than none: the last good events stay.
  if (reading.series.length === 0 && skippedEventCount(reading.skipped) > 0) return fail(noEventReadText(reading.skipped));
  const events = await repos.transaction(async (tx) => {
    // Deleted while it was being fetched: nothing to store.
    if (!(await tx.calendarSubscriptions.forSync(id))) return null;
    const count = await tx.calendarSubscriptionEvents.replace(id, target.executiveId, reading.series);
    await tx.calendarSubscriptions.recordSuccess(id, { now, nextSyncAt, validators: outcome.validators, warning });
    return count;
  });
  if (events === null) return null;
  deps.changes?.publish({ executiveId: target.executiveId, domain: 'Calendar' });
  return { status: 'updated', events, warning };
}
