// Every sidebar section's path, with the test id that shows once its data is there: the specs that
// walk all of them (phone width, dark mode) read this one list.
export const sectionsWithReadyMarker: readonly { path: string; ready: string }[] = [
  { path: 'daily-brief', ready: 'daily-brief' },
  { path: 'voice-insights', ready: 'recording-detail' },
  { path: 'time-blocks', ready: 'timeline-canvas' },
  { path: 'calendar', ready: 'month-grid' },
  { path: 'decisions', ready: 'decision' },
  { path: 'goals', ready: 'goal-item' },
  { path: 'team', ready: 'team-report' },
  { path: 'memory', ready: 'memory-note' },
  { path: 'life-events', ready: 'life-event' },
  { path: 'insights', ready: 'reflection' },
  { path: 'leadership', ready: 'current-model' },
  { path: 'booking-links', ready: 'booking-links' },
];
