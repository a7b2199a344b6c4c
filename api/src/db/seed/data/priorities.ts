import type { Urgency } from '@provana/contracts';

/** dueInDays is relative to the seed day (negative = overdue); null = no deadline. */
export interface PrioritySeed {
  task: string;
  description: string;
  urgency: Urgency;
  dueInDays: number | null;
  dueTime: string;
  completed?: boolean;
}

export const prioritySeeds: PrioritySeed[] = [
  { task: 'Approve revised FY budget for Operations', description: 'Finance needs sign-off on the 4% reallocation from travel to automation before the board pack locks.', urgency: 'high', dueInDays: -2, dueTime: '17:00' },
  { task: 'Finalize Dallas distribution center lease', description: 'Legal flagged two clauses (expansion option, early exit). Decide whether to accept the landlord counter-offer.', urgency: 'high', dueInDays: -1, dueTime: '12:00' },
  { task: 'Streamline vendor onboarding workflow', description: 'Cut onboarding from 21 to 10 days: merge the security and finance reviews, one intake form.', urgency: 'high', dueInDays: 0, dueTime: '16:00' },
  { task: 'Prepare board update on Q3 operating margin', description: 'Three slides: margin bridge, cost actions taken, risks for Q4. Maya is drafting the bridge.', urgency: 'high', dueInDays: 1, dueTime: '09:00' },
  { task: 'Respond to customer escalation from Halvorsen Retail', description: 'Late shipments for three weeks running; call their COO personally and confirm the recovery plan.', urgency: 'high', dueInDays: 0, dueTime: '11:00' },
  { task: 'Review hiring plan for the analytics team', description: 'Two senior roles vs. one lead and two juniors; Priya has a recommendation ready.', urgency: 'medium', dueInDays: 2, dueTime: '15:00' },
  { task: 'Sign off on the warehouse safety audit actions', description: 'Eleven findings, two rated major. Confirm owners and dates.', urgency: 'medium', dueInDays: 3, dueTime: '12:00' },
  { task: 'Draft talking points for the all-hands', description: 'Celebrate the on-time delivery record, explain the new planning rhythm, open Q&A.', urgency: 'medium', dueInDays: 4, dueTime: '10:00' },
  { task: 'Give feedback on the customer success reorg proposal', description: 'Marcus wants to split accounts by segment instead of region. Check the cost model.', urgency: 'medium', dueInDays: -3, dueTime: '17:00' },
  { task: 'Schedule skip-level lunches for next month', description: 'Four lunches, one per region, eight people each.', urgency: 'low', dueInDays: 7, dueTime: '17:00' },
  { task: 'Read the logistics automation market report', description: 'Pre-read before the strategy offsite; note three ideas worth piloting.', urgency: 'low', dueInDays: 10, dueTime: '18:00' },
  { task: 'Update LinkedIn post on the sustainability milestone', description: 'Comms drafted it; add a personal line about the team.', urgency: 'low', dueInDays: null, dueTime: '12:00' },
  { task: 'Renew professional coaching contract', description: 'Six more sessions with the executive coach; confirm the budget code.', urgency: 'low', dueInDays: 14, dueTime: '12:00' },
  { task: 'Close out the Q2 OKR retrospective', description: 'Retro notes circulated and actions owned.', urgency: 'medium', dueInDays: -6, dueTime: '17:00', completed: true },
  { task: 'Approve travel for the Dallas site visit', description: 'Booked for the operations leads.', urgency: 'low', dueInDays: -4, dueTime: '12:00', completed: true },
];
