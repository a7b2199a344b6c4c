// The dashboard's sections in the spec's order, their labels, and which remote module renders each.
export type RemoteModuleRef = { remote: string; module: string };

export type SectionId =
  | 'daily-brief'
  | 'voice-insights'
  | 'time-blocks'
  | 'calendar'
  | 'decisions'
  | 'goals'
  | 'team'
  | 'memory'
  | 'life-events'
  | 'insights'
  | 'leadership'
  | 'booking-links';

/** loading: what shows while the remote module arrives; defaults to "Loading <label>...". */
export type Section = { id: SectionId; label: string; source: RemoteModuleRef; loading?: string };

export const sections: ReadonlyArray<Section> = [
  // The spec's text while the daily brief loads, from the first moment (the remote then shows the same).
  { id: 'daily-brief', label: 'Daily Brief', source: { remote: 'mf_brief', module: 'DailyBrief' }, loading: 'Loading your executive brief...' },
  { id: 'voice-insights', label: 'Voice Insights', source: { remote: 'mf_voice', module: 'VoiceInsights' } },
  { id: 'time-blocks', label: 'Time Blocks', source: { remote: 'mf_planning', module: 'TimeBlocks' } },
  { id: 'calendar', label: 'Calendar View', source: { remote: 'mf_planning', module: 'Calendar' } },
  { id: 'decisions', label: 'Decisions to Make', source: { remote: 'mf_planning', module: 'Decisions' } },
  { id: 'goals', label: 'Goal Tracker', source: { remote: 'mf_leadership', module: 'Goals' } },
  { id: 'team', label: 'Team Management', source: { remote: 'mf_team', module: 'Team' } },
  { id: 'memory', label: 'Smart Memory', source: { remote: 'mf_brief', module: 'Memory' } },
  { id: 'life-events', label: 'Life Events', source: { remote: 'mf_brief', module: 'LifeEvents' } },
  { id: 'insights', label: 'Weekly Insights', source: { remote: 'mf_leadership', module: 'WeeklyInsights' } },
  { id: 'leadership', label: 'Leadership Model', source: { remote: 'mf_leadership', module: 'Leadership' } },
  { id: 'booking-links', label: 'Booking Links', source: { remote: 'mf_booking', module: 'BookingLinks' } },
];

export const DEFAULT_SECTION: SectionId = 'daily-brief';

export const sectionPath = (id: SectionId): string => `/dashboard/${id}`;

/** The section for a route param, or undefined for an unknown one ("Select a section from the sidebar"). */
export function findSection(id: string | undefined): Section | undefined {
  return sections.find((section) => section.id === (id ?? DEFAULT_SECTION));
}

/** The section a page address opens ('/' and '/dashboard' open the daily brief, as app-routes.tsx does). */
export function sectionAtPath(pathname: string): Section | undefined {
  if (pathname === '/') return findSection(undefined);
  const match = /^\/dashboard(?:\/([^/]+))?\/?$/.exec(pathname);
  return match ? findSection(match[1]) : undefined;
}

/** The five small-screen bottom navigation items (spec section 2). */
export const bottomNavItems: ReadonlyArray<{ id: SectionId; label: string }> = [
  { id: 'daily-brief', label: 'Brief' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'goals', label: 'Goals' },
  { id: 'decisions', label: 'Decisions' },
  { id: 'memory', label: 'Memory' },
];

export const printReportSource: RemoteModuleRef = { remote: 'mf_print', module: 'PrintReport' };
export const voiceCommandSource: RemoteModuleRef = { remote: 'mf_voice', module: 'VoiceCommandModal' };
export const printPreviewSource: RemoteModuleRef = { remote: 'mf_print', module: 'PrintPreviewDialog' };
/** The public booking page (/book/...), shown without a session and without the dashboard's chrome. */
export const bookingPageSource: RemoteModuleRef = { remote: 'mf_booking', module: 'BookingPage' };
export const isBookingPath = (pathname: string) => pathname.startsWith('/book/');
