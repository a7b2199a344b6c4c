// Voice logs about a direct report: store one (the spec addresses the report in the body), list a
// report's logs, and convert one to an action (a priority).
import { Hono } from 'hono';
import { z } from 'zod';
import { CreateTeamVoiceLogBodySchema, IdParamSchema, PatchTeamVoiceLogBodySchema, type CreateTeamVoiceLogResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { executiveNow } from '../../lib/executive-now';
import { HttpError, notFound } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';
import { convertVoiceLog } from '../../services/team/convert-voice-log';
import { reportParam, unknownReport } from './report-param';
import { requires } from '../../middleware/requires';

const LogParamsSchema = z.object({ logId: IdParamSchema });

export function teamVoiceLogRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const withReport = reportParam(deps);
  return new Hono<AppEnv>()
    .post('/team/voice-log', requires('write'), validJson(CreateTeamVoiceLogBodySchema), async (c) => {
      const body = c.req.valid('json');
      const report = await repos.directReports.findByName(c.get('executiveId'), body.direct_report, c.get('seesPrivate'));
      if (!report) throw unknownReport(body.direct_report);
      const id = await repos.teamVoiceLogs.add(report.id, body.voice_log);
      const log = await repos.teamVoiceLogs.get(report.id, id);
      if (!log) throw new HttpError(500, 'internal_error', 'Voice log was not stored');
      return c.json({ success: true, voice_log: { ...log, direct_report: report.name } } satisfies CreateTeamVoiceLogResponse, 201);
    })
    .get('/team/:name/voice-logs', requires('read'), withReport, async (c) => c.json(await repos.teamVoiceLogs.list(c.get('report').id)))
    .patch('/team/:name/voice-logs/:logId', requires('write'), withReport, validParams(LogParamsSchema), validJson(PatchTeamVoiceLogBodySchema), async (c) => {
      const { logId } = c.req.valid('param');
      const body = c.req.valid('json');
      const log = await convertVoiceLog(repos, executiveNow(c, clock), c.get('executiveId'), c.get('report'), logId, body.converted_to_action);
      if (!log) throw notFound('Voice log');
      return c.json(log);
    });
}
