// Writing the executive's own events to the connected calendar chosen for writing: a new event goes to
// an href of its own (If-None-Match: *), an update or delete carries If-Match with the ETag last seen.
// A repeating event is one object (event-ics.ts): an edit of one occurrence rewrites the series with
// its RECURRENCE-ID override, a deleted occurrence with its EXDATE. An edit is made here, written,
// and put back as it was when the server does not take it, so a refusal changes nothing. A 412 means
// the event changed on the server since: it is read again and the change made elsewhere wins (the
// event takes the server's copy here, and the person is told in words). A server that cannot be
// reached refuses the write in words: nothing is queued.
import type { CalendarEvent } from '@provana/contracts';
import type { Repositories } from '../../../db/repositories';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { SecretBox } from '../../../lib/secret-box';
import { credentialsOf, providerFor } from './account-sync';
import { eventHref, eventIcs, type Repeats } from './event-ics';
import type { AccountFetchOptions } from './guarded-fetch';
import { ProviderError, type AccountCredentials, type CalendarProvider, type FoundAccount } from './provider';
import { serverCopyOf } from './server-copy';

export const CHANGED_ELSEWHERE = {
  move: 'This event was changed in your calendar app; your move was not applied',
  delete: 'This event was changed in your calendar app; your delete was not applied',
  gone: 'This event was deleted in your calendar app; your change was not applied',
} as const;

export interface WriteBackDeps {
  repos: Repositories;
  clock: Clock;
  fetch: AccountFetchOptions;
  secrets: SecretBox;
}

/** What writing back needs, from a route's dependencies. */
export const writeBackDeps = (d: {
  repos: Repositories;
  clock: Clock;
  calendarFetch: AccountFetchOptions;
  calendarAccounts: { secrets: SecretBox };
}): WriteBackDeps => ({
  repos: d.repos,
  clock: d.clock,
  fetch: d.calendarFetch,
  secrets: d.calendarAccounts.secrets,
});

interface Target {
  provider: CalendarProvider;
  credentials: AccountCredentials & FoundAccount;
  calendarId: number;
  href: string;
  etag: string | null;
}

/** An own event as stored: its row, and for a series its rule, exceptions and overrides. */
interface OwnState {
  event: CalendarEvent;
  repeats: Repeats | null;
}

const unreachable = (error: ProviderError) =>
  new HttpError(503, 'calendar_unreachable', `Your calendar server could not be reached, so nothing was changed: ${error.message}`);

/** Where the event lives on the server (or is to be written), or null when the workspace writes nowhere. */
async function targetOf(deps: WriteBackDeps, executiveId: number, eventId: number): Promise<Target | null> {
  const { repos } = deps;
  const existing = await repos.calendarAccountObjects.ofEvent(eventId);
  const writer = existing ? { accountId: existing.accountId, calendarId: existing.calendarId } : await repos.calendarAccounts.writerOf(executiveId);
  if (!writer) return null;
  const account = await repos.calendarAccounts.forSync(writer.accountId);
  const calendar = account?.calendars.find((c) => c.id === writer.calendarId);
  if (!account || !calendar) return null;
  let credentials: AccountCredentials & FoundAccount;
  try {
    credentials = credentialsOf(account, deps.secrets);
  } catch (error) {
    throw error instanceof ProviderError ? unreachable(error) : error;
  }
  return {
    provider: providerFor(deps),
    credentials,
    calendarId: calendar.id,
    href: existing?.href ?? eventHref(calendar.url, executiveId, eventId),
    etag: existing?.etag ?? null,
  };
}

async function stateOf(repos: Repositories, executiveId: number, eventId: number): Promise<OwnState | undefined> {
  const stored = await repos.calendarEvents.stored(executiveId, eventId, true);
  if (!stored) return undefined;
  if (!stored.rrule) return { event: stored.event, repeats: null };
  return {
    event: stored.event,
    repeats: { rrule: stored.rrule, exdates: stored.exdates, overrides: await repos.calendarEvents.overridesOfSeries(executiveId, eventId) },
  };
}

/** Puts the event back as it was before a refused edit. */
async function restore(repos: Repositories, executiveId: number, s: OwnState): Promise<void> {
  await repos.calendarEvents.replaceSeries({
    executiveId,
    id: s.event.id,
    title: s.event.title,
    startTime: s.event.startTime,
    endTime: s.event.endTime,
    rrule: s.repeats?.rrule ?? null,
    exdates: s.repeats?.exdates ?? [],
    overrides: s.repeats?.overrides ?? [],
    private: s.event.private === true,
    reminderMinutes: s.event.reminderMinutes ?? null,
  });
}

