import type { CreateDecisionBody, DecidedDecision, DecideDecisionBody, Decision, DeferDecisionBody } from '@provana/contracts';
import { decisionPaths } from '@provana/contracts/paths/decisions';
import type { Builder } from '../builder';
import { type Tag, type TagType, listTag, listTags, onSuccess } from '../tags';

/** Everything that counts pending decisions: the lists, the brief and the notifications. */
const decisionDependents: (Tag | TagType)[] = [listTag('Decision'), 'DailyBrief', 'Notifications'];

export const decisionEndpoints = (build: Builder) => ({
  /** Pending decisions, soonest first. */
  getDecisions: build.query<Decision[], number>({
    query: (executiveId) => decisionPaths.decisions(executiveId),
    providesTags: (result) => listTags('Decision', result),
  }),
  getDecidedDecisions: build.query<DecidedDecision[], number>({
    query: (executiveId) => decisionPaths.decidedDecisions(executiveId),
    providesTags: (result) => listTags('Decision', result),
  }),
  createDecision: build.mutation<Decision, { executiveId: number; body: CreateDecisionBody }>({
    query: ({ executiveId, body }) => ({ url: decisionPaths.decisions(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(decisionDependents),
  }),
  decideDecision: build.mutation<DecidedDecision, { executiveId: number; decisionId: number; body: DecideDecisionBody }>({
    query: ({ executiveId, decisionId, body }) => ({ url: decisionPaths.decisionDecide(executiveId, decisionId), method: 'POST', body }),
    invalidatesTags: onSuccess(decisionDependents),
  }),
  deferDecision: build.mutation<Decision, { executiveId: number; decisionId: number; body: DeferDecisionBody }>({
    query: ({ executiveId, decisionId, body }) => ({ url: decisionPaths.decisionDefer(executiveId, decisionId), method: 'POST', body }),
    invalidatesTags: onSuccess(decisionDependents),
  }),
});
