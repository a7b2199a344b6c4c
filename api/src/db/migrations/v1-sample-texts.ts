// Frozen snapshot of texts the version-1 seed wrote, used only by migration 002 to tell sample rows
// from rows the user created in tables that have a create API. Never edit: it describes existing databases.
export const v1EventTitles: readonly string[] = [
  'Weekly planning block',
  'Executive team meeting',
  'Deep work: operating model redesign',
  'Customer call block',
  'Team coaching hour',
  'Gym',
  'Strategy thinking time',
  'Cross-functional sync',
  'Friday review and reflection',
  'Email and admin block',
  'Strategy offsite (day 1)',
  'Strategy offsite (day 2)',
  'Board meeting',
  'Dallas site visit',
];
export const v1CoachingNotes: readonly string[] = [
  'Asked to lead the Dallas launch. Agreed to a 90-day plan with two checkpoints.',
  'Ran the ops review without me: crisp, but let the debate on carrier mix run long.',
  'On-time delivery in her region up from 93% to 96% this quarter.',
  'Practised framing recommendations for the CFO: options, cost, risk, recommendation.',
  'Halvorsen escalation reached me before him. Agreed on a 24-hour internal alert rule.',
  'Worked through the segment reorg: strong customer logic, cost model needs finance review.',
  'Customers praise his responsiveness; the team says priorities change too often.',
  'Introduced a simple value/effort triage for the 40 open analytics requests.',
  'Enrolled in the internal leadership programme, cohort starts next month.',
  'Safety audit handled openly with the floor teams; two major findings already closed.',
  'Wants to learn to tell the automation story to the board. Invite him to board prep.',
];
export const v1TeamVoiceLogs: readonly string[] = [
  'Sarah is ready for more scope. Give her Dallas, pair her with finance for the business case, check in every two weeks.',
  'Sarah mentioned the carrier contracts renew in November; she wants authority to renegotiate directly.',
  'Marcus needs a weekly at-risk account list from the data team. Ask Priya to automate it.',
  'Priya is overloaded. Help her drop the three lowest-value dashboards and hire a second analyst.',
];
