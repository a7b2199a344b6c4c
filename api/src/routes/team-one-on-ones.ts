// 1:1s that carry over: the next meeting's agenda of talking points (add, reorder, check off),
// action items with an owner and a due date (the executive's own become priorities), and
// completing a meeting (the report moves on to the next scheduled 1:1; open points carry over).
import { Hono } from 'hono';
import {
  CompleteMeetingBodySchema,
  CreateTalkingPointBodySchema,
  CreateTeamActionItemBodySchema,
  IdParamSchema,
  PatchTalkingPointBodySchema,
  PatchTeamActionItemBodySchema,
  ReorderTalkingPointsBodySchema,
  ReportNameParamsSchema,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { atTime, normalizeDateTime, toLocalDateTime } from '../lib/dates';
import { HttpError, notFound } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';
import { agendaFor } from '../services/team/agenda';
import { oneOnOneTitle } from '../services/team/one-on-one-title';
import { reportFinder } from './team-report';
import { executiveNow } from '../lib/executive-now';

const PointParams = ReportNameParamsSchema.extend({ pointId: IdParamSchema });
const ItemParams = ReportNameParamsSchema.extend({ itemId: IdParamSchema });

export function teamOneOnOneRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const reportOf = reportFinder(deps);
  const one = repos.teamOneOnOnes;
  return new Hono<AppEnv>()
    .get('/team/:name/talking-points', (c) => {
      const report = reportOf(c);
      return c.json(agendaFor(one.talkingPoints(report.id), report.next_meeting));
    })
    .post('/team/:name/talking-points', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, CreateTalkingPointBodySchema);
      one.addTalkingPoint(report.id, body.text, report.next_meeting, toLocalDateTime(executiveNow(c, clock)));
      return c.json(agendaFor(one.talkingPoints(report.id), report.next_meeting), 201);
    })
    .put('/team/:name/talking-points/order', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, ReorderTalkingPointsBodySchema);
      if (!one.reorderTalkingPoints(report.id, body.ids)) throw new HttpError(400, 'validation_error', 'ids: must be talking points of this report', 'ids');
      return c.json(agendaFor(one.talkingPoints(report.id), report.next_meeting));
    })
    .patch('/team/:name/talking-points/:pointId', async (c) => {
      const report = reportOf(c);
      const { pointId } = paramsOf(c, PointParams);
      const body = await jsonBody(c, PatchTalkingPointBodySchema);
      const changed = body.done
        ? one.setTalkingPointDone(report.id, pointId, toLocalDateTime(executiveNow(c, clock)), report.next_meeting)
        : one.setTalkingPointDone(report.id, pointId, null, null);
      if (!changed) throw notFound('Talking point');
      return c.json(agendaFor(one.talkingPoints(report.id), report.next_meeting));
    })
    .post('/team/:name/meeting/complete', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, CompleteMeetingBodySchema);
      const held = report.next_meeting;
      if (!held || held !== normalizeDateTime(body.meeting_at, c.get('timeZone'))) throw new HttpError(409, 'conflict', 'meeting_at: is not the next meeting of this report', 'meeting_at');
      const next = one.nextOneOnOne(c.get('executiveId'), oneOnOneTitle(report.name), held);
      one.setMeetings(report.id, held, next);
      return c.json(repos.team.findByName(c.get('executiveId'), report.name));
    })
    .get('/team/:name/action-items', (c) => c.json(one.actionItems(reportOf(c).id)))
    .post('/team/:name/action-items', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, CreateTeamActionItemBodySchema);
      const executiveId = c.get('executiveId');
      const createdAt = toLocalDateTime(executiveNow(c, clock));
      const id = repos.db.transaction(() => {
        const priorityId = body.owner === 'me'
          ? repos.priorities.create({ executiveId, task: body.text, description: `From your 1:1 with ${report.name}`, urgency: 'medium', dueDate: atTime(body.due_date, '17:00'), source: 'team_action_item', createdAt })
          : null;
        return one.addActionItem(report.id, { text: body.text, owner: body.owner, dueDate: body.due_date, priorityId, createdAt });
      })();
      return c.json(one.actionItem(report.id, id), 201);
    })
    .patch('/team/:name/action-items/:itemId', async (c) => {
      const report = reportOf(c);
      const { itemId } = paramsOf(c, ItemParams);
      const body = await jsonBody(c, PatchTeamActionItemBodySchema);
      const item = repos.db.transaction(() => {
        if (!one.setActionItemDone(report.id, itemId, body.done)) return undefined;
        const updated = one.actionItem(report.id, itemId);
        if (updated?.priority_id) repos.priorities.setCompleted(c.get('executiveId'), updated.priority_id, body.done);
        return updated;
      })();
      if (!item) throw notFound('Action item');
      return c.json(item);
    });
}
