// Connected calendar accounts: GET/POST .../calendar-accounts, DELETE .../{accountId}, PUT
// .../{accountId}/calendars (the calendars shown and the one written to; syncs at once, then writes
// the own events planned before to the calendar written to: push-own.ts), PUT
// .../{accountId}/password ("needs your password again"), POST .../{accountId}/refresh. Connecting
// finds the account (provider.ts) and lists its calendars; a wrong password, an unknown server or one
// that is not a calendar server answers at its field and stores nothing. No answer carries the
// password. Another executive's account: 404.
import { Hono } from 'hono';
import {
  CalendarAccountIdParamsSchema,
  ConnectCalendarAccountBodySchema,
  UpdateAccountCalendarsBodySchema,
  UpdateAccountPasswordBodySchema,
  type CalendarAccount,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import type { Repositories } from '../../db/repositories';
import { HttpError } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';
import { requires } from '../../middleware/requires';
import { providerFor, syncAccount, type AccountSyncDeps } from '../../services/calendar/accounts/account-sync';
import { ProviderError, type AccountCredentials } from '../../services/calendar/accounts/provider';
import { pushOwnEvents } from '../../services/calendar/accounts/push-own';
import { discoveredServerUrl } from '../../services/calendar/accounts/server-address';

/** Accounts one workspace may connect. */
export const MAX_ACCOUNTS = 5;
const PALETTE = ['blue', 'green', 'orange', 'purple', 'red', 'teal'] as const;

const notFound = () => new HttpError(404, 'not_found', 'Calendar account not found');

/** A provider's refusal at the field it concerns: the password for a refused sign-in, else the address. */
const atField = (error: ProviderError) => new HttpError(422, 'account_not_connected', error.message, error.kind === 'auth' ? 'password' : 'address');

async function one(repos: Repositories, executiveId: number, accountId: number): Promise<CalendarAccount> {
  const [account] = await repos.calendarAccounts.list(executiveId, accountId);
  if (!account) throw notFound();
  return account;
}

/** Mounted at /calendar-accounts. */
export function calendarAccountRoutes({ repos, clock, calendarFetch = { allowLoopback: false }, calendarAccounts, changes }: RouteDeps) {
  const deps: AccountSyncDeps = { repos, clock, fetch: calendarFetch, secrets: calendarAccounts.secrets, intervalMs: calendarAccounts.intervalMs, changes };
  const writeBack = { repos, clock, fetch: calendarFetch, secrets: calendarAccounts.secrets };
  const provider = providerFor(deps);
  /** The account found and checked with these credentials; a refusal at its field. */
  const found = async (credentials: AccountCredentials) => {
    try {
      const account = await provider.discover(credentials);
      return { account, calendars: await provider.listCalendars({ ...credentials, ...account }) };
    } catch (error) {
      if (error instanceof ProviderError) throw atField(error);
      throw error;
    }
  };
  return new Hono<AppEnv>()
    .get('/', requires('read'), async (c) => c.json(await repos.calendarAccounts.list(c.get('executiveId'))))
    .post('/', requires('owner'), validJson(ConnectCalendarAccountBodySchema), async (c) => {
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      if ((await repos.calendarAccounts.list(executiveId)).length >= MAX_ACCOUNTS)
        throw new HttpError(409, 'too_many_accounts', `A workspace can connect at most ${MAX_ACCOUNTS} calendar accounts`);
      const serverUrl = await discoveredServerUrl(body.address, calendarFetch);
      const { account, calendars } = await found({ serverUrl, username: body.username, password: body.password });
      const now = clock.now();
      const id = await repos.calendarAccounts.create({
        executiveId,
        label: body.address,
        serverUrl: account.serverUrl,
        homeUrl: account.homeUrl,
        username: body.username,
        secret: calendarAccounts.secrets.seal(body.password),
        now,
        nextSyncAt: now.getTime() + calendarAccounts.intervalMs,
        calendars: calendars
          .filter((cal) => cal.holdsEvents)
          .map((cal, i) => ({ url: cal.url, name: cal.name, colour: cal.colour ?? PALETTE[i % PALETTE.length] ?? 'blue', writable: cal.writable })),
      });
      return c.json(await one(repos, executiveId, id), 201);
    })
    .put('/:accountId/calendars', requires('owner'), validParams(CalendarAccountIdParamsSchema), validJson(UpdateAccountCalendarsBodySchema), async (c) => {
      const { accountId } = c.req.valid('param');
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      const account = await one(repos, executiveId, accountId);
      const ids = new Set(account.calendars.map((cal) => cal.id));
      const unknown = [...body.shown, ...(body.writeCalendarId === null ? [] : [body.writeCalendarId])].find((id) => !ids.has(id));
      if (unknown !== undefined) throw new HttpError(400, 'validation_error', `shown: calendar ${unknown} is not one of this account's`, 'shown');
      if (body.writeCalendarId !== null && !account.calendars.find((cal) => cal.id === body.writeCalendarId)?.writable)
        throw new HttpError(400, 'validation_error', 'writeCalendarId: Provana cannot write to this calendar', 'writeCalendarId');
      await repos.calendarAccounts.setPicks(executiveId, accountId, body.shown, body.writeCalendarId);
      const synced = await syncAccount(deps, accountId);
      // Own events planned before there was a calendar to write to land in it (after the sync found those already there).
      if (body.writeCalendarId !== null && synced?.status === 'synced') await pushOwnEvents(writeBack, executiveId);
      return c.json(await one(repos, executiveId, accountId));
    })
    .put('/:accountId/password', requires('owner'), validParams(CalendarAccountIdParamsSchema), validJson(UpdateAccountPasswordBodySchema), async (c) => {
      const { accountId } = c.req.valid('param');
      const executiveId = c.get('executiveId');
      const stored = await repos.calendarAccounts.forSync(accountId);
      if (!stored || stored.executiveId !== executiveId) throw notFound();
      await found({ serverUrl: stored.serverUrl, username: stored.username, password: c.req.valid('json').password });
      await repos.calendarAccounts.setPassword(executiveId, accountId, calendarAccounts.secrets.seal(c.req.valid('json').password), clock.now());
      await syncAccount(deps, accountId);
      return c.json(await one(repos, executiveId, accountId));
    })
    .post('/:accountId/refresh', requires('write'), validParams(CalendarAccountIdParamsSchema), async (c) => {
      const { accountId } = c.req.valid('param');
      const executiveId = c.get('executiveId');
      await one(repos, executiveId, accountId);
      await syncAccount(deps, accountId);
      return c.json(await one(repos, executiveId, accountId));
    })
    .delete('/:accountId', requires('owner'), validParams(CalendarAccountIdParamsSchema), async (c) => {
      const executiveId = c.get('executiveId');
      if (!(await repos.calendarAccounts.remove(executiveId, c.req.valid('param').accountId))) throw notFound();
      return c.json({ success: true as const });
    });
}
