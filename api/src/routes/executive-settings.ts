// PUT .../time-zone: the executive's IANA time zone (the header's settings dialog). From the next
// request on, "today", day ranges, overdue flags and time-block slots follow it.
import { Hono } from 'hono';
import { TimeZoneBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { validJson } from '../lib/validation';
import { requires } from '../middleware/requires';

export function executiveSettingsRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>().put('/time-zone', requires('owner'), validJson(TimeZoneBodySchema), async (c) => {
    const { timeZone } = c.req.valid('json');
    await repos.executives.setTimeZone(c.get('executiveId'), timeZone);
    return c.json({ timeZone });
  });
}
