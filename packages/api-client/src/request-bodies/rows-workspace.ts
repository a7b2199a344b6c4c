// Rows of the request-body table: the executive's own data (priorities, calendar, decisions, goals,
// leadership, reflections, private flags, confirmed assistant actions). Sample values differ from each
// other, so a field sent under another field's name shows; every optional field is given.
import {
  ConfirmActionBodySchema,
  ConnectCalendarAccountBodySchema,
  CreateCalendarEventBodySchema,
  CreateCalendarSubscriptionBodySchema,
  CreateDecisionBodySchema,
  CreateGoalBodySchema,
  CreatePriorityBodySchema,
  DecideDecisionBodySchema,
  DeferDecisionBodySchema,
  LessonProgressBodySchema,
  PatchPriorityBodySchema,
  SetPrivateBodySchema,
  SubmitAssessmentBodySchema,
  UpdateCalendarEventBodySchema,
  UpdateAccountCalendarsBodySchema,
  UpdateAccountPasswordBodySchema,
  UpdateCalendarSubscriptionBodySchema,
  UpdateGoalBodySchema,
  UpdateLeadershipProfileBodySchema,
  UpsertReflectionBodySchema,
} from '@provana/contracts';
import { CreateWebhookBodySchema, UpdateWebhookBodySchema } from '@provana/contracts/webhooks';
import type { BodyRows } from './body-table';

const EMPTY = 'empty object' as const;
const NONE = 'no body' as const;
const emptyBecause = 'nothing to send, and the API refuses a mutation without the JSON content type';
const addressedByPath = 'DELETE names what it removes in its path (and a series occurrence in its query)';

