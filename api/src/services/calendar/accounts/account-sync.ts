// One connected account's sync: each calendar shown (and the one written to) asks the server what
// changed since its last sync token (provider.ts), stores each changed object's events under the
// calendar's subscription row (so they appear wherever subscribed events do) and forgets removed ones.
// An object Provana wrote mirrors an own event: the server's copy of it wins (a move made in the
// calendar app moves the event here; a delete there deletes it). Failures keep the last synced
// events: an unreachable server is retried with backoff, a refused password waits for a new one
// ("needs your password again"). Nothing secret is logged: the account's id only.
import type { Logger } from 'pino';
import { DAY_MS } from '@provana/dates';
import type { Repositories } from '../../../db/repositories';
import type { StoredCalendar } from '../../../db/repositories/calendar/accounts';
import { NEVER_DUE } from '../../../db/repositories/calendar/subscriptions';
import type { Clock } from '../../../lib/clock';
import type { SecretBox } from '../../../lib/secret-box';
import type { ChangeHint } from '../../../live/change-hub';
import { IcalParseError, readIcal } from '../parse-ical';
import { skippedText } from '../skipped-events';
import { caldavProvider } from './caldav-provider';
import { mirroredEvent } from './event-ics';
import type { AccountFetchOptions } from './guarded-fetch';
import { ProviderError, type AccountCredentials, type CalendarProvider, type FoundAccount, type RemoteObject } from './provider';
import { serverCopyOf } from './server-copy';

export const DEFAULT_SYNC_SECONDS = 300;
const MAX_BACKOFF_MS = 60 * 60_000;
export const NEEDS_PASSWORD = 'The server refused the password: enter it again';

export interface AccountSyncDeps {
  repos: Repositories;
  clock: Clock;
  fetch: AccountFetchOptions;
  secrets: SecretBox;
  /** PROVANA_CALDAV_SYNC_SECONDS, in ms. */
  intervalMs: number;
  logger?: Logger | undefined;
  changes?: { publish: (hint: ChangeHint) => void } | undefined;
}

export type AccountSyncResult = { status: 'synced'; changed: number } | { status: 'failed'; error: string; needsPassword: boolean };

export const providerFor = (deps: Pick<AccountSyncDeps, 'fetch'>): CalendarProvider => caldavProvider(deps.fetch);

/** The account's address and password, opened with the installation's key (a ProviderError when it cannot be). */
export function credentialsOf(
  account: { serverUrl: string; homeUrl: string; username: string; secret: string },
  secrets: SecretBox,
): AccountCredentials & FoundAccount {
  try {
    return { serverUrl: account.serverUrl, homeUrl: account.homeUrl, username: account.username, password: secrets.open(account.secret) };
  } catch {
    throw new ProviderError('auth', NEEDS_PASSWORD);
  }
}

/** One object: an own event's server copy applied, or its events stored for the calendar shown. */
async function applyObject(deps: AccountSyncDeps, executiveId: number, timeZone: string, calendar: StoredCalendar, o: RemoteObject): Promise<string | null> {
  const { repos } = deps;
  const mirrored = mirroredEvent(o.data);
  if (mirrored && mirrored.executiveId === executiveId && (await repos.calendarEvents.get(executiveId, mirrored.eventId, true))) {
    const copy = serverCopyOf(o.data, timeZone);
    if (copy) await repos.calendarEvents.replaceSeries({ executiveId, id: mirrored.eventId, ...copy });
    await repos.calendarAccountObjects.save({ calendarId: calendar.id, href: o.href, etag: o.etag, eventId: mirrored.eventId });
    return null;
  }
  await repos.calendarAccountObjects.save({ calendarId: calendar.id, href: o.href, etag: o.etag, eventId: null });
  if (calendar.subscriptionId === null) return null;
  try {
    const reading = readIcal(o.data, String(calendar.subscriptionId));
    await repos.calendarSubscriptionEvents.replaceObject(calendar.subscriptionId, executiveId, o.href, reading.series);
    return skippedText(reading.skipped);
  } catch (error) {
    if (!(error instanceof IcalParseError)) throw error;
    await repos.calendarSubscriptionEvents.replaceObject(calendar.subscriptionId, executiveId, o.href, []);
    return `1 event could not be read (${error.message}).`;
  }
}

/** An object gone from the server: its events leave Provana, an own event with them (the calendar app deleted it). */
async function removeObject(deps: AccountSyncDeps, executiveId: number, calendar: StoredCalendar, href: string, eventId: number | null) {
  const { repos } = deps;
  if (eventId !== null) await repos.calendarEvents.remove(executiveId, eventId, true);
  if (calendar.subscriptionId !== null) await repos.calendarSubscriptionEvents.replaceObject(calendar.subscriptionId, executiveId, href, []);
  await repos.calendarAccountObjects.remove(calendar.id, href);
}

