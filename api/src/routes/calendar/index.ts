// Every executive-scoped route about the calendar, mounted as one router, each at its resource: the
// month view and .ics import (/calendar), events and series (/calendar-events), the .ics download (/calendar.ics),
// the private feed's management (/calendar-feed), subscribed calendars (/calendar-subscriptions) and
// their occurrences (/subscribed-events), connected accounts (/calendar-accounts), and meetings (/meetings). The feed itself
// (/api/calendar-feeds/{token}.ics) answers before the session is read: app.ts mounts it apart.
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../app-env';
import { calendarAccountRoutes } from './accounts';
import { calendarEventRoutes } from './events';
import { calendarExportRoutes } from './export';
import { calendarFeedRoutes } from './feed';
import { calendarImportRoutes } from './import';
import { meetingRoutes } from './meetings';
import { calendarMonthRoutes } from './month';
import { calendarSubscriptionRoutes, subscribedEventRoutes } from './subscriptions';

export function calendarRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .route('/calendar-events', calendarEventRoutes(deps))
    .route('/calendar', calendarMonthRoutes(deps))
    .route('/calendar.ics', calendarExportRoutes(deps))
    .route('/calendar-feed', calendarFeedRoutes(deps))
    .route('/calendar-subscriptions', calendarSubscriptionRoutes(deps))
    .route('/subscribed-events', subscribedEventRoutes(deps))
    .route('/calendar-accounts', calendarAccountRoutes(deps))
    .route('/calendar', calendarImportRoutes(deps))
    .route('/meetings', meetingRoutes(deps));
}
