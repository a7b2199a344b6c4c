import type { ModelContent } from '../../repositories/leadership';

/** The three leadership models: shared framework content, seeded once for all accounts. */
export const leadershipModelSeeds: ModelContent[] = [
  {
    model_id: 'transformational',
    name: 'Transformational',
    definition: 'Leads change by articulating a compelling vision, raising ambition and inspiring people to grow beyond their own expectations.',
    strengths: ['Communicating a clear, energising vision', 'Leading change and challenging the status quo', 'Inspiring ownership and ambition'],
    growth_edges: ['Follow-through on operational detail', 'Pacing change so the team is not exhausted', 'Listening before persuading'],
    tagline_prompt: 'What future did I make more vivid for my team this week?',
    lessons: [
      { title: 'Crafting a vision people repeat', type: 'article', duration_minutes: 8, url: 'https://learn.provana.app/transformational/vision-article' },
      { title: 'Leading through change fatigue', type: 'audio', duration_minutes: 18, url: 'https://learn.provana.app/transformational/change-fatigue-audio' },
      { title: 'The storytelling leader', type: 'video', duration_minutes: 12, url: 'https://learn.provana.app/transformational/storytelling-video' },
      { title: 'Your change narrative canvas', type: 'worksheet', duration_minutes: 20, url: 'https://learn.provana.app/transformational/narrative-worksheet' },
      { title: 'Simulate a town-hall Q&A', type: 'interactive', duration_minutes: 15, url: 'https://learn.provana.app/transformational/town-hall-sim' },
    ],
    action_items: [
      { title: 'Share the three-year vision in the next all-hands', priority: 'high' },
      { title: 'Ask each leader for one bold bet for next quarter', priority: 'medium' },
      { title: 'Recognise one team publicly for changing how they work', priority: 'medium' },
      { title: 'Write a one-page change story for the automation rollout', priority: 'low' },
    ],
  },
  {
    model_id: 'servant',
    name: 'Servant',
    definition: 'Leads by putting the growth and wellbeing of people first, removing obstacles so the team can do its best work.',
    strengths: ['Empathy and deep listening', 'Developing people and successors', 'Building trust and psychological safety'],
    growth_edges: ['Making fast calls when the team disagrees', 'Holding people to account on commitments', 'Protecting your own time and energy'],
    tagline_prompt: 'Whose obstacle did I remove this week, and who did I help grow?',
    lessons: [
      { title: 'Listening as a leadership tool', type: 'article', duration_minutes: 7, url: 'https://learn.provana.app/servant/listening-article' },
      { title: 'Coaching conversations that stick', type: 'audio', duration_minutes: 22, url: 'https://learn.provana.app/servant/coaching-audio' },
      { title: 'Accountability with care', type: 'video', duration_minutes: 14, url: 'https://learn.provana.app/servant/accountability-video' },
      { title: 'Successor readiness map', type: 'worksheet', duration_minutes: 25, url: 'https://learn.provana.app/servant/successor-worksheet' },
      { title: 'Practise a difficult feedback talk', type: 'interactive', duration_minutes: 15, url: 'https://learn.provana.app/servant/feedback-sim' },
    ],
    action_items: [
      { title: 'Hold a stay interview with each direct report', priority: 'high' },
      { title: 'Ask the team which obstacle to remove first', priority: 'high' },
      { title: 'Delegate one decision you usually make yourself', priority: 'medium' },
      { title: 'Block two hours for your own recovery this week', priority: 'low' },
    ],
  },
  {
    model_id: 'system_syncing',
    name: 'System-Syncing',
    definition: 'Leads by designing the systems, rhythms and feedback loops that let the organisation run predictably without heroics.',
    strengths: ['Process design and optimisation', 'Systems thinking across functions', 'Data-driven decisions and operating rhythm'],
    growth_edges: ['Leaving room for experimentation', 'Explaining the why behind the process', 'Adapting when the system meets real people'],
    tagline_prompt: 'Which loop in our system ran better this week without me?',
    lessons: [
      { title: 'Designing an operating rhythm', type: 'article', duration_minutes: 9, url: 'https://learn.provana.app/system-syncing/rhythm-article' },
      { title: 'Feedback loops in complex organisations', type: 'audio', duration_minutes: 20, url: 'https://learn.provana.app/system-syncing/loops-audio' },
      { title: 'From metrics to decisions', type: 'video', duration_minutes: 11, url: 'https://learn.provana.app/system-syncing/metrics-video' },
      { title: 'Map your decision bottlenecks', type: 'worksheet', duration_minutes: 30, url: 'https://learn.provana.app/system-syncing/bottleneck-worksheet' },
      { title: 'Run a process-improvement sprint', type: 'interactive', duration_minutes: 18, url: 'https://learn.provana.app/system-syncing/sprint-sim' },
    ],
    action_items: [
      { title: 'Map the vendor onboarding process end to end', priority: 'high' },
      { title: 'Define three leading indicators for on-time delivery', priority: 'high' },
      { title: 'Automate the weekly at-risk account report', priority: 'medium' },
      { title: 'Retire one recurring meeting that no longer earns its time', priority: 'low' },
    ],
  },
];

/** The executive's own assessment as seeded: servant is the current model, as the spec opens with. */
export const selfProfileSeed = { transformational: 3, servant: 4, system_syncing: 2 };
