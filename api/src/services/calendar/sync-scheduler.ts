// Keeps subscribed calendars fresh from inside the API process (server.ts starts it, shutdown stops
// it; tests start it only when they mean to). Every tick it claims the subscriptions that are due
// (claimDue: one atomic UPDATE, so several API processes never fetch the same one at once) and syncs
// them a few at a time. Each subscription comes due every 15 minutes (SYNC_INTERVAL_MS); each connected
// account every PROVANA_CALDAV_SYNC_SECONDS, claimed the same way (accounts/account-sync.ts).
import { syncAccount, type AccountSyncDeps } from './accounts/account-sync';
import { syncSubscription, type CalendarSyncDeps } from './sync-subscription';

/** How often the scheduler looks for due subscriptions. */
export const SYNC_TICK_MS = 60_000;
/** Subscriptions claimed (and fetched in parallel) per round. */
const BATCH = 4;

export interface CalendarSyncScheduler {
  /** One round now: claims and syncs every due subscription; resolves with how many were synced. */
  runOnce: () => Promise<number>;
  /** Stops ticking and waits for the round in flight. */
  stop: () => Promise<void>;
}

/** What the accounts' sync needs beyond the feeds' (absent: connected accounts are not synced here). */
export type AccountSchedulerDeps = Pick<AccountSyncDeps, 'secrets' | 'intervalMs'> & Partial<Pick<AccountSyncDeps, 'fetch'>>;

export function startCalendarSync(deps: CalendarSyncDeps & { accounts?: AccountSchedulerDeps }, tickMs = SYNC_TICK_MS): CalendarSyncScheduler {
  let stopped = false;
  let inFlight: Promise<number> = Promise.resolve(0);
  const { accounts } = deps;
  const claimers: { claim: () => Promise<number[]>; sync: (id: number) => Promise<unknown>; what: string }[] = [
    {
      claim: () => deps.repos.calendarSubscriptions.claimDue(deps.clock.now(), BATCH),
      sync: (id) => syncSubscription(deps, id),
      what: 'calendar subscription',
    },
  ];
  if (accounts) {
    const accountDeps: AccountSyncDeps = { ...deps, ...accounts, fetch: accounts.fetch ?? deps.fetch };
    claimers.push({
      claim: () => deps.repos.calendarAccounts.claimDue(deps.clock.now(), BATCH, accounts.intervalMs),
      sync: (id) => syncAccount(accountDeps, id),
      what: 'calendar account',
    });
  }
  const round = async () => {
    let synced = 0;
    for (const { claim, sync, what } of claimers) {
      while (!stopped) {
        const ids = await claim();
        if (ids.length === 0) break;
        await Promise.all(
          ids.map((id) =>
            sync(id).catch((error: unknown) => {
              deps.logger?.error({ err: error, id }, `${what} sync crashed`);
            }),
          ),
        );
        synced += ids.length;
      }
    }
    return synced;
  };
  const runOnce = () => {
    inFlight = inFlight.then(round, round);
    return inFlight;
  };
  const timer = setInterval(() => {
    void runOnce().catch((error: unknown) => deps.logger?.error({ err: error }, 'calendar sync round failed'));
  }, tickMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight.catch(() => undefined);
    },
  };
}
