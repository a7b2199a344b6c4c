import type {
  Agenda,
  CompleteMeetingBody,
  CreateTalkingPointBody,
  CreateTeamActionItemBody,
  DirectReport,
  PatchTalkingPointBody,
  PatchTeamActionItemBody,
  ReorderTalkingPointsBody,
  TeamActionItem,
} from '@provana/contracts';
import { teamPaths } from '@provana/contracts/paths/team';
import type { Builder } from '../builder';
import { listTag, onSuccess } from '../tags';
import { priorityDependents } from '../priorities/priority-edits';
import type { DirectReportArgs } from './team-list-endpoint';
import { teamTag } from './team-tags';
import { requestBody } from '../request-body';

const agendaTag = (name: string) => teamTag('agenda', name);
const actionsTag = (name: string) => teamTag('action-items', name);
/** A report's action items and the team list, whose cards count the open ones. */
const actionsTags = (name: string) => [actionsTag(name), listTag('Team')];

/** 1:1s that carry over: the next meeting's talking points, action items, completing a meeting. */
export const teamOneOnOneEndpoints = (build: Builder) => ({
  getTalkingPoints: build.query<Agenda, DirectReportArgs>({
    query: ({ executiveId, name }) => teamPaths.talkingPoints(executiveId, name),
    providesTags: (_r, _e, { name }) => [agendaTag(name)],
  }),
  addTalkingPoint: build.mutation<Agenda, DirectReportArgs & { body: CreateTalkingPointBody }>({
    query: ({ executiveId, name, body }) => ({ url: teamPaths.talkingPoints(executiveId, name), method: 'POST', body }),
    invalidatesTags: onSuccess(({ name }) => [agendaTag(name)]),
  }),
  setTalkingPointDone: build.mutation<Agenda, DirectReportArgs & { pointId: number } & PatchTalkingPointBody>({
    query: ({ executiveId, name, pointId, done }) => ({
      url: teamPaths.talkingPoint(executiveId, name, pointId),
      method: 'PATCH',
      body: requestBody<PatchTalkingPointBody>({ done }),
    }),
    invalidatesTags: onSuccess(({ name }) => [agendaTag(name)]),
  }),
  reorderTalkingPoints: build.mutation<Agenda, DirectReportArgs & ReorderTalkingPointsBody>({
    query: ({ executiveId, name, ids }) => ({
      url: teamPaths.talkingPointOrder(executiveId, name),
      method: 'PUT',
      body: requestBody<ReorderTalkingPointsBody>({ ids }),
    }),
    invalidatesTags: onSuccess(({ name }) => [agendaTag(name)]),
  }),
  completeMeeting: build.mutation<DirectReport, DirectReportArgs & { body: CompleteMeetingBody }>({
    query: ({ executiveId, name, body }) => ({ url: teamPaths.completeMeeting(executiveId, name), method: 'POST', body }),
    invalidatesTags: onSuccess(({ name }) => [agendaTag(name), listTag('Team'), teamTag('slot', name)]),
  }),
  getTeamActionItems: build.query<TeamActionItem[], DirectReportArgs>({
    query: ({ executiveId, name }) => teamPaths.teamActionItems(executiveId, name),
    providesTags: (_r, _e, { name }) => [actionsTag(name)],
  }),
  addTeamActionItem: build.mutation<TeamActionItem, DirectReportArgs & { body: CreateTeamActionItemBody }>({
    query: ({ executiveId, name, body }) => ({ url: teamPaths.teamActionItems(executiveId, name), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId, name, body }) => [...actionsTags(name), ...(body.owner === 'me' ? priorityDependents(executiveId) : [])]),
  }),
  setTeamActionItemDone: build.mutation<TeamActionItem, DirectReportArgs & { itemId: number } & PatchTeamActionItemBody>({
    query: ({ executiveId, name, itemId, done }) => ({
      url: teamPaths.teamActionItem(executiveId, name, itemId),
      method: 'PATCH',
      body: requestBody<PatchTeamActionItemBody>({ done }),
    }),
    invalidatesTags: onSuccess(({ executiveId, name }) => [...actionsTags(name), ...priorityDependents(executiveId)]),
  }),
});
