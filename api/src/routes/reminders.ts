// GET .../reminders/due?since=<ISO instant>: the executive's unread reminders due by now (at most a
// week back), computed from the stored data; POST .../reminders/read {keys}: marks them read for
// every process and browser (the bell's count and the toasts follow).
import { Hono } from 'hono';
import { DueRemindersQuerySchema, MarkRemindersReadBodySchema, type DueRemindersResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { nowIn, shiftWall, toIsoDateTime } from '@provana/dates';
import { validJson, validQuery } from '../lib/validation';
import { dueReminders, REMINDER_LOOKBACK_MINUTES } from '../services/reminders/due-reminders';
import { requires } from '../middleware/requires';

const MINUTE = 60_000;

export function reminderRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/reminders/due', requires('read'), validQuery(DueRemindersQuerySchema), async (c) => {
      const timeZone = c.get('timeZone');
      const instant = clock.now();
      const now = toIsoDateTime(nowIn(timeZone, instant));
      const oldest = shiftWall(now, -REMINDER_LOOKBACK_MINUTES);
      const { since } = c.req.valid('query');
      const sinceLocal = since ? toIsoDateTime(nowIn(timeZone, new Date(since))) : oldest;
      const after = sinceLocal > oldest ? sinceLocal : oldest;
      const body: DueRemindersResponse = {
        items: after < now ? await dueReminders(repos, c.get('executiveId'), { after, now }, timeZone, c.get('seesPrivate')) : [],
      };
      return c.json(body);
    })
    .post('/reminders/read', requires('read'), validJson(MarkRemindersReadBodySchema), async (c) => {
      const nowMs = clock.now().getTime();
      // A receipt outlives its reminder's window (a week) by a margin; older ones can go.
      await repos.reminders.markRead(c.get('executiveId'), c.req.valid('json').keys, nowMs, nowMs - 2 * REMINDER_LOOKBACK_MINUTES * MINUTE);
      return c.json({ success: true as const });
    });
}