export const workspaceRows = {
  completePriority: {
    args: { executiveId: 101, taskId: 102 },
    fixedBody: { completed: true },
    contract: PatchPriorityBodySchema,
    why: 'completing is the only change the endpoint makes',
  },
  createPriority: {
    args: {
      executiveId: 103,
      body: { task: 'Call the board', description: 'Before Friday', urgency: 'high', dueDate: '2030-01-04T17:00', source: 'leadership_action' },
    },
    contract: CreatePriorityBodySchema,
  },

  createCalendarEvent: {
    args: {
      executiveId: 104,
      body: {
        title: 'Therapy',
        startTime: '2030-01-07T08:00',
        endTime: '2030-01-07T09:00',
        type: 'other',
        priority: 'low',
        description: 'Dr. Lee',
        relatedGoals: ['Health'],
        repeat: { frequency: 'weekly', weekdays: ['MO', 'TH'], count: 10 },
        reminderMinutes: 30,
        private: true,
      },
    },
    contract: CreateCalendarEventBodySchema,
  },
  updateCalendarEvent: {
    args: {
      executiveId: 105,
      eventId: 106,
      body: {
        startTime: '2030-01-08T10:00',
        endTime: '2030-01-08T11:30',
        confirmOverlap: true,
        scope: 'this',
        occurrenceStart: '2030-01-08T08:00',
        title: 'Therapy (moved)',
        repeat: { frequency: 'daily', until: '2030-03-01' },
        reminderMinutes: 15,
        private: true,
      },
    },
    contract: UpdateCalendarEventBodySchema,
  },
  deleteCalendarEvent: { args: { executiveId: 107, eventId: 108, scope: 'this', occurrenceStart: '2030-01-09T08:00' }, noJsonBody: NONE, why: addressedByPath },
  createCalendarFeed: { args: { executiveId: 109 }, noJsonBody: EMPTY, why: emptyBecause },
  revokeCalendarFeed: { args: { executiveId: 110 }, noJsonBody: NONE, why: addressedByPath },
  createCalendarSubscription: {
    args: { executiveId: 111, body: { name: 'Family', url: 'webcal://calendar.example.com/family.ics', colour: 'teal' } },
    contract: CreateCalendarSubscriptionBodySchema,
  },
  updateCalendarSubscription: {
    args: { executiveId: 112, subscriptionId: 113, body: { name: 'School', colour: '#a1b2c3' } },
    contract: UpdateCalendarSubscriptionBodySchema,
  },
  connectCalendarAccount: {
    args: { executiveId: 141, body: { address: 'https://caldav.example.com', username: 'ada', password: 'app-password-1' } },
    contract: ConnectCalendarAccountBodySchema,
  },
  pickAccountCalendars: {
    args: { executiveId: 142, accountId: 143, body: { shown: [144, 145], writeCalendarId: 145 } },
    contract: UpdateAccountCalendarsBodySchema,
  },
  setAccountPassword: { args: { executiveId: 146, accountId: 147, password: 'app-password-2' }, contract: UpdateAccountPasswordBodySchema },
  refreshCalendarAccount: { args: { executiveId: 148, accountId: 149 }, noJsonBody: EMPTY, why: emptyBecause },
  removeCalendarAccount: { args: { executiveId: 150, accountId: 151 }, noJsonBody: NONE, why: addressedByPath },
  createWebhook: {
    args: { executiveId: 152, body: { url: 'https://hooks.example.com/in', events: ['priority.completed', 'event.deleted'] } },
    contract: CreateWebhookBodySchema,
  },
  updateWebhook: { args: { executiveId: 153, webhookId: 154, body: { enabled: false, events: ['decision.made'] } }, contract: UpdateWebhookBodySchema },
  deleteWebhook: { args: { executiveId: 155, webhookId: 156 }, noJsonBody: NONE, why: addressedByPath },
  resendWebhookDelivery: { args: { executiveId: 157, webhookId: 158, deliveryId: 159 }, noJsonBody: EMPTY, why: emptyBecause },
  deleteCalendarSubscription: { args: { executiveId: 114, subscriptionId: 115 }, noJsonBody: NONE, why: addressedByPath },
  refreshCalendarSubscription: { args: { executiveId: 116, subscriptionId: 117 }, noJsonBody: EMPTY, why: emptyBecause },
  importIcs: {
    args: { executiveId: 118, ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    noJsonBody: 'raw body',
    why: 'the .ics file is sent as text/calendar, as it is',
  },

  createDecision: {
    args: { executiveId: 119, body: { title: 'Hire a COO', description: 'Two finalists', impactLevel: 'medium', dueBy: '2030-01-10' } },
    contract: CreateDecisionBodySchema,
  },
  decideDecision: {
    args: { executiveId: 120, decisionId: 121, body: { choice: 'Finalist A', rationale: 'Operations depth' } },
    contract: DecideDecisionBodySchema,
  },
  deferDecision: { args: { executiveId: 122, decisionId: 123, body: { dueBy: '2030-01-17' } }, contract: DeferDecisionBodySchema },

  createGoal: {
    args: {
      executiveId: 124,
      body: { kind: 'micro_win', title: 'Ship the plan', status: 'In Progress', target_date: '2030-03-31', model_alignment: 'servant', linked_to: 'Grow' },
    },
    contract: CreateGoalBodySchema,
  },
  updateGoal: {
    args: {
      executiveId: 125,
      goalId: 126,
      body: { title: 'Ship the plan v2', status: 'Complete', target_date: '2030-04-30', model_alignment: 'system_syncing', linked_to: 'Scale' },
    },
    contract: UpdateGoalBodySchema,
  },
  deleteGoal: { args: { executiveId: 127, goalId: 128 }, noJsonBody: NONE, why: addressedByPath },

  updateLeadershipProfile: {
    args: { executiveId: 129, body: { transformational: 3, servant: 1, system_syncing: 2 } },
    contract: UpdateLeadershipProfileBodySchema,
  },
  submitAssessment: { args: { executiveId: 130, body: { answers: [0, 1, 2, 2, 1, 0] } }, contract: SubmitAssessmentBodySchema },
  setLessonDone: { args: { executiveId: 131, lessonId: 132, body: { done: true } }, contract: LessonProgressBodySchema },
  addActionItemTask: { args: { executiveId: 133, itemId: 134 }, noJsonBody: EMPTY, why: 'the action item is named in the path' },

  saveReflection: {
    args: {
      executiveId: 135,
      weekStart: '2030-01-06',
      body: { strategicDecisionsMade: 4, delayedDecisions: 2, delegatedTasks: 7, missedPersonalEvent: true, selfInsight: 'Protect mornings', private: true },
    },
    contract: UpsertReflectionBodySchema,
  },
  setItemPrivate: { args: { executiveId: 136, item: { kind: 'coaching-note', id: 137, reportName: 'Ana' }, private: true }, contract: SetPrivateBodySchema },
  confirmAssistantAction: {
    args: {
      executiveId: 138,
      action: { kind: 'add_memory_note', note: 'Anniversary dinner on the 12th', tag: 'family', nextTrigger: 'early March' },
      private: true,
    },
    contract: ConfirmActionBodySchema,
  },
} satisfies Partial<BodyRows>;
