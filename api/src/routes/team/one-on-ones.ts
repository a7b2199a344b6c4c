// 1:1s that carry over: the next meeting's agenda of talking points (add, reorder, check off),
// action items with an owner and a due date (the executive's own become priorities), and
// completing a meeting (the report moves on to the next scheduled 1:1; open points carry over).
import { Hono } from 'hono';
import { z } from 'zod';
import {
  CompleteMeetingBodySchema,
  CreateTalkingPointBodySchema,
  CreateTeamActionItemBodySchema,
  IdParamSchema,
  PatchTalkingPointBodySchema,
  PatchTeamActionItemBodySchema,
  ReorderTalkingPointsBodySchema,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { atTime, normalizeDateTime, toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError, notFound } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';
import { agendaFor } from '../../services/team/agenda';
import { oneOnOneTitle } from '../../services/team/one-on-one-title';
import { reportParam } from './report-param';
import { requires } from '../../middleware/requires';

const PointParams = z.object({ pointId: IdParamSchema });
const ItemParams = z.object({ itemId: IdParamSchema });

export function oneOnOneRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const withReport = reportParam(deps);
  const one = repos.oneOnOnes;
  const agenda = async (report: { id: number; next_meeting: string | null }) => agendaFor(await one.talkingPoints(report.id), report.next_meeting);
  return new Hono<AppEnv>()
    .get('/team/:name/talking-points', requires('read'), withReport, async (c) => c.json(await agenda(c.get('report'))))
    .post('/team/:name/talking-points', requires('write'), withReport, validJson(CreateTalkingPointBodySchema), async (c) => {
      const report = c.get('report');
      await one.addTalkingPoint(report.id, c.req.valid('json').text, report.next_meeting, toIsoDateTime(executiveNow(c, clock)));
      return c.json(await agenda(report), 201);
    })
    .put('/team/:name/talking-points/order', requires('write'), withReport, validJson(ReorderTalkingPointsBodySchema), async (c) => {
      const report = c.get('report');
      if (!(await one.reorderTalkingPoints(report.id, c.req.valid('json').ids)))
        throw new HttpError(400, 'validation_error', 'ids: must be talking points of this report', 'ids');
      return c.json(await agenda(report));
    })
    .patch(
      '/team/:name/talking-points/:pointId',
      requires('write'),
      withReport,
      validParams(PointParams),
      validJson(PatchTalkingPointBodySchema),
      async (c) => {
        const report = c.get('report');
        const { pointId } = c.req.valid('param');
        const changed = c.req.valid('json').done
          ? await one.setTalkingPointDone(report.id, pointId, toIsoDateTime(executiveNow(c, clock)), report.next_meeting)
          : await one.setTalkingPointDone(report.id, pointId, null, null);
        if (!changed) throw notFound('Talking point');
        return c.json(await agenda(report));
      },
    )
    .post('/team/:name/meeting/complete', requires('write'), withReport, validJson(CompleteMeetingBodySchema), async (c) => {
      const report = c.get('report');
      const held = report.next_meeting;
      if (!held || held !== normalizeDateTime(c.req.valid('json').meeting_at, c.get('timeZone'))) {
        throw new HttpError(409, 'conflict', 'meeting_at: is not the next meeting of this report', 'meeting_at');
      }
      const next = await one.nextOneOnOne(c.get('executiveId'), oneOnOneTitle(report.name), held);
      await repos.directReports.setMeetings(report.id, held, next);
      return c.json(await repos.directReports.findByName(c.get('executiveId'), report.name, c.get('seesPrivate')));
    })
    .get('/team/:name/action-items', requires('read'), withReport, async (c) => c.json(await one.actionItems(c.get('report').id)))
    .post('/team/:name/action-items', requires('write'), withReport, validJson(CreateTeamActionItemBodySchema), async (c) => {
      const report = c.get('report');
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      const createdAt = toIsoDateTime(executiveNow(c, clock));
      const id = await repos.transaction(async (tx) => {
        const priorityId =
          body.owner === 'me'
            ? await tx.priorities.create({
                executiveId,
                task: body.text,
                description: `From your 1:1 with ${report.name}`,
                urgency: 'medium',
                dueDate: atTime(body.due_date, '17:00'),
                source: 'team_action_item',
                createdAt,
              })
            : null;
        return tx.oneOnOnes.addActionItem(report.id, { text: body.text, owner: body.owner, dueDate: body.due_date, priorityId, createdAt });
      });
      return c.json(await one.actionItem(report.id, id), 201);
    })
    .patch('/team/:name/action-items/:itemId', requires('write'), withReport, validParams(ItemParams), validJson(PatchTeamActionItemBodySchema), async (c) => {
      const report = c.get('report');
      const { itemId } = c.req.valid('param');
      const { done } = c.req.valid('json');
      const item = await repos.transaction(async (tx) => {
        if (!(await tx.oneOnOnes.setActionItemDone(report.id, itemId, done))) return undefined;
        const updated = await tx.oneOnOnes.actionItem(report.id, itemId);
        if (updated?.priority_id) await tx.priorities.setCompleted(c.get('executiveId'), updated.priority_id, done);
        return updated;
      });
      if (!item) throw notFound('Action item');
      return c.json(item);
    });
}
