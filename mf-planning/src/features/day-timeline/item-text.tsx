// The text of an item: "Conflict" when it overlaps, the title, then the time. A movable event is
// named by this text (so its name holds what is seen), completed for screen readers by hidden
// punctuation, what it conflicts with and how to move it.
import { Badge, Text, VisuallyHidden } from '@provana/ui';
import { conflictText, timeRange } from './item-labels';

export interface ItemTextProps {
  title: string;
  start: number;
  end: number;
  conflicts?: readonly string[] | undefined;
  kindLabel?: string | undefined;
  /** Said after the visible text, e.g. how to move the item. */
  hint?: string;
}

export function ItemText({ title, start, end, conflicts, kindLabel, hint }: ItemTextProps) {
  const conflict = (conflicts?.length ?? 0) > 0;
  return (
    <>
      <Text fontSize="xs" fontWeight="semibold" lineHeight="1.1rem" truncate>
        {conflict && (
          <>
            <Badge size="xs" colorPalette="red" variant="solid" me="1">
              Conflict
            </Badge>
            <VisuallyHidden>: </VisuallyHidden>
          </>
        )}
        {kindLabel && <Text as="span" fontWeight="normal">{kindLabel}: </Text>}
        {title}
        <VisuallyHidden>, </VisuallyHidden>
      </Text>
      <Text fontSize="xs" lineHeight="1.1rem" truncate>
        <span data-testid="timeline-item-time">{timeRange(start, end)}</span>
        <VisuallyHidden>
          {conflictText(conflicts)}
          {hint ? `. ${hint}` : ''}
        </VisuallyHidden>
      </Text>
    </>
  );
}