async function syncCalendar(
  deps: AccountSyncDeps,
  provider: CalendarProvider,
  credentials: AccountCredentials & FoundAccount,
  executiveId: number,
  calendar: StoredCalendar,
) {
  const { repos, clock } = deps;
  const stored = await repos.calendarAccountObjects.ofCalendar(calendar.id);
  const now = clock.now().getTime();
  const changes = await provider.changesSince(
    credentials,
    { url: calendar.url, syncToken: calendar.syncToken, ctag: calendar.ctag, etags: new Map(stored.map((o) => [o.href, o.etag])) },
    { from: new Date(now - 30 * DAY_MS), to: new Date(now + 365 * DAY_MS) },
  );
  const timeZone = await repos.executives.timeZoneOf(executiveId);
  const byHref = new Map(stored.map((o) => [o.href, o]));
  const named = new Set(changes.changed.map((o) => o.href));
  const gone = changes.full ? stored.filter((o) => !named.has(o.href)).map((o) => o.href) : changes.removed;
  const warnings: string[] = [];
  await repos.transaction(async (tx) => {
    const inTx = { ...deps, repos: tx };
    for (const o of changes.changed) {
      const warning = await applyObject(inTx, executiveId, timeZone, calendar, o);
      if (warning) warnings.push(warning);
    }
    for (const href of gone) await removeObject(inTx, executiveId, calendar, href, byHref.get(href)?.eventId ?? null);
    await tx.calendarAccounts.setSyncState(calendar.id, { syncToken: changes.syncToken, ctag: changes.ctag });
    if (calendar.subscriptionId !== null && changes.changed.length > 0)
      await tx.calendarSubscriptions.recordSuccess(calendar.subscriptionId, {
        now: clock.now(),
        nextSyncAt: new Date(NEVER_DUE),
        warning: warnings[0] ?? null,
      });
  });
  return changes.changed.length + gone.length;
}

/** Shown calendars get their subscription row; hidden ones lose it (and their events), starting afresh when shown again. */
async function prepareCalendars(deps: AccountSyncDeps, executiveId: number, calendars: StoredCalendar[]): Promise<StoredCalendar[]> {
  const { repos, clock } = deps;
  const out: StoredCalendar[] = [];
  for (const c of calendars) {
    if (c.shown && c.subscriptionId === null) {
      const subscriptionId = await repos.calendarSubscriptions.createForCalendar({
        executiveId,
        calendarId: c.id,
        name: c.name,
        colour: c.colour,
        now: clock.now(),
      });
      await repos.calendarAccountObjects.forgetShown(c.id);
      await repos.calendarAccounts.setSyncState(c.id, { syncToken: null, ctag: null });
      out.push({ ...c, subscriptionId, syncToken: null, ctag: null });
    } else if (!c.shown && c.subscriptionId !== null) {
      await repos.calendarSubscriptions.removeForCalendar(c.id);
      await repos.calendarAccountObjects.forgetShown(c.id);
      out.push({ ...c, subscriptionId: null });
    } else out.push(c);
  }
  return out.filter((c) => c.shown || c.writes);
}

/** Syncs account `id`; null when it no longer exists. */
export async function syncAccount(deps: AccountSyncDeps, id: number): Promise<AccountSyncResult | null> {
  const { repos, clock } = deps;
  const account = await repos.calendarAccounts.forSync(id);
  if (!account) return null;
  const provider = providerFor(deps);
  let changed = 0;
  try {
    const credentials = credentialsOf(account, deps.secrets);
    const calendars = await prepareCalendars(deps, account.executiveId, account.calendars);
    for (const calendar of calendars) changed += await syncCalendar(deps, provider, credentials, account.executiveId, calendar);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const needsPassword = error.kind === 'auth';
    const failures = account.failures + 1;
    const backoff = Math.min(deps.intervalMs * 2 ** Math.min(failures - 1, 10), Math.max(MAX_BACKOFF_MS, deps.intervalMs));
    const message = needsPassword ? NEEDS_PASSWORD : error.message;
    await repos.calendarAccounts.recordFailure(id, {
      status: needsPassword ? 'auth_failed' : 'unreachable',
      error: message,
      failures,
      nextSyncAt: clock.now().getTime() + backoff,
    });
    deps.changes?.publish({ executiveId: account.executiveId, domain: 'Calendar' });
    deps.logger?.warn({ calendarAccountId: id, kind: error.kind }, 'calendar account sync failed');
    return { status: 'failed', error: message, needsPassword };
  }
  await repos.calendarAccounts.recordSuccess(id, { now: clock.now(), nextSyncAt: clock.now().getTime() + deps.intervalMs });
  deps.changes?.publish({ executiveId: account.executiveId, domain: 'Calendar' });
  return { status: 'synced', changed };
}
