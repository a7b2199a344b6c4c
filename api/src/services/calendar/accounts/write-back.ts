// Writing the executive's own events to the connected calendar chosen for writing, before Provana
// keeps the change: a new event goes to an href of its own (If-None-Match: *), an update or delete
// carries If-Match with the ETag last seen. A 412 means the event changed on the server since: it is
// read again and the change made elsewhere wins (the event takes the server's copy here, and the
// person is told in words). A server that cannot be reached refuses the write in words: nothing is
// queued and nothing changes here. Repeating events are not written (only one-off events and
// applied blocks).
import type { CalendarEvent } from '@provana/contracts';
import type { Repositories } from '../../../db/repositories';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { SecretBox } from '../../../lib/secret-box';
import { credentialsOf, providerFor } from './account-sync';
import { eventHref, eventIcs } from './event-ics';
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

interface Target {
  provider: CalendarProvider;
  credentials: AccountCredentials & FoundAccount;
  calendarId: number;
  href: string;
  etag: string | null;
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
  if (fields) await repos.calendarEvents.move({ executiveId, id: eventId, ...fields, seesPrivate: true });
  await repos.calendarAccountObjects.save({ calendarId: target.calendarId, href: target.href, etag: copy.etag, eventId });
  return new HttpError(409, 'changed_elsewhere', words);
}

/** Writes the event as it is to become; an HttpError (409 changed elsewhere, 503 unreachable) when the server does not take it. */
export async function writeEventBack(deps: WriteBackDeps, executiveId: number, event: CalendarEvent, timeZone: string): Promise<void> {
  const target = await targetOf(deps, executiveId, event.id);
  if (!target) return;
  const ics = eventIcs(executiveId, event, timeZone, deps.clock.now());
  try {
    let etag = target.etag;
    if (etag === null) {
      // An object of this event already there (written before a re-connect) is this event: updated, never doubled.
      const there = await target.provider.read(target.credentials, target.href);
      etag = there?.etag ?? null;
    }
    const written = await target.provider.put(target.credentials, target.href, ics, etag);
    await deps.repos.calendarAccountObjects.save({ calendarId: target.calendarId, href: target.href, etag: written.etag, eventId: event.id });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'conflict') throw await serverWins(deps, executiveId, event.id, target, CHANGED_ELSEWHERE.move);
    throw unreachable(error);
  }
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
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'conflict') throw await serverWins(deps, executiveId, eventId, target, CHANGED_ELSEWHERE.delete);
    throw unreachable(error);
  }
}
