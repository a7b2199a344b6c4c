/**
 * Earlier recordings (hoursAgo from the seed moment). Their insights, actions, tags and any task they
 * ask for are produced by the built-in engine at seed time, exactly as if they had just been recorded.
 */
export const voiceRecordingSeeds: { hoursAgo: number; durationSeconds: number; transcript: string; tagsInput: string; anchor: string }[] = [
  {
    hoursAgo: 2,
    durationSeconds: 94,
    transcript:
      'Vendor onboarding still takes three weeks because security and finance review in sequence. One intake form and parallel reviews would streamline it before Q3. Ask Priya to draft the parallel review design by Friday.',
    tagsInput: 'vendor onboarding,operations',
    anchor: 'Less waiting, more doing',
  },
  {
    hoursAgo: 26,
    durationSeconds: 142,
    transcript:
      'Reflecting on the Halvorsen escalation. We found out about the late shipments from the customer, not from our own dashboards. Build an early-warning alert for late shipments on our top-20 accounts, and give the team clear authority to act without waiting for me.',
    tagsInput: 'customer recovery,customers',
    anchor: 'Own the outcome, not the blame',
  },
  {
    hoursAgo: 74,
    durationSeconds: 63,
    transcript:
      'Idea for the offsite: instead of presenting the network strategy, ask each leader to bring one bet they would make with ten percent of the capex budget. It gets people thinking like owners.',
    tagsInput: 'strategy offsite,leadership',
    anchor: 'Leaders build leaders',
  },
  {
    hoursAgo: 121,
    durationSeconds: 48,
    transcript: 'Note to self: I have missed two family events this month. Block Friday evenings and tell the team I am offline after six.',
    tagsInput: 'personal',
    anchor: 'Be present at home',
  },
];
