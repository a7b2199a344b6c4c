// A request's "now" as the executive's wall clock: every "today", day range, overdue flag and slot
// of an executive-scoped route starts here (the ownership check put the executive's zone on c).
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Clock } from './clock';
import { nowIn } from '@provana/dates';

export const executiveNow = (c: Pick<Context<AppEnv>, 'get'>, clock: Clock) => nowIn(c.get('timeZone'), clock.now());
