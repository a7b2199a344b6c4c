// The tools an AI assistant gets, each a call of the API's own routes (tool.ts). Reads: the day's
// brief, the calendar for a range, priorities, decisions, the team and a direct report's 1:1 agenda,
// suggested time blocks. Writes: add a priority, complete one, add a calendar event, apply a
// suggested time block, add a memory note. Which of them a token sees follows its scopes (mcp-server.ts).
import { z } from 'zod';
import {
  CreateCalendarEventBodySchema,
  CreateMemoryNoteBodySchema,
  CreatePriorityBodySchema,
  DateRangeQuerySchema,
  IdSchema,
  PatchPriorityBodySchema,
  RealIsoDateSchema,
  ReportNameParamsSchema,
  TimeBlockQuerySchema,
  TimeBlockResponseSchema,
  apiPaths,
  timeBlockEventBody,
} from '@provana/contracts';
import { ToolFailure, query, workspaceTool, type McpTool } from './tool';

const ex = '/api/executive/:id';

const readTools: McpTool[] = [
  workspaceTool({
    name: 'get_daily_brief',
    title: "Today's brief",
    description: "Today's brief in the workspace's time zone: open priorities, today's meetings and events, decisions waiting, the day's insight.",
    route: `GET ${ex}/daily-brief`,
    input: z.object({}),
    run: (_args, { executiveId, api }) => api('GET', apiPaths.dailyBrief(executiveId)),
  }),
  workspaceTool({
    name: 'get_calendar',
    title: 'Calendar for a range',
    description:
      'Everything the calendar shows between two dates (YYYY-MM-DD, inclusive, at most 366 days): events, meetings, priorities due, personal events.',
    route: `GET ${ex}/calendar`,
    input: DateRangeQuerySchema,
    run: ({ from, to }, { executiveId, api }) => api('GET', `${apiPaths.calendar(executiveId)}${query({ from, to })}`),
  }),
  workspaceTool({
    name: 'list_priorities',
    title: 'Priorities',
    description: 'Every priority with its id, urgency, due date and whether it is completed.',
    route: `GET ${ex}/priorities`,
    input: z.object({}),
    run: (_args, { executiveId, api }) => api('GET', apiPaths.priorities(executiveId)),
  }),
  workspaceTool({
    name: 'list_decisions',
    title: 'Decisions',
    description: 'The decisions waiting to be made (pending), or those already made with their choice and rationale (decided).',
    route: `GET ${ex}/decisions`,
    input: z.object({ status: z.enum(['pending', 'decided']).optional().default('pending') }),
    run: ({ status }, { executiveId, api }) => api('GET', status === 'decided' ? apiPaths.decidedDecisions(executiveId) : apiPaths.decisions(executiveId)),
  }),
  workspaceTool({
    name: 'list_direct_reports',
    title: 'Team',
    description: 'The direct reports with their roles and next 1:1s: their names are what get_one_on_one_agenda takes.',
    route: `GET ${ex}/team`,
    input: z.object({}),
    run: (_args, { executiveId, api }) => api('GET', apiPaths.team(executiveId)),
  }),
  workspaceTool({
    name: 'get_one_on_one_agenda',
    title: "A direct report's 1:1 agenda",
    description: 'The talking points for the next 1:1 with a direct report (by name), in order, with those already ticked off.',
    route: `GET ${ex}/team/:name/talking-points`,
    input: ReportNameParamsSchema,
    run: ({ name }, { executiveId, api }) => api('GET', apiPaths.talkingPoints(executiveId, name)),
  }),
  workspaceTool({
    name: 'suggest_time_blocks',
    title: 'Suggested time blocks',
    description:
      'Focus and planning blocks suggested for a day (YYYY-MM-DD, today when left out) from its calendar, open priorities and goals; apply one with apply_time_block.',
    route: `GET ${ex}/time-block-suggestions`,
    input: TimeBlockQuerySchema,
    run: ({ date }, { executiveId, api }) => api('GET', `${apiPaths.timeBlockSuggestions(executiveId)}${query({ date })}`),
  }),
];

const writeTools: McpTool[] = [
  workspaceTool({
    name: 'add_priority',
    title: 'Add a priority',
    description: 'Adds a priority (a task) with its urgency (high, medium or low) and an optional due date and time (YYYY-MM-DDTHH:MM, the workspace’s time).',
    route: `POST ${ex}/priorities`,
    input: CreatePriorityBodySchema,
    run: (body, { executiveId, api }) => api('POST', apiPaths.priorities(executiveId), body),
  }),
  workspaceTool({
    name: 'complete_priority',
    title: 'Complete a priority',
    description: 'Marks a priority completed, by its id (list_priorities gives the ids).',
    route: `PATCH ${ex}/priorities/:taskId`,
    input: z.object({ priorityId: IdSchema }),
    run: ({ priorityId }, { executiveId, api }) => api('PATCH', apiPaths.priority(executiveId, priorityId), PatchPriorityBodySchema.parse({ completed: true })),
  }),
  workspaceTool({
    name: 'add_calendar_event',
    title: 'Add a calendar event',
    description: 'Adds an event to the calendar: its title, start and end (YYYY-MM-DDTHH:MM, the workspace’s time), type and priority.',
    route: `POST ${ex}/calendar-events`,
    input: CreateCalendarEventBodySchema,
    run: (body, { executiveId, api }) => api('POST', apiPaths.calendarEvents(executiveId), body),
  }),
  workspaceTool({
    name: 'apply_time_block',
    title: 'Apply a suggested time block',
    description: 'Puts a block suggest_time_blocks suggested for a day into the calendar, as the planner’s Apply Block does (by the block’s id and its day).',
    route: `POST ${ex}/calendar-events`,
    input: z.object({ date: RealIsoDateSchema, blockId: z.string().trim().min(1).max(100) }),
    run: async ({ date, blockId }, { executiveId, api }) => {
      const suggested = TimeBlockResponseSchema.parse(await api('GET', `${apiPaths.timeBlockSuggestions(executiveId)}${query({ date })}`));
      const block = suggested.suggestedBlocks.find((each) => each.id === blockId);
      if (!block) throw new ToolFailure(`No block "${blockId}" is suggested for ${date} now: ask suggest_time_blocks for that day again.`);
      return api('POST', apiPaths.calendarEvents(executiveId), timeBlockEventBody(date, block));
    },
  }),
  workspaceTool({
    name: 'add_memory_note',
    title: 'Add a memory note',
    description: 'Adds a memory note: something to remember, a tag, and what should bring it back to mind.',
    route: `POST ${ex}/memory`,
    input: CreateMemoryNoteBodySchema,
    run: (body, { executiveId, api }) => api('POST', apiPaths.memory(executiveId), body),
  }),
];

/** Which workspaces the token's owner reaches (any token may ask): the ids the other tools take. */
const listWorkspaces: McpTool = {
  name: 'list_workspaces',
  title: 'Workspaces',
  description:
    'The workspaces you can act in (your own and those delegated to you), with your role in each: their executive ids are what the other tools take.',
  route: 'GET /api/workspaces',
  readOnly: true,
  input: z.object({}),
  run: (_args, { api }) => api('GET', apiPaths.workspaces),
};

export const MCP_TOOLS: readonly McpTool[] = [listWorkspaces, ...readTools, ...writeTools];
