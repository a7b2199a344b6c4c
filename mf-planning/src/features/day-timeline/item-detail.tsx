// The detail of a crowded event, shown while the event has focus or the pointer: the whole title,
// the time, who of the delegates added or changed it and what it conflicts with, in words, and its Delete. It opens below the event (above
// near the end of the axis) across the lanes' width, so it never covers the event itself; Tab from
// the event reaches Delete, Escape hides it.
import { Box, Stack, Text } from '@provana/ui';
import type { ReactNode } from 'react';
import { joinTitles, timeRange } from './item-labels';
import type { LanePlacement } from './lanes';

export interface ItemDetailProps {
  title: string;
  start: number;
  end: number;
  conflicts: readonly string[] | undefined;
  /** "added by Sam Lee" for an event a delegate last added or changed. */
  by?: string | undefined;
  side: 'below' | 'above';
  /** The event's lane: the detail spans every lane of its cluster, from the first. */
  lane: LanePlacement;
  actions: ReactNode;
}

// Lanes are (width + 4px) apart (see boxOf in timeline-board.tsx): from this lane back to the first.
const GAP = '4px';

export function ItemDetail({ title, start, end, conflicts, by, side, lane, actions }: ItemDetailProps) {
  return (
    <Box
      position="absolute"
      left={`calc(-${lane.lane} * (100% + ${GAP}))`}
      width={`calc(${lane.lanes} * (100% + ${GAP}) - ${GAP})`}
      zIndex="4"
      {...(side === 'below' ? { top: '100%', pt: '1' } : { bottom: '100%', pb: '1' })}
      data-testid="timeline-item-detail"
    >
      <Stack gap="1" bg="bg" borderWidth="1px" borderColor="border" borderRadius="md" shadow="md" p="2">
        {/* The event's own name already says all of this to screen readers. */}
        <Stack gap="0.5" aria-hidden="true">
          <Text fontSize="sm" fontWeight="semibold" wordBreak="break-word">
            {title}
          </Text>
          <Text fontSize="xs">{timeRange(start, end)}</Text>
          {by && <Text fontSize="xs">{by}</Text>}
          {conflicts && conflicts.length > 0 && (
            <Text fontSize="xs" color="fg.error" wordBreak="break-word">
              Conflicts with {joinTitles(conflicts)}
            </Text>
          )}
        </Stack>
        <Box>{actions}</Box>
      </Stack>
    </Box>
  );
}
