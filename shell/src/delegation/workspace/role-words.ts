// The delegate roles in words: their names (capitalised, as the banner and lists show them) and one
// line each saying what the role allows.
import type { DelegateRole } from '@provana/contracts';

export const ROLE_NAMES: Record<DelegateRole, string> = { viewer: 'Viewer', editor: 'Editor', full: 'Full' };

export const ROLE_DESCRIPTIONS: Record<DelegateRole, string> = {
  viewer: 'Reads the workspace, except private items.',
  editor:
    'Everything a Viewer can, and creates, edits, completes and deletes priorities, events, time blocks, decisions, notes, life events, goals, 1:1 preparation and recordings; confirms the assistant’s proposals.',
  full: 'Everything an Editor can, and sees and changes private items.',
};

export const DELEGATE_ROLES: readonly DelegateRole[] = ['viewer', 'editor', 'full'];

/** "Acting for Dana Reyes · Editor". */
export const actingForText = (name: string, role: DelegateRole) => `Acting for ${name} · ${ROLE_NAMES[role]}`;
