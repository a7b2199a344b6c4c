// The letter after "g" for each section: shown in the shortcut list and on the command
// palette's section rows, read by the key handler.
import type { SectionId } from '../lib/sections';

export const sectionKeys: Readonly<Record<SectionId, string>> = {
  'daily-brief': 'b',
  'voice-insights': 'v',
  'time-blocks': 't',
  calendar: 'c',
  decisions: 'd',
  goals: 'o',
  team: 'm',
  memory: 's', // Smart Memory
  'life-events': 'e',
  insights: 'w', // Weekly Insights
  leadership: 'l',
  'booking-links': 'k',
};

/** "g c" for the calendar, as the list and the palette print it. */
export const sectionShortcut = (id: SectionId) => `g ${sectionKeys[id]}`;
