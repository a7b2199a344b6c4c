// A meeting, a subscribed calendar's occurrence, a suggested block or a Busy block (an executive's
// private event, to a delegate without Full access): drawn, not movable (no Delete,
// no move keys). Screen readers hear kind (or "From <calendar>"), title, time and what it conflicts
// with (and the delegate who added or changed it); a crowded one shows its title first (the whole label on hover).
import { Box, VisuallyHidden } from '@provana/ui';
import { type Density, roomForByLine } from './crowding';
import { colourToken } from '../subscriptions/subscription-view';
import { kindLabelOf, staticName } from './item-labels';
import { type ItemBox, itemStyle } from './item-style';
import type { TimelineItem } from './timeline-items';
import { ItemText } from './item-text';
import { minutesToClock } from '@provana/dates';

export function StaticItem({
  item,
  box,
  conflicts,
  density,
}: {
  item: TimelineItem;
  box: ItemBox;
  conflicts: readonly string[] | undefined;
  density: Density;
}) {
  const conflict = (conflicts?.length ?? 0) > 0;
  return (
    <Box
      as="li"
      listStyleType="none"
      position="absolute"
      {...box}
      {...itemStyle(item.kind, conflict, item.source && colourToken(item.source.colour))}
      px="1.5"
      py={density === 'tiny' ? '0' : '0.5'}
      zIndex="1"
      data-testid="timeline-item"
      data-kind={item.kind}
      data-source={item.source?.name}
      data-title={item.title}
      data-start={minutesToClock(item.start)}
      data-conflict={conflict}
      data-busy={item.busy ? true : undefined}
    >
      <VisuallyHidden>{staticName(item, conflicts)}</VisuallyHidden>
      <Box aria-hidden="true" title={staticName(item, conflicts)}>
        <ItemText
          title={item.title}
          start={item.start}
          end={item.end}
          conflicts={conflicts}
          kindLabel={item.kind === 'suggested' ? 'Suggested' : item.source ? kindLabelOf(item) : undefined}
          density={density}
          // Its own line only: the item's tooltip is its whole name, which says it too.
          by={item.byDelegate && roomForByLine(item, density) ? { who: item.byDelegate, shown: true } : undefined}
        />
      </Box>
    </Box>
  );
}
