// The answer each route gives on success, as the contracts define it, keyed `METHOD path` as in the
// app's route table. A route not listed answers JSON the document does not detail yet.
// test/openapi-answers.test.ts calls every listed route and parses its answer with the schema here.
import { z } from 'zod';
import {
  AccountSessionsResponseSchema,
  ActivityPageSchema,
  AgendaSchema,
  AppearanceSchema,
  AssistantSettingsSchema,
  AuthResponseSchema,
  CalendarEventSchema,
  CalendarFeedStatusSchema,
  CalendarResponseSchema,
  ClarityPromptsResponseSchema,
  CoachingPromptsResponseSchema,
  DailyBriefSchema,
  DecidedDecisionSchema,
  DecisionSchema,
  DelegatesOverviewSchema,
  DueRemindersResponseSchema,
  GoalsResponseSchema,
  LeadershipResponseSchema,
  LinkedSignInsResponseSchema,
  MeetingNoteSchema,
  MeetingSchema,
  MemoryNoteSchema,
  NotificationsResponseSchema,
  OidcProvidersResponseSchema,
  PasskeyListSchema,
  PersonalEventSchema,
  PrioritySchema,
  PushSettingsSchema,
  SubscribedOccurrencesResponseSchema,
  TeamActionItemSchema,
  TeamVoiceLogSchema,
  TimeBlockResponseSchema,
  TwoFactorStatusSchema,
  VoiceCommandResponseSchema,
  VoiceRecordingSchema,
  VoiceSearchResponseSchema,
  WorkspaceListSchema,
  WorkspaceSearchResponseSchema,
} from '@provana/contracts';
import { ApiTokensResponseSchema, CreatedApiTokenSchema } from '@provana/contracts/api-tokens';
import { DataSummarySchema } from '@provana/contracts/export';

export interface Answer {
  status: 200 | 201;
  description: string;
  schema: z.ZodType;
}

const ok = (description: string, schema: z.ZodType): Answer => ({ status: 200, description, schema });
const created = (description: string, schema: z.ZodType): Answer => ({ status: 201, description, schema });
const ex = '/api/executive/:id';

const ANSWERS: Record<string, Answer> = {
  'GET /api/auth/me': ok('The signed-in account', AuthResponseSchema),
  'GET /api/auth/2fa': ok('Two-factor state', TwoFactorStatusSchema),
  'GET /api/auth/passkeys': ok("The account's passkeys", PasskeyListSchema),
  'GET /api/auth/linked-sign-ins': ok("The account's linked sign-ins", LinkedSignInsResponseSchema),
  'GET /api/auth/oidc/providers': ok('The identity providers offered', OidcProvidersResponseSchema),
  'GET /api/auth/sessions': ok("The account's sessions", AccountSessionsResponseSchema),
  'GET /api/auth/api-tokens': ok("The account's tokens", ApiTokensResponseSchema),
  'POST /api/auth/api-tokens': created('The new token, shown this once', CreatedApiTokenSchema),
  'GET /api/workspaces': ok('The workspaces the account can reach', WorkspaceListSchema),
  [`GET ${ex}/daily-brief`]: ok("Today's brief", DailyBriefSchema),
  [`GET ${ex}/notifications`]: ok('The notification bell', NotificationsResponseSchema),
  [`GET ${ex}/priorities`]: ok('Priorities', z.array(PrioritySchema)),
  'GET /api/priorities/:id': ok('Priorities', z.array(PrioritySchema)),
  [`POST ${ex}/priorities`]: created('The new priority', PrioritySchema),
  [`PATCH ${ex}/priorities/:taskId`]: ok('The priority', PrioritySchema),
  [`GET ${ex}/memory`]: ok('Memory notes', z.array(MemoryNoteSchema)),
  [`GET ${ex}/personal-events`]: ok('Life events', z.array(PersonalEventSchema)),
  [`GET ${ex}/calendar`]: ok('Calendar items in a range', CalendarResponseSchema),
  [`GET ${ex}/calendar-events`]: ok('Calendar events', z.array(CalendarEventSchema)),
  [`POST ${ex}/calendar-events`]: created('The new event', CalendarEventSchema),
  [`GET ${ex}/calendar-feed`]: ok('The subscription feed', CalendarFeedStatusSchema),
  [`GET ${ex}/subscribed-events`]: ok('Events of subscribed calendars', SubscribedOccurrencesResponseSchema),
  [`GET ${ex}/meetings`]: ok('Meetings', z.array(MeetingSchema)),
  'GET /api/meetings/:id': ok('Meetings', z.array(MeetingSchema)),
  [`GET ${ex}/time-block-suggestions`]: ok('Suggested time blocks', TimeBlockResponseSchema),
  [`GET ${ex}/decisions`]: ok('Pending decisions', z.array(DecisionSchema)),
  [`GET ${ex}/decisions/decided`]: ok('Decided decisions', z.array(DecidedDecisionSchema)),
  [`POST ${ex}/decisions`]: created('The new decision', DecisionSchema),
  [`GET ${ex}/reminders/due`]: ok('Reminders due', DueRemindersResponseSchema),
  [`GET ${ex}/goals`]: ok('Goals', GoalsResponseSchema),
  [`GET ${ex}/leadership`]: ok('Leadership profile, models, lessons', LeadershipResponseSchema),
  [`GET ${ex}/team/:name/coaching-prompts`]: ok('Coaching prompts', CoachingPromptsResponseSchema),
  [`GET ${ex}/team/:name/talking-points`]: ok('The next 1:1 agenda', AgendaSchema),
  [`GET ${ex}/team/:name/action-items`]: ok('Action items', z.array(TeamActionItemSchema)),
  [`GET ${ex}/team/:name/meeting-notes`]: ok('Meeting notes', z.array(MeetingNoteSchema)),
  [`GET ${ex}/team/:name/voice-logs`]: ok('Voice logs', z.array(TeamVoiceLogSchema)),
  [`GET ${ex}/voice-recordings`]: ok('Voice recordings', z.array(VoiceRecordingSchema)),
  [`GET ${ex}/voice-recordings/search`]: ok('Matching recordings', VoiceSearchResponseSchema),
  [`GET ${ex}/search`]: ok('Matching items', WorkspaceSearchResponseSchema),
  [`POST ${ex}/clarity-prompts`]: ok('Clarity prompts', ClarityPromptsResponseSchema),
  'POST /api/voice-command': ok('The answer', VoiceCommandResponseSchema),
  [`GET ${ex}/assistant-settings`]: ok('Assistant settings', AssistantSettingsSchema),
  [`GET ${ex}/appearance`]: ok('Appearance', AppearanceSchema),
  [`GET ${ex}/push/settings`]: ok('Push settings', PushSettingsSchema),
  [`GET ${ex}/activity`]: ok('Activity log', ActivityPageSchema),
  [`GET ${ex}/delegates`]: ok('Delegates and invitations', DelegatesOverviewSchema),
  [`GET ${ex}/data-summary`]: ok('What the account holds', DataSummarySchema),
};

export const answerFor = (key: string): Answer | undefined => ANSWERS[key];
export const answeredRoutes = () => Object.keys(ANSWERS);
