import type { Tag } from '../tags';

/** One report's 1:1 data, as ids under the 'Team' tag type (no tag type of its own on the first load). */
export const teamTag = (kind: 'slot' | 'meeting-notes' | 'agenda' | 'action-items', name: string): Tag => ({ type: 'Team', id: `${kind}:${name}` });
