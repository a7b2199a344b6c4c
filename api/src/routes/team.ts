import { Hono } from 'hono';
import {
  CreateCoachingNoteBodySchema,
  CreateTeamVoiceLogBodySchema,
  IdParamSchema,
  PatchTeamVoiceLogBodySchema,
  ReportNameParamsSchema,
  type CreateTeamVoiceLogResponse,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toIsoDate } from '../lib/dates';
import { HttpError, notFound } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';
import { convertVoiceLog } from '../services/team/convert-voice-log';
import { reportFinder, unknownReport } from './team-report';
import { executiveNow } from '../lib/executive-now';

const LogParamsSchema = ReportNameParamsSchema.extend({ logId: IdParamSchema });

export function teamRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  const reportOf = reportFinder(deps);
  return new Hono<AppEnv>()
    .get('/team', (c) => c.json(repos.team.list(c.get('executiveId'))))
    .post('/team/voice-log', async (c) => {
      const body = await jsonBody(c, CreateTeamVoiceLogBodySchema);
      const report = repos.team.findByName(c.get('executiveId'), body.direct_report);
      if (!report) throw unknownReport(body.direct_report);
      const id = repos.team.addVoiceLog(report.id, body.voice_log);
      const log = repos.team.voiceLog(report.id, id);
      if (!log) throw new HttpError(500, 'internal_error', 'Voice log was not stored');
      return c.json({ success: true, voice_log: { ...log, direct_report: report.name } } satisfies CreateTeamVoiceLogResponse, 201);
    })
    .get('/team/:name/voice-logs', (c) => c.json(repos.team.voiceLogs(reportOf(c).id)))
    .patch('/team/:name/voice-logs/:logId', async (c) => {
      const report = reportOf(c);
      const { logId } = paramsOf(c, LogParamsSchema);
      const body = await jsonBody(c, PatchTeamVoiceLogBodySchema);
      const log = convertVoiceLog(repos, executiveNow(c, clock), c.get('executiveId'), report, logId, body.converted_to_action);
      if (!log) throw notFound('Voice log');
      return c.json(log);
    })
    .get('/team/:name/coaching-prompts', (c) => {
      const report = reportOf(c);
      return c.json(engine.coachingPrompts({ report, recentNotes: report.notes.slice(0, 5), now: executiveNow(c, clock) }));
    })
    .post('/team/:name/notes', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, CreateCoachingNoteBodySchema);
      const note = repos.team.addNote(report.id, { date: body.date ?? toIsoDate(executiveNow(c, clock)), category: body.category, content: body.content });
      return c.json(note, 201);
    });
}
