// Every route about the team (each direct report and what hangs off them), one module per entity, mounted as one router.
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../app-env';
import { coachingNoteRoutes } from './coaching-notes';
import { directReportRoutes } from './direct-reports';
import { followUpRoutes } from './follow-ups';
import { meetingNoteRoutes } from './meeting-notes';
import { oneOnOneRoutes } from './one-on-ones';
import { teamVoiceLogRoutes } from './voice-logs';

export function teamRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .route('/', directReportRoutes(deps))
    .route('/', coachingNoteRoutes(deps))
    .route('/', teamVoiceLogRoutes(deps))
    .route('/', followUpRoutes(deps))
    .route('/', meetingNoteRoutes(deps))
    .route('/', oneOnOneRoutes(deps));
}
