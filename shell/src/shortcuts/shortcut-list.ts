// What the shortcut list shows, in the order it shows it.
import { sections } from '../lib/sections';
import { sectionShortcut } from './section-keys';

export interface ShortcutRow {
  keys: string[];
  label: string;
}

export const generalShortcuts: ShortcutRow[] = [
  { keys: ['Ctrl K', '⌘ K'], label: 'Open the command palette' },
  { keys: ['/'], label: 'Search in the command palette' },
  { keys: ['n'], label: 'New priority' },
  { keys: ['?'], label: 'Show these shortcuts' },
];

export const sectionShortcuts: ShortcutRow[] = sections.map((section) => ({ keys: [sectionShortcut(section.id)], label: `Go to ${section.label}` }));
