// How each kind of item looks: events solid, meetings in their own colour, a subscribed calendar's
// occurrence neutral with its calendar's colour on its edge, suggested blocks dashed; a conflict adds
// a red border (and the word "Conflict", never colour alone).
import type { BoxProps } from '@provana/ui';
import type { TimelineKind } from './timeline-items';

const KIND_STYLE: Record<TimelineKind, BoxProps> = {
  event: { bg: 'blue.subtle', borderColor: 'blue.solid', borderStyle: 'solid' },
  meeting: { bg: 'orange.subtle', borderColor: 'orange.solid', borderStyle: 'solid' },
  subscribed: { bg: 'bg.subtle', borderColor: 'border', borderStyle: 'solid' },
  suggested: { bg: 'bg', borderColor: 'gray.500', borderStyle: 'dashed' },
};

/** `accent`: the edge's colour token (a subscribed calendar's colour). */
export function itemStyle(kind: TimelineKind, conflict: boolean, accent?: string): BoxProps {
  return {
    ...KIND_STYLE[kind],
    ...(accent ? { borderLeftColor: accent } : {}),
    borderWidth: '1px',
    borderLeftWidth: '4px',
    borderRadius: 'md',
    color: 'fg',
    overflow: 'hidden',
    ...(conflict ? { borderColor: 'red.600', borderLeftColor: 'red.600', borderWidth: '2px', borderLeftWidth: '4px' } : {}),
  };
}

/** Where an item sits: its top and height on the axis, its lane across the width. */
export interface ItemBox {
  top: string;
  height: string;
  left: string;
  width: string;
}
