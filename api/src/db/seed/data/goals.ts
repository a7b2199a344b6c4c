import type { Goal, LeadershipModelId } from '@provana/contracts';

export interface GoalSeed {
  kind: Goal['kind'];
  title: string;
  model_alignment: LeadershipModelId;
  targetInDays: number;
  status: string;
  tags: string[];
  linked_to: string | null;
}

export const goalSeeds: GoalSeed[] = [
  { kind: 'mission', title: 'Build an operations organisation that delivers on every promise and grows its own leaders', model_alignment: 'servant', targetInDays: 540, status: 'In Progress', tags: ['operations', 'people', 'customer'], linked_to: null },
  { kind: 'quarterly', title: 'Raise on-time delivery to 97%', model_alignment: 'system_syncing', targetInDays: 45, status: 'In Progress', tags: ['customer'], linked_to: null },
  { kind: 'quarterly', title: 'Cut fulfilment cost per order by 8%', model_alignment: 'system_syncing', targetInDays: 60, status: 'In Progress', tags: ['cost'], linked_to: null },
  { kind: 'quarterly', title: 'Grow two successors for operations leadership', model_alignment: 'servant', targetInDays: 75, status: 'Not Started', tags: ['people'], linked_to: null },
  { kind: 'quarterly', title: 'Build a predictable operating rhythm', model_alignment: 'transformational', targetInDays: 30, status: 'Complete', tags: ['rhythm'], linked_to: null },
  { kind: 'micro_win', title: 'Vendor onboarding under 10 days for the first supplier', model_alignment: 'system_syncing', targetInDays: 12, status: 'In Progress', tags: [], linked_to: 'Cut fulfilment cost per order by 8%' },
  { kind: 'micro_win', title: 'Sarah runs the weekly ops review alone', model_alignment: 'servant', targetInDays: 10, status: 'Complete', tags: [], linked_to: 'Grow two successors for operations leadership' },
  { kind: 'micro_win', title: 'Late-shipment alert live for top-20 accounts', model_alignment: 'transformational', targetInDays: 2, status: 'Not Started', tags: [], linked_to: 'Raise on-time delivery to 97%' },
  { kind: 'micro_win', title: 'Friday reflection held four weeks in a row', model_alignment: 'transformational', targetInDays: 5, status: 'In Progress', tags: [], linked_to: 'Build a predictable operating rhythm' },
];
