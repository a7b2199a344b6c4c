// The text of an item: "Conflict" when it overlaps, the title, then the time. A movable event is
// named by this text (so its name holds what is seen), completed for screen readers by hidden
// punctuation, what it conflicts with and how to move it. A crowded item marks a conflict with a
// "!" instead of the badge, so its title keeps the width (its detail says "Conflicts with ..."); a
// tiny one writes its title smaller, to fit its 12px. "added by Sam" (an event a delegate last
// added or changed) is a third line where the item is tall enough, else only in its name.
// Each line is positioned: its hidden punctuation (absolute) is clipped with the line's overflow
// instead of sitting at the end of the untruncated title, past the screen's edge on a phone.
import { Badge, Text, VisuallyHidden, chakra } from '@provana/ui';
import type { Density } from './crowding';
import type { ByDelegate } from '@provana/contracts';
import { conflictText, timeRange } from './item-labels';
import { byDelegateText } from '@provana/sections';

export interface ItemTextProps {
  title: string;
  start: number;
  end: number;
  conflicts?: readonly string[] | undefined;
  kindLabel?: string | undefined;
  /** Said after the visible text, e.g. how to move the item. */
  hint?: string;
  /** Crowded (short or narrow) or tiny: the title first, a one-character conflict mark. */
  density?: Density;
  /** The delegate who last added or changed it, and whether the item has room to show that as a line. */
  by?: { who: ByDelegate; shown: boolean } | undefined;
}

function ConflictMark({ crowded }: { crowded: boolean }) {
  if (!crowded)
    return (
      <>
        <Badge size="xs" colorPalette="red" variant="solid" me="1">
          Conflict
        </Badge>
        <VisuallyHidden>: </VisuallyHidden>
      </>
    );
  return (
    <>
      <chakra.span aria-hidden="true" color="fg.error" fontWeight="bold" me="0.5">
        !
      </chakra.span>
      <VisuallyHidden>Conflict: </VisuallyHidden>
    </>
  );
}

export function ItemText({ title, start, end, conflicts, kindLabel, hint, density = 'roomy', by }: ItemTextProps) {
  const conflict = (conflicts?.length ?? 0) > 0;
  const crowded = density !== 'roomy';
  const byWords = by ? byDelegateText(by.who) : '';
  // Without its own line, the whole name is the text's tooltip.
  const tooltip = by && !by.shown ? { title: `${by.who.verb} by ${by.who.name}` } : {};
  // Said last, after the line that shows last.
  const tail = (
    <VisuallyHidden>
      {conflictText(conflicts)}
      {hint ? `. ${hint}` : ''}
    </VisuallyHidden>
  );
  return (
    <>
      <Text
        position="relative"
        fontSize={density === 'tiny' ? '2xs' : 'xs'}
        fontWeight="semibold"
        lineHeight={density === 'tiny' ? '1' : '1.1rem'}
        truncate
        {...tooltip}
      >
        {conflict && <ConflictMark crowded={crowded} />}
        {kindLabel && !crowded && (
          <Text as="span" fontWeight="normal">
            {kindLabel}:{' '}
          </Text>
        )}
        {kindLabel && crowded && <VisuallyHidden>{kindLabel}: </VisuallyHidden>}
        <span data-testid="timeline-item-title">{title}</span>
        <VisuallyHidden>, </VisuallyHidden>
      </Text>
      <Text position="relative" fontSize="xs" lineHeight="1.1rem" truncate {...tooltip}>
        <span data-testid="timeline-item-time">{timeRange(start, end)}</span>
        {by?.shown ? <VisuallyHidden>, </VisuallyHidden> : byWords && <VisuallyHidden>, {byWords}</VisuallyHidden>}
        {!by?.shown && tail}
      </Text>
      {by?.shown && (
        <Text position="relative" fontSize="xs" lineHeight="1.1rem" truncate>
          <span data-testid="by-delegate" title={`${by.who.verb} by ${by.who.name}`}>
            {byWords}
          </span>
          {tail}
        </Text>
      )}
    </>
  );
}
