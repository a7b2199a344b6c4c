// The dependencies of a booking change's follow-up (services/booking/booking-effects.ts) for a request.
import type { Context } from 'hono';
import type { RouteDeps } from '../../app-env';
import { publicOrigin } from '../../auth/account-links';
import type { BookingEffectsDeps } from '../../services/booking/booking-effects';

export function effectsDeps(c: Context, deps: RouteDeps): BookingEffectsDeps {
  return {
    repos: deps.repos,
    clock: deps.clock,
    writeBack: { repos: deps.repos, clock: deps.clock, fetch: deps.calendarFetch, secrets: deps.calendarAccounts.secrets },
    mailer: deps.accountMail?.mailer ?? null,
    origin: publicOrigin(c, deps),
    announce: (executiveId) => {
      for (const domain of ['Booking', 'CalendarEvent'] as const) deps.changes.publish({ executiveId, domain });
    },
  };
}
