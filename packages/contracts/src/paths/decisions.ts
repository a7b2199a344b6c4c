import { ex } from './executive';

export const decisionPaths = {
  decisions: (id: number) => `${ex(id)}/decisions`,
  decidedDecisions: (id: number) => `${ex(id)}/decisions/decided`,
  decisionDecide: (id: number, decisionId: number) => `${ex(id)}/decisions/${decisionId}/decide`,
  decisionDefer: (id: number, decisionId: number) => `${ex(id)}/decisions/${decisionId}/defer`,
} as const;
