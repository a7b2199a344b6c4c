// The palette's rows: the 12 sections and the actions (found on the client), then the executive's
// data (found on the server). Each row knows what choosing it does.
import type { ResolvedTheme, SnippetPart, WorkspaceSearchKind, WorkspaceSearchResult } from '@provana/contracts';
import { searchResultLink } from '@provana/contracts';
import { formatDay } from '@provana/dates';
import { sectionPath, sections } from '../lib/sections';
import { sectionShortcut } from '../shortcuts/section-keys';
import { NEW_PRIORITY_PATH } from '../shortcuts/shortcut-handler';
import { matchLabel } from './label-match';
import type { PaletteCommand } from './palette-commands';

export type PaletteGroupId = 'sections' | 'actions' | 'data';

export interface PaletteItem {
  /** Unique in the list; also the option's DOM id suffix. */
  key: string;
  group: PaletteGroupId;
  label: SnippetPart[];
  detail?: SnippetPart[] | null;
  /** A short word on the right: the shortcut ("g c"), or the kind of a data result ("Decision"). */
  hint?: string;
  /** True when the hint is a keyboard shortcut (announced through aria-keyshortcuts). */
  hintIsShortcut?: boolean;
  command: PaletteCommand;
}

export const groupLabels: Record<PaletteGroupId, string> = { sections: 'Sections', actions: 'Actions', data: 'Your data' };

interface StaticEntry {
  key: string;
  label: string;
  keywords: string;
  shortcut?: string;
  /** Opens a form that writes: not offered to a Viewer. */
  writes?: boolean;
  command: PaletteCommand;
}

const go = (path: string): PaletteCommand => ({ type: 'navigate', path });

function actionEntries(theme: ResolvedTheme): StaticEntry[] {
  const other = theme === 'dark' ? 'light' : 'dark';
  return [
    { key: 'new-priority', label: 'New priority', keywords: 'add create task', shortcut: 'n', writes: true, command: go(NEW_PRIORITY_PATH) },
    { key: 'new-decision', label: 'New decision', keywords: 'add create', writes: true, command: go('/dashboard/decisions?new=decision') },
    { key: 'new-note', label: 'New memory note', keywords: 'add create smart', writes: true, command: go('/dashboard/memory?new=note') },
    { key: 'record', label: 'Record a voice note', keywords: 'recording microphone audio', writes: true, command: go('/dashboard/voice-insights?record=1') },
    { key: 'voice-command', label: 'Voice command', keywords: 'speak ask assistant microphone', command: { type: 'voice-command' } },
    { key: 'print', label: 'Print executive report', keywords: 'pdf preview', command: { type: 'print-report' } },
    { key: 'settings', label: 'Settings', keywords: 'preferences time zone assistant data export', command: { type: 'settings' } },
    { key: 'theme', label: `Switch theme to ${other}`, keywords: 'appearance dark light mode colour color', command: { type: 'switch-theme' } },
    { key: 'shortcuts', label: 'Keyboard shortcuts', keywords: 'keys help', shortcut: '?', command: { type: 'shortcuts' } },
    { key: 'sign-out', label: 'Sign out', keywords: 'log logout exit', command: { type: 'sign-out' } },
  ];
}

const sectionEntries: StaticEntry[] = sections.map((section) => ({
  key: section.id,
  label: section.label,
  keywords: `${section.id.replace(/-/g, ' ')} section go`,
  shortcut: sectionShortcut(section.id),
  command: go(sectionPath(section.id)),
}));

function matchEntries(entries: StaticEntry[], group: PaletteGroupId, query: string): PaletteItem[] {
  return entries.flatMap((entry) => {
    const label = matchLabel(entry.label, entry.keywords, query);
    if (!label) return [];
    const item: PaletteItem = { key: `${group}-${entry.key}`, group, label, command: entry.command };
    return entry.shortcut ? [{ ...item, hint: entry.shortcut, hintIsShortcut: true }] : [item];
  });
}

/** The sections and actions the query matches (all of them for an empty query); a Viewer's lack the writing ones. */
export function staticItems(query: string, theme: ResolvedTheme, canWrite = true): PaletteItem[] {
  const actions = actionEntries(theme).filter((entry) => canWrite || !entry.writes);
  return [...matchEntries(sectionEntries, 'sections', query), ...matchEntries(actions, 'actions', query)];
}

const kindLabels: Record<WorkspaceSearchKind, string> = {
  priority: 'Priority',
  decision: 'Decision',
  goal: 'Goal',
  'memory-note': 'Memory note',
  'life-event': 'Life event',
  recording: 'Voice recording',
  'direct-report': 'Team member',
  'calendar-event': 'Calendar event',
};

export function dataItems(results: readonly WorkspaceSearchResult[]): PaletteItem[] {
  return results.map((result) => ({
    key: `data-${result.kind}-${result.id}`,
    group: 'data',
    label: result.title,
    detail: result.detail,
    hint: result.date ? `${kindLabels[result.kind]} · ${formatDay(result.date)}` : kindLabels[result.kind],
    command: go(searchResultLink(result)),
  }));
}
