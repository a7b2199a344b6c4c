import type { VoiceActions, VoiceInsights, VoiceTags } from '@provana/contracts';

/** Earlier recordings (hoursAgo from the seed moment) with the insights they produced. */
export const voiceRecordingSeeds: {
  hoursAgo: number;
  durationSeconds: number;
  transcript: string;
  tagsInput: string;
  anchor: string;
  insights: VoiceInsights;
  actions: VoiceActions;
  tags: Omit<VoiceTags, 'dueDate'> & { dueInDays: number | null };
}[] = [
  {
    hoursAgo: 2,
    durationSeconds: 94,
    transcript:
      'We need to streamline the vendor onboarding process before Q3. The team keeps waiting on security and finance reviews in sequence. I want one intake form and parallel reviews, and I need to decide by Friday whether procurement owns it.',
    tagsInput: 'operations,process',
    anchor: 'Less waiting, more doing',
    insights: {
      topIdea: 'Run security and finance reviews in parallel to halve vendor onboarding time',
      actionSuggestion: 'Ask Priya for a one-page parallel-review design before the working session',
      personalAnchor: 'Less waiting, more doing',
    },
    actions: { todoCreated: true, calendarEntry: true, journal: true, sendToTeam: false },
    tags: { project: 'Vendor onboarding', coreValue: 'Efficiency', category: ['operations', 'process'], dueInDays: 0 },
  },
  {
    hoursAgo: 26,
    durationSeconds: 142,
    transcript:
      'Reflecting on the Halvorsen escalation. We found out about the late shipments from the customer, not from our own dashboards. The team needs an early-warning signal and clear authority to act without waiting for me.',
    tagsInput: 'customers,team',
    anchor: 'Own the outcome, not the blame',
    insights: {
      topIdea: 'Build an early-warning alert for late shipments on top-20 accounts',
      actionSuggestion: 'Delegate the alert design to David and review it in your next 1:1',
      personalAnchor: 'Own the outcome, not the blame',
    },
    actions: { todoCreated: true, calendarEntry: false, journal: true, sendToTeam: true },
    tags: { project: 'Customer recovery', coreValue: 'Accountability', category: ['customers', 'team'], dueInDays: 3 },
  },
  {
    hoursAgo: 74,
    durationSeconds: 63,
    transcript:
      'Idea for the offsite: instead of presenting the network strategy, ask each leader to bring one bet they would make with ten percent of the capex budget. It gets people thinking like owners.',
    tagsInput: 'strategy,leadership',
    anchor: 'Leaders build leaders',
    insights: {
      topIdea: 'Let each leader pitch one bet with 10% of the capex budget at the offsite',
      actionSuggestion: 'Add a "one bet" pre-work request to the offsite invitation',
      personalAnchor: 'Leaders build leaders',
    },
    actions: { todoCreated: false, calendarEntry: true, journal: true, sendToTeam: true },
    tags: { project: 'Strategy offsite', coreValue: 'Ownership', category: ['strategy', 'leadership'], dueInDays: 9 },
  },
  {
    hoursAgo: 121,
    durationSeconds: 48,
    transcript: 'Note to self: I have missed two family events this month. Block Friday evenings and tell the team I am offline after six.',
    tagsInput: 'personal',
    anchor: 'Be present at home',
    insights: {
      topIdea: 'Protect Friday evenings as offline time',
      actionSuggestion: 'Add a recurring Friday 18:00 offline block and share it with the team',
      personalAnchor: 'Be present at home',
    },
    actions: { todoCreated: false, calendarEntry: true, journal: true, sendToTeam: false },
    tags: { project: null, coreValue: 'Balance', category: ['personal'], dueInDays: null },
  },
];
