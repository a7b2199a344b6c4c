// The spec's print constants (section 9): display caps, fallbacks for missing data, auto-print delay.
export const PRINT_CAPS = { actions: 5, goals: 3, meetings: 4 } as const;

/** Used only when the value is really missing (not loaded, or absent): never in place of a real zero. */
export const PRINT_FALLBACKS = { goalAlignment: 85, tasksCompleted: 3, upcomingMeetings: 4, progress: 75 } as const;

export const AUTO_PRINT_DELAY_MS = 1000;
