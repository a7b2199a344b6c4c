// The spec's priority labels and the colour palette each urgency uses.
import type { Urgency } from '@provana/contracts';

export interface PriorityLabels {
  label: string;
  short: string;
}

const LABELS: Record<Urgency, PriorityLabels> = {
  high: { label: 'High Priority', short: 'URGENT' },
  medium: { label: 'Medium Priority', short: 'MODERATE' },
  low: { label: 'Low Priority', short: 'ROUTINE' },
};

export const URGENCIES: readonly Urgency[] = ['high', 'medium', 'low'];

export function priorityLabels(urgency: Urgency): PriorityLabels {
  return LABELS[urgency];
}

/** Chakra colour palette per urgency (used as colorPalette). */
export const PRIORITY_PALETTE: Record<Urgency, 'red' | 'orange' | 'green'> = {
  high: 'red',
  medium: 'orange',
  low: 'green',
};