/** After a 412: the server's copy wins here (or the event goes, when deleted there); the words to answer with. */
async function serverWins(deps: WriteBackDeps, executiveId: number, eventId: number, target: Target, words: string): Promise<HttpError> {
  const { repos } = deps;
  const copy = await target.provider.read(target.credentials, target.href).catch((error: unknown) => {
    throw error instanceof ProviderError ? unreachable(error) : error;
  });
  if (!copy) {
    await repos.calendarEvents.remove(executiveId, eventId, true);
    await repos.calendarAccountObjects.remove(target.calendarId, target.href);
    return new HttpError(409, 'changed_elsewhere', CHANGED_ELSEWHERE.gone);
  }
  const fields = serverCopyOf(copy.data, await repos.executives.timeZoneOf(executiveId));
  if (fields) await repos.calendarEvents.replaceSeries({ executiveId, id: eventId, ...fields });
  await repos.calendarAccountObjects.save({ calendarId: target.calendarId, href: target.href, etag: copy.etag, eventId });
  return new HttpError(409, 'changed_elsewhere', words);
}

/** A provider's refusal as the answer: the server's copy taken on a conflict, else unreachable in words. */
async function refused(deps: WriteBackDeps, executiveId: number, eventId: number, target: Target, error: unknown, words: string): Promise<never> {
  if (!(error instanceof ProviderError)) throw error;
  if (error.kind === 'conflict') throw await serverWins(deps, executiveId, eventId, target, words);
  throw unreachable(error);
}

async function put(deps: WriteBackDeps, target: Target, eventId: number, ics: string): Promise<void> {
  let etag = target.etag;
  if (etag === null) {
    // An object of this event already there (written before a re-connect) is this event: updated, never doubled.
    const there = await target.provider.read(target.credentials, target.href);
    etag = there?.etag ?? null;
  }
  const written = await target.provider.put(target.credentials, target.href, ics, etag);
  await deps.repos.calendarAccountObjects.save({ calendarId: target.calendarId, href: target.href, etag: written.etag, eventId });
}

const icsOf = (executiveId: number, s: OwnState, timeZone: string, now: Date) => eventIcs(executiveId, s.event, timeZone, now, s.repeats);

/** Writes the event as stored now; an HttpError (409 changed elsewhere, 503 unreachable) when the server does not take it. */
export async function writeEventBack(deps: WriteBackDeps, executiveId: number, eventId: number, timeZone: string): Promise<void> {
  const target = await targetOf(deps, executiveId, eventId);
  const state = target && (await stateOf(deps.repos, executiveId, eventId));
  if (!target || !state) return;
  await put(deps, target, eventId, icsOf(executiveId, state, timeZone, deps.clock.now())).catch((error: unknown) =>
    refused(deps, executiveId, eventId, target, error, CHANGED_ELSEWHERE.move),
  );
}

/**
 * Makes an edit of an own event (`change`) and writes the event as it then is; when the server does
 * not take it, the event is put back as it was (then takes the server's copy on a conflict) and the
 * HttpError answers (`words` when the server's copy changed). An edit that changes nothing the
 * calendar shows writes nothing.
 */
export async function keptInCalendar<T>(
  deps: WriteBackDeps,
  executiveId: number,
  eventId: number,
  timeZone: string,
  change: () => Promise<T>,
  words: string = CHANGED_ELSEWHERE.move,
): Promise<T> {
  const target = await targetOf(deps, executiveId, eventId);
  if (!target) return change();
  const before = await stateOf(deps.repos, executiveId, eventId);
  const result = await change();
  const after = await stateOf(deps.repos, executiveId, eventId);
  if (!after) return result;
  const now = deps.clock.now();
  const ics = icsOf(executiveId, after, timeZone, now);
  if (target.etag !== null && before && icsOf(executiveId, before, timeZone, now) === ics) return result;
  try {
    await put(deps, target, eventId, ics);
  } catch (error) {
    if (before && error instanceof ProviderError) await restore(deps.repos, executiveId, before);
    return refused(deps, executiveId, eventId, target, error, words);
  }
  return result;
}

/** Deletes the event's object on the server (If-Match); an HttpError when the server does not take it. */
export async function deleteEventBack(deps: WriteBackDeps, executiveId: number, eventId: number): Promise<void> {
  const existing = await deps.repos.calendarAccountObjects.ofEvent(eventId);
  if (!existing) return;
  const target = await targetOf(deps, executiveId, eventId);
  if (!target) return;
  try {
    await target.provider.remove(target.credentials, target.href, target.etag);
    await deps.repos.calendarAccountObjects.remove(target.calendarId, target.href);
  } catch (error) {
    await refused(deps, executiveId, eventId, target, error, CHANGED_ELSEWHERE.delete);
  }
}
