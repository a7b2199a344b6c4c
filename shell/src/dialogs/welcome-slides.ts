// The welcome guide's copy: an intro and five slides.
export const welcomeIntro = {
  headline: 'Welcome to PROVANA',
  subhead: 'Your AI executive assistant: it prepares you, guides you and protects your time.',
};

export type WelcomeSlide = { title: string; body: string; points: string[] };

export const welcomeSlides: ReadonlyArray<WelcomeSlide> = [
  {
    title: 'The Problem',
    body: 'Leaders lose their days to reactive work. Priorities, meetings, decisions and people compete for the same hours, and the strategic work slips.',
    points: ['Urgent crowds out important', 'Decisions wait without a deadline', 'Insights from conversations get lost'],
  },
  {
    title: 'The Solution',
    body: 'PROVANA links your priorities, calendar, decisions and goals to your leadership model, and turns voice notes into tasks, calendar entries and reflections.',
    points: ['A daily brief of what matters today', 'Voice capture with clarity prompts', 'Time blocks built around your peak hours'],
  },
  {
    title: 'The Value',
    body: 'Start each day knowing the few things that matter, protect focus time for them, and see each week whether your time matched your strategy.',
    points: ['Goal-aligned days', 'Faster, clearer decisions', 'Better one-to-ones with your team'],
  },
  {
    title: 'Your Data Is Yours',
    body: 'Your workspace belongs to your account alone. By default the assistant built into PROVANA works on this server from your own data: nothing leaves the server unless you turn on its operator’s model or speech-to-text (Settings → Assistant).',
    points: [
      'Download all your data any time (Settings → Your data)',
      'Import it into another account, audio included',
      'Delete your account and everything in it',
    ],
  },
  {
    title: 'Ready to Start?',
    body: 'Begin with the Daily Brief: clear one urgent item, then record a voice note about the decision on your mind. PROVANA takes it from there.',
    points: ['Open the Daily Brief', 'Try a voice command from the header', 'Print an executive report any time'],
  },
];
